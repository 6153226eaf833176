import { describe, expect, it } from 'vitest';
import { showsStyleReminder } from './style-reminder.ts';

const WRITER = { publishedPosts: 2, hasCustomStylesheet: false, hasSeenStyleReminder: false };

describe('the style reminder (docs/spec-checklist.md 1 §4)', () => {
  it.each<
    [
      string,
      typeof WRITER | { publishedPosts: number; hasCustomStylesheet: boolean; hasSeenStyleReminder: boolean | null },
      boolean,
    ]
  >([
    ['a writer with published posts, no custom stylesheet, who has not seen it', WRITER, true],
    ['“has published posts”: none yet', { ...WRITER, publishedPosts: 0 }, false],
    ['“has no custom stylesheet”: one is set', { ...WRITER, hasCustomStylesheet: true }, false],
    ['“has not seen the reminder”: seen', { ...WRITER, hasSeenStyleReminder: true }, false],
    ['never recorded counts as not seen', { ...WRITER, hasSeenStyleReminder: null }, true],
  ])('%s', (_case, writer, shows) => {
    expect(showsStyleReminder(writer)).toBe(shows);
  });
});
