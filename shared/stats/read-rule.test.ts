import { describe, expect, it } from 'vitest';
import { isRead } from './read-rule.ts';

describe('isRead: a read is reaching the end or staying for the reading time (as Medium counts)', () => {
  it.each([
    ['opened and left at once', false, 2_000, 4, false],
    ['scrolled to the end quickly', true, 20_000, 4, true],
    ['stayed the whole reading time without reaching the end', false, 240_000, 4, true],
    ['stayed a little less than the reading time', false, 239_999, 4, false],
    ['a story under a minute, stayed 30 s', false, 30_000, 0.5, true],
  ] as const)('%s', (_case, reachedEnd, activeMs, readingTimeMinutes, read) => {
    expect(isRead({ reachedEnd, activeMs, readingTimeMinutes })).toBe(read);
  });
});
