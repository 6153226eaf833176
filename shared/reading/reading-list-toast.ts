/**
 * The reading-list toast (docs/spec-checklist.md 1 §5): its message is `{source}:{action}:{postId}` — at most three
 * colon-separated parts, the second being archive, bookmark or unread; anything else shows
 * nothing. Each action has its words and the undo that reverses it.
 */
export type ReadingListAction = 'archive' | 'bookmark' | 'unread';

export interface ReadingListToast {
  readonly action: ReadingListAction;
  readonly postId: string | null;
  readonly text: string;
  /** The mutation that undoes the action. */
  readonly undo: 'unarchive' | 'unbookmark' | 'archive';
}

const ACTIONS: Record<ReadingListAction, { text: string; undo: ReadingListToast['undo'] }> = {
  bookmark: { text: 'Saved to your reading list.', undo: 'unbookmark' },
  archive: { text: 'Archived from your reading list.', undo: 'unarchive' },
  unread: { text: 'Moved back to your reading list.', undo: 'archive' },
};

/** docs/spec-checklist.md 1 §9 and docs/spec-checklist.md 3 §9: the toast shows 900 ms; after an undo, the list reloads 300 ms later. */
export const READING_LIST_TOAST = { duration: 900, hideAnimation: 300, undoReloadDelay: 300 } as const;

export const readingListToastMessage = (action: ReadingListAction, postId: string): string =>
  `readingList:${action}:${postId}`;

export function parseReadingListToast(message: string): ReadingListToast | null {
  const parts = message.split(':');
  if (parts.length > 3) return null;
  const action = parts[1];
  if (action !== 'archive' && action !== 'bookmark' && action !== 'unread') return null;
  return { action, postId: parts[2] || null, ...ACTIONS[action] };
}
