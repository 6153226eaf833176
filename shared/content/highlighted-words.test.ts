import { describe, expect, it } from 'vitest';
import { highlightedWords } from './highlighted-words.ts';

describe('highlightedWords', () => {
  it.each([
    ['the marked span of the paragraph', 'A street is a room with the sky for a ceiling.', 2, 8, 'street'],
    ['the whole paragraph when it was all marked', 'Short.', 0, 6, 'Short.'],
    [
      'the quote itself when the offsets no longer fit (the paragraph is gone)',
      'the words quoted then',
      40,
      52,
      'the words quoted then',
    ],
    ['the quote itself for an empty span', 'Some words', 3, 3, 'Some words'],
  ])('%s', (_case, text, start, end, expected) => {
    expect(highlightedWords(text, start, end)).toBe(expected);
  });
});
