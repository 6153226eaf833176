import { route, type RouteDefinition } from '../route-definition.ts';

const server = 'server' as const;

/** Publication management and reading routes of docs/spec-checklist.md 3 §2; most also live on the publication's own domain. */
const underCollection = <const N extends string, const P extends string = never>(
  name: N,
  path: string,
  page?: P,
): RouteDefinition<N, P> =>
  route(name, `/{collectionSlug}${path}`, { service: server, tables: ['collection'], ...(page ? { page } : {}) });

export const publicationRoutes = [
  route('ShowNewCollection', '/new-publication', { service: server, page: 'new-publication' }),
  route('ShowYourCollections', '/me/publications', { service: server, page: 'your-publications' }),
  underCollection('ShowCollectionEdit', '/edit', 'publication-settings'),
  underCollection('ShowCollectionSettings', '/settings', 'publication-settings'),
  underCollection('ShowCollectionSettingsAbout', '/settings/about', 'publication-settings'),
  underCollection('ShowCollectionSettingsNavigation', '/settings/navigation', 'publication-settings'),
  underCollection('ShowCollectionSettingsFollowers', '/settings/followers', 'publication-settings'),
  underCollection('ShowCollectionFeaturePages', '/settings/feature-pages', 'publication-settings'),
  underCollection('ShowCollectionNewFeaturePage', '/settings/feature-pages/new', 'publication-settings'),
  underCollection('ShowCollectionEditFeaturePage', '/settings/feature-pages/{topicSlug}/edit', 'publication-settings'),

  underCollection('ShowCollectionLatest', '/latest', 'publication-profile'),
  underCollection('ShowCollectionTrending', '/trending', 'publication-profile'),
  underCollection('ShowCollectionFeatured', '/featured', 'publication-profile'),
  underCollection('ShowCollectionArchive', '/archive', 'publication-profile'),
  underCollection('ShowCollectionArchiveYear', '/archive/{year}', 'publication-profile'),
  underCollection('ShowCollectionArchiveMonth', '/archive/{year}/{month}', 'publication-profile'),
  underCollection('ShowCollectionArchiveDay', '/archive/{year}/{month}/{day}', 'publication-profile'),
  underCollection('ShowCollectionAll', '/all', 'publication-profile'),
  underCollection('ShowCollectionAllPage', '/all/{page}', 'publication-profile'),
  underCollection('ShowCollectionTopicHome', '/{topicSlug}/home', 'publication-profile'),
  underCollection('ShowCollectionUser', '/@{username}', 'user-profile'),
  underCollection('ShowCollectionUserFollowers', '/@{username}/followers', 'user-profile'),
  underCollection('ShowCollectionUserFollowing', '/@{username}/following', 'user-profile'),
  underCollection('ShowCollectionPermissions', '/permissions', 'publication-settings'),
  underCollection('ShowCollectionStats', '/stats', 'publication-stats'),
  underCollection('ShowCollectionStatsOverview', '/stats/overview', 'publication-stats'),
  underCollection('ShowCollectionStatsStories', '/stats/stories', 'publication-stats'),
  underCollection('ShowCollectionStories', '/stories', 'publication-stories'),
  underCollection('ShowCollectionStoriesFilter', '/stories/{filterBy}', 'publication-stories'),
  underCollection('ShowCollectionStoriesLoadMore', '/stories/{filterBy}/loadMore', 'publication-stories'),
  underCollection('ShowCollectionSubmissions', '/submissions', 'publication-settings'),
  underCollection('ShowCollectionLoadMore', '/load-more', 'publication-profile'),
  underCollection('ShowCollectionPostFeatured', '/{postId}/featured', 'publication-feature'),
];
