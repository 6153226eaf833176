import { describe, expect, it } from 'vitest';
import { highlightedParts } from './highlighted-parts.ts';

describe('reading a highlighted value as text parts', () => {
  it.each<[string, string, { text: string; matched: boolean }[]]>([
    ['plain text', 'Slow streets', [{ text: 'Slow streets', matched: false }]],
    [
      'a match in the middle',
      'The <mark>city</mark> slows',
      [
        { text: 'The ', matched: false },
        { text: 'city', matched: true },
        { text: ' slows', matched: false },
      ],
    ],
    [
      'two matches',
      '<mark>Slow</mark> <mark>down</mark>',
      [
        { text: 'Slow', matched: true },
        { text: ' ', matched: false },
        { text: 'down', matched: true },
      ],
    ],
    [
      'escaped markup comes back as the text typed, never as markup',
      '&lt;b&gt;<mark>Bold</mark>&lt;/b&gt; &amp; co',
      [
        { text: '<b>', matched: false },
        { text: 'Bold', matched: true },
        { text: '</b> & co', matched: false },
      ],
    ],
    ['an unclosed tag is text', 'a <mark>b', [{ text: 'a <mark>b', matched: false }]],
  ])('%s', (_case, value, parts) => {
    expect(highlightedParts(value)).toEqual(parts);
  });
});
