import type { YourStoriesFilter } from '../content/your-stories.ts';
import { link, type LinkContext } from './index.ts';

/** The link shapes docs/spec-checklist.md 3 §2 lists beside the route table ("Link builder shapes"). */

export const settingsLink = (anchor?: 'membership' | 'security'): string =>
  link('ShowSettings') + (anchor ? `#${anchor}` : '');

export const followingSuggestionsLink = (): string => link('ShowFollowsEntity', { entityName: 'suggestions' });

export const highlightsLink = (): string => link('ShowYourList', { catalogSlugId: 'highlights' });

export const yourStoriesLink = (filterBy: YourStoriesFilter): string => link('ShowYourStories', { filterBy });

export const seriesDraftsLink = (): string => link('ShowYourSeries', { filterBy: 'drafts' });

export const subscribersImportLink = (): string => link('ShowSubscribersImport');

export const postInfoLink = (postId: string): string => link('ShowPostInfo', { postId });

export type SearchCategory = 'users' | 'tags' | 'posts' | 'publications';

/** Search, optionally inside a publication and a category, with ?q= when there is a query. */
export function searchLink(options: { q?: string; category?: SearchCategory; collectionSlug?: string } = {}): string {
  const { q, category, collectionSlug } = options;
  let path: string;
  if (collectionSlug) {
    path = category
      ? link('ShowCollectionSearchCategory', { collectionSlug, category })
      : link('ShowCollectionSearch', { collectionSlug });
  } else {
    const byCategory = {
      users: 'ShowSearchUsers',
      tags: 'ShowSearchTags',
      posts: 'ShowSearchPosts',
      publications: 'ShowSearchPublications',
    } as const;
    path = link(category ? byCategory[category] : 'ShowSearch');
  }
  return q ? `${path}?${new URLSearchParams({ q })}` : path;
}

export type CollectionPage =
  | { page: 'new-story' | 'submissions' | 'settings' | 'followers-settings' | 'navigation' | 'feature-pages' }
  | { page: 'design' | 'new-newsletter' | 'feed' | 'stats-overview' }
  | { page: 'newsletter-settings'; newsletterSlug: string }
  | { page: 'tagged'; tagSlug: string };

/** Sub-pages of a publication, on its own domain when the context is that domain. */
export function collectionPageLink(collectionSlug: string, target: CollectionPage, context?: LinkContext): string {
  const params = { collectionSlug };
  switch (target.page) {
    case 'new-story':
      return link('ShowCollectionNewPost', params, context);
    case 'submissions':
      return link('ShowCollectionStoriesFilter', { ...params, filterBy: 'submissions' }, context);
    case 'settings':
      return link('ShowCollectionSettings', params, context);
    case 'followers-settings':
      return link('ShowCollectionSettingsFollowers', params, context);
    case 'navigation':
      return link('ShowCollectionSettingsNavigation', params, context);
    case 'feature-pages':
      return link('ShowCollectionFeaturePages', params, context);
    case 'design':
      return link('ShowCollectionDesign', params, context);
    case 'new-newsletter':
      return link('ShowCollectionNewNewsletter', params, context);
    case 'newsletter-settings':
      return link('ShowCollectionNewsletterSettings', { ...params, newsletterSlug: target.newsletterSlug }, context);
    case 'tagged':
      return link('ShowCollectionTagged', { ...params, tagSlug: target.tagSlug }, context);
    case 'feed':
      return link('FeedCollection', params, context);
    case 'stats-overview':
      return link('ShowCollectionStatsOverview', params, context);
  }
}
