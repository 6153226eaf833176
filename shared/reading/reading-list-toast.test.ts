import { describe, expect, it } from 'vitest';
import { parseReadingListToast, readingListToastMessage } from './reading-list-toast.ts';

describe('the reading-list toast (docs/spec-checklist.md 1 §5: "at most three colon-separated parts, the second being archive, bookmark or unread; otherwise nothing is shown")', () => {
  it.each([
    [
      'readingList:bookmark:0123456789ab',
      { action: 'bookmark', postId: '0123456789ab', text: 'Saved to your reading list.', undo: 'unbookmark' },
    ],
    [
      'readingList:archive:0123456789ab',
      { action: 'archive', postId: '0123456789ab', text: 'Archived from your reading list.', undo: 'unarchive' },
    ],
    [
      'readingList:unread:0123456789ab',
      { action: 'unread', postId: '0123456789ab', text: 'Moved back to your reading list.', undo: 'archive' },
    ],
    ['x:bookmark', { action: 'bookmark', postId: null, text: 'Saved to your reading list.', undo: 'unbookmark' }],
    ['readingList:bookmark:a:b', null],
    ['readingList:delete:0123456789ab', null],
    ['bookmark', null],
    ['', null],
  ])('%j', (message, toast) => {
    expect(parseReadingListToast(message)).toEqual(toast);
  });

  it('builds messages the rule reads back', () => {
    expect(parseReadingListToast(readingListToastMessage('archive', '0123456789ab'))?.action).toBe('archive');
  });
});
