import { describe, expect, it } from 'vitest';
import { readingStats } from './reading-stats.ts';

const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

describe('readingStats', () => {
  it.each([
    ['nothing', [], { words: 0, seconds: 0 }],
    [
      '265 words: a minute',
      [{ name: 'a', type: 'P' as const, text: words(265), markups: [] }],
      { words: 265, seconds: 60 },
    ],
    [
      'spaces and line breaks are not words',
      [{ name: 'a', type: 'PRE' as const, text: '  one \n two  ', markups: [] }],
      { words: 2, seconds: 0 },
    ],
    [
      'a picture adds 12 seconds',
      [{ name: 'a', type: 'IMG' as const, text: '', markups: [] }],
      { words: 0, seconds: 12 },
    ],
  ])('%s', (_, paragraphs, stats) => {
    expect(readingStats(paragraphs)).toEqual(stats);
  });
});
