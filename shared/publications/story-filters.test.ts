import { describe, expect, it } from 'vitest';
import { publicationStoryFilter } from './story-filters.ts';

describe('publicationStoryFilter: the tab /{collectionSlug}/stories/{filterBy} shows', () => {
  it.each([
    ['no filter (/stories)', undefined, 'published'],
    ['published', 'published', 'published'],
    ['featured', 'featured', 'featured'],
    ['submissions (the address the spec links to)', 'submissions', 'submissions'],
    ['a tab that is none', 'drafts', null],
    ['an inherited property name', 'constructor', null],
  ])('%s', (_case, filterBy, expected) => {
    expect(publicationStoryFilter(filterBy)).toBe(expected);
  });
});
