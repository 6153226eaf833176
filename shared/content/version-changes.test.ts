import { describe, expect, it } from 'vitest';
import { describeChanges, versionChanges, type ComparedVersion } from './version-changes.ts';

const p = (name: string, text: string, type = 'P') => ({ name, type, text });
const v = (title: string, ...paragraphs: ReturnType<typeof p>[]): ComparedVersion => ({ title, paragraphs });

describe('versionChanges and describeChanges (/p/{postId}/deltas)', () => {
  it.each([
    ['the first revision adds all it has', null, v('Tides', p('a', 'One'), p('b', 'Two')), '2 paragraphs added'],
    [
      'an edit to one paragraph',
      v('Tides', p('a', 'One'), p('b', 'Two')),
      v('Tides', p('a', 'One'), p('b', 'Two, better')),
      '1 paragraph changed',
    ],
    [
      'a paragraph turned into a heading',
      v('Tides', p('a', 'One')),
      v('Tides', p('a', 'One', 'H3')),
      '1 paragraph changed',
    ],
    [
      'one added and one removed',
      v('Tides', p('a', 'One'), p('b', 'Two')),
      v('Tides', p('a', 'One'), p('c', 'Three')),
      '1 paragraph added, 1 paragraph removed',
    ],
    ['a new title only', v('Tides', p('a', 'One')), v('High tides', p('a', 'One')), 'New title'],
    ['nothing changed (saved again)', v('Tides', p('a', 'One')), v('Tides', p('a', 'One')), 'No changes to the text'],
  ])('%s', (_case, before, after, expected) => {
    expect(describeChanges(versionChanges(before, after))).toBe(expected);
  });
});
