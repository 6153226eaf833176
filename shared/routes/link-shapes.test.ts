import { describe, expect, it } from 'vitest';
import { YOUR_STORIES_FILTERS } from '../content/your-stories.ts';
import {
  collectionPageLink,
  followingSuggestionsLink,
  highlightsLink,
  postInfoLink,
  searchLink,
  seriesDraftsLink,
  settingsLink,
  subscribersImportLink,
  yourStoriesLink,
} from './link-shapes.ts';

describe('link builder shapes (docs/spec-checklist.md 3 §2)', () => {
  it.each([
    [settingsLink(), '/me/settings'],
    [settingsLink('membership'), '/me/settings#membership'],
    [settingsLink('security'), '/me/settings#security'],
    [followingSuggestionsLink(), '/me/following/suggestions'],
    [highlightsLink(), '/me/list/highlights'],
    [seriesDraftsLink(), '/me/series/drafts'],
    [subscribersImportLink(), '/me/subscribers/import'],
    [postInfoLink('0123456789ab'), '/p/0123456789ab/info'],
  ])('%s', (built, expected) => {
    expect(built).toBe(expected);
  });

  it('builds /me/stories/drafts|public|responses|unlisted|deleted', () => {
    expect(YOUR_STORIES_FILTERS.map(yourStoriesLink)).toEqual([
      '/me/stories/drafts',
      '/me/stories/public',
      '/me/stories/responses',
      '/me/stories/unlisted',
      '/me/stories/deleted',
    ]);
  });

  it.each([
    [{}, '/search'],
    [{ q: 'slow streets' }, '/search?q=slow+streets'],
    [{ q: 'x', category: 'users' as const }, '/search/users?q=x'],
    [{ category: 'publications' as const }, '/search/publications'],
    [{ q: 'x', collectionSlug: 'the-daily' }, '/the-daily/search?q=x'],
    [{ q: 'x', collectionSlug: 'the-daily', category: 'tags' as const }, '/the-daily/search/tags?q=x'],
  ])('search %o → %s', (options, expected) => {
    expect(searchLink(options)).toBe(expected);
  });

  it.each([
    [{ page: 'new-story' as const }, '/the-daily/new-story'],
    [{ page: 'submissions' as const }, '/the-daily/stories/submissions'],
    [{ page: 'settings' as const }, '/the-daily/settings'],
    [{ page: 'followers-settings' as const }, '/the-daily/settings/followers'],
    [{ page: 'navigation' as const }, '/the-daily/settings/navigation'],
    [{ page: 'feature-pages' as const }, '/the-daily/settings/feature-pages'],
    [{ page: 'design' as const }, '/the-daily/design'],
    [{ page: 'new-newsletter' as const }, '/the-daily/new-newsletter'],
    [{ page: 'newsletter-settings' as const, newsletterSlug: 'weekly' }, '/the-daily/newsletters/weekly/settings'],
    [{ page: 'tagged' as const, tagSlug: 'cities' }, '/the-daily/tagged/cities'],
    [{ page: 'feed' as const }, '/feed/the-daily'],
    [{ page: 'stats-overview' as const }, '/the-daily/stats/overview'],
  ])('collection sub-page %o → %s', (target, expected) => {
    expect(collectionPageLink('the-daily', target)).toBe(expected);
  });

  it('drops the slug on the publication’s own domain and goes to the auth domain for routes it does not serve', () => {
    const context = { table: 'collection' as const, authOrigin: 'https://quire.example' };
    expect(collectionPageLink('the-daily', { page: 'design' }, context)).toBe('/design');
    expect(collectionPageLink('the-daily', { page: 'feed' }, context)).toBe('/feed');
  });
});
