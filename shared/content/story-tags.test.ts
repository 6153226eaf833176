import { describe, expect, it } from 'vitest';
import { parseStoryTags } from './story-tags.ts';

describe('parseStoryTags (up to 5 tags, slugs by docs/spec-checklist.md 3 §5)', () => {
  it.each([
    [
      'names become slugs, the spelling kept for display',
      ['Short Stories', 'Café'],
      {
        tags: [
          { slug: 'short-stories', displayTitle: 'Short Stories' },
          { slug: 'cafe', displayTitle: 'Café' },
        ],
      },
    ],
    ['spaces are tidied', ['  Deep   Work '], { tags: [{ slug: 'deep-work', displayTitle: 'Deep Work' }] }],
    [
      'two spellings of one slug count once, the first kept',
      ['Writing', 'writing!', 'WRITING'],
      { tags: [{ slug: 'writing', displayTitle: 'Writing' }] },
    ],
    ['blank and punctuation-only names are dropped', ['', '  ', '!!!'], { tags: [] }],
    [
      'five is the most',
      ['a', 'b', 'c', 'd', 'e'],
      { tags: ['a', 'b', 'c', 'd', 'e'].map((slug) => ({ slug, displayTitle: slug })) },
    ],
    ['six are refused', ['a', 'b', 'c', 'd', 'e', 'f'], { error: 'A story can have at most 5 tags.' }],
    [
      'six names that are five slugs are fine',
      ['a', 'b', 'c', 'd', 'e', 'E'],
      { tags: ['a', 'b', 'c', 'd', 'e'].map((slug) => ({ slug, displayTitle: slug })) },
    ],
    ['a tag past 25 characters is refused', ['x'.repeat(26)], { error: 'A tag can be at most 25 characters long.' }],
  ])('%s', (_, names, expected) => {
    expect(parseStoryTags(names)).toEqual(expected);
  });
});
