import { describe, expect, it } from 'vitest';
import { QUOTE_PREVIEW_LENGTH, quotePreview, truncate } from './truncate.ts';

describe('truncate (docs/spec-checklist.md 3 §5: "cuts at a word boundary and adds an ellipsis")', () => {
  it.each([
    ['short text stays whole', 'A calm city.', 20, 'A calm city.'],
    ['exactly the limit stays whole', '12345 7890', 10, '12345 7890'],
    ['cut at the last word boundary', 'The city that learned to slow down', 20, 'The city that…'],
    ['no dangling punctuation before the ellipsis', 'Slow, then, slower', 8, 'Slow…'],
    ['nor after a word that exactly fits', 'Slow, then, slower', 12, 'Slow, then…'],
    ['one long word is cut mid-word', 'Supercalifragilistic', 10, 'Supercali…'],
    [
      'a word that exactly fits before the ellipsis is kept',
      'The quick brown fox jumps over the lazy dog',
      20,
      'The quick brown fox…',
    ],
    ['a word one character too long is not', 'The quick brown foxes jump', 20, 'The quick brown…'],
    ['white space is folded', 'one\n\n two   three', 40, 'one two three'],
  ])('%s', (_case, text, max, expected) => {
    expect(truncate(text, max)).toBe(expected);
    expect(truncate(text, max).length).toBeLessThanOrEqual(max);
  });
});

describe('quote previews (docs/spec-checklist.md 1 §5: "cut to 50 characters")', () => {
  it('keeps at most 50 characters', () => {
    const quote = 'Cities that slow down find that people stay longer, talk more and spend their evenings outdoors.';
    expect(QUOTE_PREVIEW_LENGTH).toBe(50);
    expect(quotePreview(quote)).toBe('Cities that slow down find that people stay…');
    expect(quotePreview(quote).length).toBeLessThanOrEqual(50);
  });
});
