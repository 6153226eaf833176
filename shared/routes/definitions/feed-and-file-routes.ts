import { route, type RouteDefinition } from '../route-definition.ts';
import { TICKS_TAG } from '../../site-pages/editorial-landings.ts';
import { VANITY_TAGS } from '../vanity-tags.ts';

const server = 'server' as const;

/** RSS feeds of docs/spec-checklist.md 3 §2. On a writer's or publication's own domain the feed sits at /feed. */
export const feedRoutes = [
  route('FeedLatest', '/feed/latest', { service: server }),
  route('FeedCollection', '/feed/{collectionSlug}', { service: server, tables: ['collection'] }),
  route('FeedUser', '/feed/@{username}', { service: server, tables: ['user'] }),
  route('FeedUserAlternate', '/@{username}/feed', { service: server }),
  route('FeedUserHasRecommended', '/feed/@{username}/has-recommended', { service: server, tables: ['user'] }),
  route('FeedTag', '/feed/tag/{tagSlug}', { service: server }),
  route('FeedCuratedCollection', '/feed/collections/{catalogSlug}', { service: server }),
  route('FeedCollectionNews', '/feed/{collectionSlug}/news', { service: server, tables: ['collection'] }),
  route('FeedCollectionTagged', '/feed/{collectionSlug}/tagged/{tagSlug}', { service: server, tables: ['collection'] }),
  route('FeedCollectionNewsTagged', '/feed/{collectionSlug}/news/tagged/{tagSlug}', {
    service: server,
    tables: ['collection'],
  }),
  route('FeedTopic', '/feed/topic/{topicSlug}', { service: server }),
  route('FeedFlipboard', '/feed/flipboard/{topicSlug}', { service: server }),
];

/** Miscellaneous server routes of docs/spec-checklist.md 3 §2, plus the endpoints the architecture adds. */
export const miscRoutes = [
  route('SubscribeToTagSignedIn', '/signedin/subscriptions/tag/{tagSlug}', { service: server, page: 'tag-subscribe' }),
  route('SaveProxyPosts', '/posts/proxies/save', { service: server, page: 'save-proxy' }),
  route('RequestPartnerFeature', '/p/{postId}/requests/partner/feature/{token}', {
    service: server,
    page: 'partner-feature',
  }),
  route('ShowUserFollowList', '/@{username}/follow-list', { service: server }),
  route('ShowMedia', '/media/{mediaResourceId}', { service: server, tables: ['all'] }),
  route('ShowMediaHref', '/media/{mediaResourceId}/href', { service: server, tables: ['all'] }),
  route('ShowEmbed', '/embed', { service: server, page: 'embed' }),
  // the oEmbed provider for story addresses, which frames /embed
  route('Oembed', '/oembed', { service: server }),
  route('OpenSearchDescription', '/osd.xml', { service: server }),
  route('ShowJobs', '/jobs', { service: server, page: 'site-page' }),
  route('ShowHelp', '/help', { service: server, page: 'help' }),
  route('Upload', '/_/upload', { service: server, tables: ['all'] }),
  route('UploadUrl', '/_/upload-url', { service: server, tables: ['all'] }),
  // Not in the spec's table: renditions of uploaded images, built by shared/images/image-url.ts.
  route('ShowImage', '/_/image/{transform}/{imageId}', { service: server, tables: ['all'] }),
  route('OutboundRedirect', '/r', { service: server, tables: ['all'] }),
  // Browser-side paths of docs/spec-checklist.md 3 §7 (POST does, DELETE undoes; worker/routes/browser-actions.ts).
  route('SubscribeToCollection', '/_/subscribe/collection/{collectionId}', { service: server, tables: ['all'] }),
  route('SubscribeToUser', '/_/subscribe/user/{userId}', { service: server, tables: ['all'] }),
  route('VotePost', '/_/vote/p/{postId}', { service: server, tables: ['all'] }),
  route('BookmarkPost', '/_/bookmark/p/{postId}', { service: server, tables: ['all'] }),
  route('CreateQuote', '/_/p/{postId}/quotes/create', { service: server, tables: ['all'] }),
  route('SubscribeToNewsletter', '/_/api/subscriptions/newsletters/{newsletterId}', {
    service: server,
    tables: ['all'],
  }),
  route('LazilyEnableWriterSubscription', '/_/api/users/{userId}/lazily-enable-writer-subscription', {
    service: server,
    tables: ['all'],
  }),
  route('ProcessUnvalidatedImportFiles', '/_/api/newsletters/{newsletterId}/import/process-unvalidated-files', {
    service: server,
  }),
  // a page's web vitals (worker/events/event-batch.ts); the spec's address ends in a slash
  route('PerformanceReport', '/_/clientele/reports/performance/', { service: server, tables: ['all'] }),
  route('ShowOhNoes', '/_/oh-noes', { service: server, tables: ['all'] }),
  // Endpoints of the architecture guide: the data API, the search API and the development outbox.
  route('GraphQL', '/_/graphql', { service: server, tables: ['all'] }),
  route('EventBatch', '/_/batch', { service: server, tables: ['all'] }),
  route('SearchQueries', '/1/indexes/*/queries', { service: server, tables: ['all'] }),
  route('SearchSingleIndex', '/1/indexes/{indexName}/query', { service: server, tables: ['all'] }),
  // Not in the spec's table: where the payment provider reports payments (docs/spec-checklist.md 3 §5's STRIPE).
  route('StripeWebhook', '/_/payments/stripe', { service: server }),
  // Not in the spec's table: where the mail carrier reports bounces, complaints and opens.
  route('MailEvents', '/_/mail/events', { service: server }),
  route('DevOutbox', '/_/dev/outbox', { service: server }),
];

/** Public API of docs/spec-checklist.md 3 §2. */
export const apiRoutes = [
  // Not in the spec's table: Medium's token endpoint, which its clients trade codes at.
  route('ApiTokens', '/v1/tokens', { service: server }),
  route('ApiMe', '/v1/me', { service: server }),
  route('ApiUserPublications', '/v1/users/{applicationSpecificUserId}/publications', { service: server }),
  route('ApiPublicationContributors', '/v1/publications/{publicationId}/contributors', { service: server }),
  // Not in the spec's table: Medium's create-post, which the publishPost scope is for.
  route('ApiCreateUserPost', '/v1/users/{applicationSpecificUserId}/posts', { service: server }),
  // Not in the spec's table: Medium's create-post under a publication.
  route('ApiCreatePublicationPost', '/v1/publications/{publicationId}/posts', { service: server }),
  // Not in the spec's table: any other /v1 address answers in the API's JSON, never a page.
  route('ApiNotFound', '/v1/*', { service: server }),
  route('IftttUserInfo', '/ifttt/v1/user/info', { service: server }),
  route('IftttStatus', '/ifttt/v1/status', { service: server }),
];

/**
 * Editorial vanity redirects. The spec does not show their targets: the two landing pages keep
 * their names, the rest point at the tag of the same name (302, since editors may move them;
 * shared/routes/vanity-tags.ts).
 */
const vanity = (path: string, tagSlug: string): RouteDefinition<`Vanity_${string}`, never> =>
  route(`Vanity_${tagSlug.replaceAll('-', '_')}`, path, {
    redirect: { to: 'ShowTagPosts', temporary: true, params: { tagSlug } },
  });

export const vanityRoutes = [
  route('VanityTicks', '/ticks', {
    redirect: {
      to: 'ShowTicksLanding',
      temporary: true,
      // the landing page is flagged off by default; until it is on, the tag it gathers stands in
      otherwise: { to: 'ShowTagPosts', params: { tagSlug: TICKS_TAG } },
    },
  }),
  route('Vanity45', '/45', { redirect: { to: 'ShowTrump45Landing', temporary: true } }),
  ...Object.entries(VANITY_TAGS).map(([slug, { under }]) => vanity(`${under}${slug}`, slug)),
];

/**
 * ActivityPub (not in the spec's table): Fedify answers these on the main domain;
 * profiles and stories answer with their actor or Article when asked for ActivityStreams
 * (worker/federation/federation-route.ts).
 */
export const federationRoutes = [
  route('WebFinger', '/.well-known/webfinger', { service: server }),
  route('NodeInfoLinks', '/.well-known/nodeinfo', { service: server }),
  route('NodeInfo', '/nodeinfo/2.1', { service: server }),
  route('FederationActor', '/ap/actors/{identifier}', { service: server }),
  route('FederationInbox', '/ap/actors/{identifier}/inbox', { service: server }),
  route('FederationOutbox', '/ap/actors/{identifier}/outbox', { service: server }),
  route('FederationFollowers', '/ap/actors/{identifier}/followers', { service: server }),
  route('FederationSharedInbox', '/ap/inbox', { service: server }),
];

/** Well-known and static files; the asset server answers those that exist before the Worker runs. */
export const fileRoutes = [
  route('AppleAppSiteAssociation', '/apple-app-site-association', { service: server, tables: ['all'] }),
  route('WellKnownAppleAppSiteAssociation', '/.well-known/apple-app-site-association', {
    service: server,
    tables: ['all'],
  }),
  route('WellKnownAssetLinks', '/.well-known/assetlinks.json', { service: server, tables: ['all'] }),
  // Not in the spec's table: where OAuth clients find /m/oauth/authorize and /m/token (RFC 8414).
  route('OAuthServerMetadata', '/.well-known/oauth-authorization-server', { service: server }),
  route('StaticBootstrap', '/bootstrap/*', { service: server, tables: ['all'] }),
  route('StaticCss', '/css/*', { service: server, tables: ['all'] }),
  route('StaticIcons', '/icons/*', { service: server, tables: ['all'] }),
  route('StaticJs', '/js/*', { service: server, tables: ['all'] }),
  route('CrossDomain', '/crossdomain.xml', { service: server, tables: ['all'] }),
  route('Favicon', '/favicon.ico', { service: server, tables: ['all'] }),
  route('FaviconSvg', '/favicon.svg', { service: server, tables: ['all'] }),
  route('HumansTxt', '/humans.txt', { service: server, tables: ['all'] }),
  // Not in the spec's table: what a browser needs to install the site as an app (worker/discovery/web-app-manifest.ts).
  route('WebAppManifest', '/manifest.webmanifest', { service: server, tables: ['all'] }),
  route('RobotsTxt', '/robots.txt', { service: server, tables: ['all'] }),
  // each host's sitemap index and its files (stories by month, writers, publications, tags)
  route('SitemapIndex', '/sitemap.xml', { service: server, tables: ['all'] }),
  route('SitemapPart', '/sitemap/{part}', { service: server, tables: ['all'] }),
  route('EmbedTest', '/embed-test', { service: server, page: 'embed' }),
];
