import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useSignInPrompt } from '../shell/sign-in-prompt.tsx';
import { useAppState } from '../state/app-state.tsx';
import type { SavablePost } from './save-panel.tsx';

/** The panel's code, lists and mutations load when a reader first opens it. */
const SavePanel = lazy(() => import('./save-panel.tsx'));

/**
 * Save a story: to the reading list, to any of the reader's lists, or to a new one. Every tick
 * shows at once and rolls back with the retryable error if refused. Visitors are asked to sign up.
 */
export function SaveButton({ post }: { post: SavablePost }) {
  const { session } = useAppState();
  const openSignIn = useSignInPrompt();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => !root.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  const saved = post.readingList === 'QUEUE' || post.viewerCatalogIds.length > 0;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from any control inside closes the panel
    <div className="save" ref={root} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        className="save__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-pressed={saved}
        onClick={() =>
          session.isLoggedInCookie ? setOpen((now) => !now) : openSignIn({ operation: 'register', entry: 'bookmark' })
        }
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
          <path
            d="M17.5 20.5 12 16.6l-5.5 3.9V4.8c0-.7.6-1.3 1.3-1.3h8.4c.7 0 1.3.6 1.3 1.3z"
            fill={saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinejoin="round"
          />
        </svg>
        <span className="visually-hidden">{saved ? 'Saved' : 'Save'}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SavePanel post={post} id={panelId} />
        </Suspense>
      )}
    </div>
  );
}
