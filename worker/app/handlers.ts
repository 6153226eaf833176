import { renderServerError } from './render-pages.tsx';
import { devOutbox } from '../routes/dev-outbox.ts';
import { feed } from '../feeds/feed-routes.tsx';
import { archiveImportUpload } from '../import/archive-import-upload.ts';
import { graphqlEndpoint } from '../routes/graphql-endpoint.ts';
import { image } from '../routes/image.ts';
import { emailConfirmation, undoEmailChange } from '../accounts/email-confirmation.ts';
import { accountConversion } from '../accounts/account-conversion.ts';
import { eventBatch, performanceReport } from '../events/event-batch.ts';
import { collectionById, userById } from '../people/entity-redirect.ts';
import { globalIdentity } from '../accounts/global-identity.ts';
import { appleAppSiteAssociation, assetLinks } from '../routes/app-associations.ts';
import {
  appleCallback,
  connectFacebook,
  connectGoogle,
  connectTwitter,
  facebookCallback,
  googleCallback,
  startAppleSignIn,
  twitterCallback,
} from '../accounts/social-sign-in.ts';
import { magicLinkCallback } from '../accounts/magic-link-callback.ts';
import { openSearch } from '../routes/open-search.ts';
import { searchQueries, searchSingleIndex } from '../search/search-queries.ts';
import { signOut } from '../accounts/sign-out.ts';
import type { RouteHandlers } from '../routes/route-handler.ts';
import { staticFile } from '../routes/static-files.ts';
import { stripeWebhook } from '../payments/stripe-webhook.ts';
import { mailEvents } from '../newsletters/mail-events.ts';
import { me } from '../people/me.ts';
import { newsletterPosts } from '../newsletters/newsletter-posts.ts';
import { payoutStripeFinish } from '../partner/payout-finish.ts';
import { oembed } from '../discovery/oembed.ts';
import { share } from '../discovery/share.ts';
import { followList } from '../discovery/follow-list.ts';
import { emailSettings } from '../newsletters/email-settings.ts';
import { newsletterExport, subscribersExport } from '../newsletters/subscribers-export.ts';
import { robotsTxt, sitemapIndex, sitemapPart } from '../discovery/sitemaps.ts';
import { upload, uploadUrl } from '../routes/upload.ts';
import { media, mediaHref } from '../routes/media.ts';
import { myStatsTotal, storyStatsRange, userStatsTotal } from '../stats/stats-data.ts';
import { audienceExport } from '../stats/audience-export.ts';
import { exportDownload } from '../account/export-download.ts';
import { outboundRedirect } from '../newsletters/outbound-redirect.ts';
import { browserAction } from '../routes/browser-actions.ts';
import { oauthAuthorize, oauthServerEndpoint, oauthServerMetadata } from '../oauth/oauth-authorize.tsx';
import { apiTokens } from '../oauth/api-tokens.ts';
import { apiError } from '../oauth/api-endpoint.ts';
import {
  apiMe,
  apiPublicationContributors,
  apiUserPublications,
  iftttStatus,
  iftttUserInfo,
} from '../oauth/public-api.ts';
import { apiCreatePost, apiCreatePublicationPost } from '../oauth/api-create-post.ts';
import { federation } from '../federation/federation-route.ts';
import { webAppManifest } from '../discovery/web-app-manifest.ts';

/** Server endpoints by route name. Every other route renders its page. */
export const ROUTE_HANDLERS: RouteHandlers = {
  ShowOhNoes: (c) => renderServerError(c, new Error('Requested error page')),
  DevOutbox: devOutbox,
  WebFinger: federation,
  NodeInfoLinks: federation,
  NodeInfo: federation,
  FederationActor: federation,
  FederationInbox: federation,
  FederationOutbox: federation,
  FederationFollowers: federation,
  FederationSharedInbox: federation,
  ShowUserById: userById,
  ShowCollectionById: collectionById,
  GraphQL: graphqlEndpoint,
  ArchiveImportUpload: archiveImportUpload,
  SearchQueries: searchQueries,
  SearchSingleIndex: searchSingleIndex,
  EventBatch: eventBatch,
  WebAppManifest: webAppManifest,
  PerformanceReport: performanceReport,
  StripeWebhook: stripeWebhook,
  MailEvents: mailEvents,
  UndoEmailChange: undoEmailChange,
  ShowMe: me,
  ExportNewsletter: newsletterExport,
  NewsletterPosts: newsletterPosts,
  ShowPayoutStripeFinish: payoutStripeFinish,
  Oembed: oembed,
  SharePost: share,
  ShareUserList: share,
  ShareSequence: share,
  ShowUserFollowList: followList,
  ShowEmailSettings: emailSettings,
  ExportNewsletterSubscribers: subscribersExport,
  AcctSignout: signOut,
  AcctCallbackEmail: magicLinkCallback,
  AcctConfirm: emailConfirmation,
  AcctConvert: accountConversion,
  StatsTotal: myStatsTotal,
  UserStatsTotal: userStatsTotal,
  StatsPostRange: storyStatsRange,
  StatsPostRangeShared: storyStatsRange,
  ExportAudienceStats: audienceExport,
  ShowExportDownload: exportDownload,
  AcctConnectGoogle: connectGoogle,
  AcctCallbackGoogle: googleCallback,
  AcctConnectFacebook: connectFacebook,
  AcctCallbackFacebook: facebookCallback,
  AcctAuthenticateTwitter: connectTwitter,
  AcctCallbackTwitter: twitterCallback,
  AcctStartAuthApple: startAppleSignIn,
  AcctCallbackApple: appleCallback,
  AcctGlobalIdentity: globalIdentity,
  FeedLatest: feed,
  FeedCollection: feed,
  FeedUser: feed,
  FeedUserAlternate: feed,
  FeedUserHasRecommended: feed,
  FeedTag: feed,
  FeedCuratedCollection: feed,
  FeedCollectionNews: feed,
  FeedCollectionTagged: feed,
  FeedCollectionNewsTagged: feed,
  FeedTopic: feed,
  FeedFlipboard: feed,
  Upload: upload,
  UploadUrl: uploadUrl,
  ShowMedia: media,
  ShowMediaHref: mediaHref,
  OutboundRedirect: outboundRedirect,
  SubscribeToCollection: browserAction,
  SubscribeToUser: browserAction,
  VotePost: browserAction,
  BookmarkPost: browserAction,
  CreateQuote: browserAction,
  SubscribeToNewsletter: browserAction,
  LazilyEnableWriterSubscription: browserAction,
  ProcessUnvalidatedImportFiles: browserAction,
  AcctOAuthAuthorize: oauthAuthorize,
  AcctToken: oauthServerEndpoint,
  OAuthServerMetadata: oauthServerMetadata,
  ApiTokens: apiTokens,
  ApiNotFound: () => apiError(404, 'There is no such endpoint.'),
  ApiMe: apiMe,
  ApiUserPublications: apiUserPublications,
  ApiPublicationContributors: apiPublicationContributors,
  ApiCreateUserPost: apiCreatePost,
  ApiCreatePublicationPost: apiCreatePublicationPost,
  IftttUserInfo: iftttUserInfo,
  IftttStatus: iftttStatus,
  OpenSearchDescription: openSearch,
  ShowImage: image,
  AppleAppSiteAssociation: appleAppSiteAssociation,
  WellKnownAppleAppSiteAssociation: appleAppSiteAssociation,
  WellKnownAssetLinks: assetLinks,
  StaticBootstrap: staticFile,
  StaticCss: staticFile,
  StaticIcons: staticFile,
  StaticJs: staticFile,
  CrossDomain: staticFile,
  Favicon: staticFile,
  FaviconSvg: staticFile,
  HumansTxt: staticFile,
  RobotsTxt: robotsTxt,
  SitemapIndex: sitemapIndex,
  SitemapPart: sitemapPart,
};
