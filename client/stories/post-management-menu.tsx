import { useId, useState } from 'react';
import { useFlags, useLink } from '../state/app-state.tsx';
import { useToast } from '../shell/use-toast.ts';
import { copyLink } from '../shell/copy-link.ts';
import { editorRoute } from '../../shared/navigation/editor-route.ts';
import { screenSize } from '../../shared/navigation/viewer-kind.ts';

export interface ManagedPost {
  readonly id: string;
  readonly visibility: 'PUBLIC' | 'UNLISTED' | 'LOCKED';
  readonly isPublished: boolean;
  readonly mediumUrl: string;
  readonly shareKey: string | null;
}

/** A friend link opens a members-only story to whoever has it (docs/spec-checklist.md 1 §2.9). */
export const friendLink = (post: ManagedPost): string | null =>
  post.shareKey && post.mediumUrl ? `${post.mediumUrl}?sk=${post.shareKey}` : null;

/**
 * The post management menu of docs/spec-checklist.md 1 §2.9, for the writer and the publication's editors: Edit
 * story (members-only stories only with can_edit_members_only_posts), Story settings, View
 * stats, Share Friend Link (when the story has a share key and an address). A disclosure
 * button and a list of links, so the keyboard and screen readers use it as they use any list.
 */
export function PostManagementMenu({ post, children }: { post: ManagedPost; children?: React.ReactNode }) {
  const id = useId();
  const link = useLink();
  const flags = useFlags();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const canEdit = !(post.isPublished && post.visibility === 'LOCKED') || flags.can_edit_members_only_posts;
  const share = friendLink(post);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from any control inside closes the menu
    <div className="post-menu" onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        className="post-menu__toggle"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((now) => !now)}
      >
        <span className="visually-hidden">More actions</span>
        <span aria-hidden="true">···</span>
      </button>
      {open && (
        // choosing an item closes the menu (a click bubbles here after the item's own)
        // biome-ignore lint/a11y/useKeyWithClickEvents: the items are links and buttons; their clicks, by key or pointer, bubble here
        <ul className="post-menu__list" id={id} onClick={() => setOpen(false)}>
          {canEdit && (
            <li>
              {/* the list shows only after a click, in the browser: its width is known */}
              <a href={link(editorRoute(screenSize(window.innerWidth), 'existing'), { postId: post.id })}>Edit story</a>
            </li>
          )}
          <li>
            <a href={link('ShowPostSettings', { postId: post.id })}>Story settings</a>
          </li>
          {post.isPublished && (
            <li>
              <a href={link('ShowStatsPost', { postId: post.id })}>View stats</a>
            </li>
          )}
          {share && (
            <li>
              <button
                type="button"
                className="link-button"
                onClick={() => void copyLink(toast, share, 'Friend link copied.')}
              >
                Share Friend Link
              </button>
            </li>
          )}
          {children}
        </ul>
      )}
    </div>
  );
}
