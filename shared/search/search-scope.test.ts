import { describe, expect, it } from 'vitest';
import { searchPlaceholder, searchScope, type SearchScope } from './search-scope.ts';

const GENERAL: SearchScope = { kind: 'general' };

describe('the search box’s scope follows the page (docs/spec-checklist.md 1 §2.3)', () => {
  it.each<[string, string, Record<string, string>, SearchScope]>([
    ['a post page, even inside a publication', 'post', { collectionSlug: 'the-mag', postId: 'a1' }, GENERAL],
    [
      'a publication’s home',
      'publication-profile',
      { collectionSlug: 'the-mag' },
      { kind: 'publication', collectionSlug: 'the-mag' },
    ],
    [
      'a publication’s search page',
      'search',
      { collectionSlug: 'the-mag' },
      { kind: 'publication', collectionSlug: 'the-mag' },
    ],
    ['the site’s search page', 'search', {}, GENERAL],
    ['a tag page', 'tag', { tagSlug: 'essays' }, GENERAL],
    ['a writer’s profile', 'user-profile', { username: 'ann' }, { kind: 'profile', username: 'ann' }],
    ['a writer’s series', 'user-series', { username: 'ann' }, { kind: 'profile', username: 'ann' }],
    [
      '“including a single list, via catalogSlugId”',
      'list',
      { username: 'ann', catalogSlugId: 'reads-0c0de' },
      { kind: 'profile', username: 'ann' },
    ],
    ['notifications', 'notifications', {}, GENERAL],
    ['your stories', 'your-stories', { filterBy: 'drafts' }, GENERAL],
    ['“or default”: home', 'home', {}, GENERAL],
  ])('%s', (_case, page, params, scope) => {
    expect(searchScope({ page, params })).toEqual(scope);
  });
});

describe('the placeholder (docs/spec-checklist.md 1 §2.10)', () => {
  it.each<[string, SearchScope, string]>([
    ['“Search followed by the product name on the general scope”', GENERAL, 'Search Quire'],
    ['“Search alone inside a publication”', { kind: 'publication', collectionSlug: 'the-mag' }, 'Search'],
    ['“… or profile”', { kind: 'profile', username: 'ann' }, 'Search'],
  ])('%s', (_case, scope, placeholder) => {
    expect(searchPlaceholder(scope, 'Quire')).toBe(placeholder);
  });
});
