/** What a viewer gets when asking for a post: the post, or one of docs/spec-checklist.md 2 §8's post result kinds. */
export type PostAccess =
  | 'Readable'
  | 'NotFound'
  | 'RemovedByUser'
  | 'AccountDeleted'
  | 'AccountSuspended'
  | 'PostSuspended'
  | 'Blocked';

export interface PostAccessFacts {
  readonly isPublished: boolean;
  readonly isDeleted: boolean;
  readonly isPostSuspended: boolean;
  readonly creatorExists: boolean;
  readonly isCreatorDeleted: boolean;
  readonly isCreatorSuspended: boolean;
  /** A limited account's writing reaches only it, its followers, and moderators (docs/trust-and-safety.md). */
  readonly isCreatorLimited: boolean;
  readonly viewerFollowsCreator: boolean;
  /** The viewer wrote it, or edits the publication it is in or was submitted to. */
  readonly viewerCanEdit: boolean;
  readonly creatorBlocksViewer: boolean;
  /** The can_view_suspended_content flag. */
  readonly canViewSuspendedContent: boolean;
}

/**
 * Decides a post result. Drafts answer NotFound to anyone who cannot edit them, so their
 * existence does not leak; removals and suspensions are told apart so readers get a clear page.
 */
export function postAccess(facts: PostAccessFacts): PostAccess {
  if (!facts.creatorExists) return 'NotFound';
  if (facts.isDeleted) return 'RemovedByUser';
  if (facts.isCreatorDeleted) return 'AccountDeleted';
  if (facts.isCreatorSuspended && !facts.canViewSuspendedContent) return 'AccountSuspended';
  if (facts.isPostSuspended && !facts.canViewSuspendedContent) return 'PostSuspended';
  if (!facts.isPublished && !facts.viewerCanEdit) return 'NotFound';
  if (facts.isCreatorLimited && !facts.viewerFollowsCreator && !facts.viewerCanEdit && !facts.canViewSuspendedContent)
    return 'NotFound';
  if (facts.creatorBlocksViewer) return 'Blocked';
  return 'Readable';
}

/**
 * Members-only (LOCKED) text beyond the preview goes to members, the writer, the publication's
 * editors, and anyone holding the story's share key (a Share Friend Link).
 */
export const isLockedPreviewOnly = (facts: {
  isLocked: boolean;
  viewerIsMember: boolean;
  viewerCanEdit: boolean;
  hasShareKey: boolean;
}): boolean => facts.isLocked && !facts.viewerIsMember && !facts.viewerCanEdit && !facts.hasShareKey;

/** How many paragraphs a locked preview shows at most. */
export const LOCKED_PREVIEW_PARAGRAPHS = 3;

/**
 * A members-only story's preview: its first LOCKED_PREVIEW_PARAGRAPHS paragraphs, but never all
 * of them: a story short enough to fit keeps the rest back, so its wall always stands before
 * something and a short story's words are not given away.
 */
export const lockedPreview = <P>(paragraphs: readonly P[]): readonly P[] =>
  paragraphs.slice(0, Math.max(0, Math.min(LOCKED_PREVIEW_PARAGRAPHS, paragraphs.length - 1)));

/**
 * The paragraphs every visitor may read: a members-only story's preview, or the whole of any
 * other. What is shown to everyone (a card's picture, its alt text) comes from these alone.
 */
export const openParagraphs = <P>(post: {
  readonly visibility: string;
  readonly content: { readonly paragraphs: readonly P[] };
}): readonly P[] => (post.visibility === 'LOCKED' ? lockedPreview(post.content.paragraphs) : post.content.paragraphs);
