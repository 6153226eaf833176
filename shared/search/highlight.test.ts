import { describe, expect, it } from 'vitest';
import { highlight, snippet } from './highlight.ts';

describe('highlighting as the hosted search service does', () => {
  it.each<
    [string, string, string[], { value: string; matchLevel: string; matchedWords: string[]; fullyHighlighted: boolean }]
  >([
    [
      'a whole word',
      'The city that learned to slow down',
      ['city'],
      {
        value: 'The <em>city</em> that learned to slow down',
        matchLevel: 'full',
        matchedWords: ['city'],
        fullyHighlighted: false,
      },
    ],
    [
      'the last word as a prefix',
      'Slow streets',
      ['slo'],
      { value: '<em>Slow</em> streets', matchLevel: 'full', matchedWords: ['slo'], fullyHighlighted: false },
    ],
    [
      'an earlier word only whole',
      'Slow streets',
      ['slo', 'streets'],
      { value: 'Slow <em>streets</em>', matchLevel: 'partial', matchedWords: ['streets'], fullyHighlighted: false },
    ],
    [
      'case and accents ignored',
      'Café culture',
      ['cafe'],
      { value: '<em>Café</em> culture', matchLevel: 'full', matchedWords: ['cafe'], fullyHighlighted: false },
    ],
    [
      'every word matched',
      'Slow down',
      ['slow', 'down'],
      {
        value: '<em>Slow</em> <em>down</em>',
        matchLevel: 'full',
        matchedWords: ['slow', 'down'],
        fullyHighlighted: true,
      },
    ],
    [
      'nothing matched',
      'Recipes',
      ['city'],
      { value: 'Recipes', matchLevel: 'none', matchedWords: [], fullyHighlighted: false },
    ],
    [
      'markup in the text is escaped, never passed through',
      '<b>Bold</b> & "quoted"',
      ['bold'],
      {
        value: '&lt;b&gt;<em>Bold</em>&lt;/b&gt; &amp; &quot;quoted&quot;',
        matchLevel: 'full',
        matchedWords: ['bold'],
        fullyHighlighted: false,
      },
    ],
  ])('%s', (_case, text, words, expected) => {
    expect(highlight(text, words)).toEqual(expected);
  });

  it('uses the tags the request names', () => {
    expect(highlight('Slow streets', ['slow'], { pre: '__ais-highlight__', post: '__/ais-highlight__' }).value).toBe(
      '__ais-highlight__Slow__/ais-highlight__ streets',
    );
  });

  it.each<[string, string, string[], number, string]>([
    ['a short text whole', 'Benches under plane trees', ['plane'], 10, 'Benches under <em>plane</em> trees'],
    [
      'the words around the first match, cut with ellipses',
      'one two three four five six seven eight nine ten eleven twelve',
      ['eight'],
      4,
      '… seven <em>eight</em> nine ten …',
    ],
    ['no match: the beginning', 'one two three four five six', ['zebra'], 3, 'one two three …'],
  ])('snippets %s', (_case, text, words, length, value) => {
    expect(snippet(text, words, undefined, length).value).toBe(value);
  });
});
