import type { Paragraph } from '../../shared/content/paragraphs.ts';
import { sameSecret } from '../auth/same-secret.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { isLockedPreviewOnly, lockedPreview } from './post-access.ts';
import { canEditPost } from './can-edit-post.ts';
import type { PostRow } from '../db/schema/index.ts';

export interface ReadableContent {
  readonly isLockedPreviewOnly: boolean;
  readonly paragraphs: readonly Paragraph[];
}

/**
 * The paragraphs of a story this viewer may read: the whole story, or a members-only story's
 * preview. Every path that hands out paragraph text (the story, a highlight, a note's anchor)
 * goes through here, so the paywall holds however a paragraph is named or asked for. A story the
 * reading meter opened this month is whole for that meter; `openedNow` is the meter's decision
 * in this request (recordPostView), which the month's unlocks read earlier do not hold yet.
 */
export async function readableContent(
  post: PostRow,
  context: GraphQLContext,
  shareKey?: string | null,
  openedNow = false,
): Promise<ReadableContent> {
  const previewOnly = isLockedPreviewOnly({
    isLocked: post.visibility === 'LOCKED',
    viewerIsMember: Boolean(context.viewer?.user.mediumMemberAt),
    viewerCanEdit: post.visibility === 'LOCKED' && (await canEditPost(post, context)),
    hasShareKey: Boolean(shareKey && post.shareKey && sameSecret(shareKey, post.shareKey)),
  });
  const { paragraphs } = post.content;
  if (previewOnly && (openedNow || (await context.meterUnlocks()).has(post.id)))
    return { isLockedPreviewOnly: false, paragraphs };
  return { isLockedPreviewOnly: previewOnly, paragraphs: previewOnly ? lockedPreview(paragraphs) : paragraphs };
}
