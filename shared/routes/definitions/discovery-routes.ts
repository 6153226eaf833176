import { route } from '../route-definition.ts';

const server = 'server' as const;

/** Tag archives, discovery, profile, account and partner routes of docs/spec-checklist.md 3 §2 ("Other routes"). */
export const discoveryRoutes = [
  route('ShowTagArchive', '/tag/{tagSlug}/archive', { service: server, page: 'tag' }),
  route('ShowTagArchiveYear', '/tag/{tagSlug}/archive/{year}', { service: server, page: 'tag' }),
  route('ShowTagArchiveMonth', '/tag/{tagSlug}/archive/{year}/{month}', { service: server, page: 'tag' }),
  route('ShowTagArchiveDay', '/tag/{tagSlug}/archive/{year}/{month}/{day}', { service: server, page: 'tag' }),

  route('ShowTopStories', '/top-stories', { service: server, page: 'top-stories' }),
  route('ShowTopStoriesDay', '/top-stories/{monthDayYearSlug}', { service: server, page: 'top-stories' }),
  route('ShowBrowseTop', '/browse/top', { service: server, page: 'top-stories' }),
  route('ShowBrowseTopDay', '/browse/top/{monthDayYearSlug}', { service: server, page: 'top-stories' }),
  route('ShowCuratedCollection', '/collections/{catalogSlug}', { service: server, page: 'list' }),
  route('ShowTopics', '/topics', { service: server, page: 'topics' }),
  route('ShowTopic', '/topic/{topicSlug}', { service: server, page: 'topic' }),
  route('ShowEditTopic', '/topic/{topicSlug}/edit', { service: server, page: 'topic-edit' }),
  route('ShowTopicAddPosts', '/topic/{topicSlug}/add-posts', { service: server, page: 'topic-add-posts' }),

  route('ShowUserEdit', '/@{username}/edit', { service: server, tables: ['user'], page: 'profile-edit' }),
  route('ShowUserLatest', '/@{username}/latest', { service: server, page: 'user-profile', tables: ['user'] }),
  route('ShowUserHasRecommended', '/@{username}/has-recommended', {
    service: server,
    page: 'user-profile',
    tables: ['user'],
  }),
  route('ShowUserHighlights', '/@{username}/highlights', { service: server, page: 'user-profile', tables: ['user'] }),
  route('ShowUserResponses', '/@{username}/responses', { service: server, page: 'user-profile', tables: ['user'] }),
  route('ShowUserPublications', '/@{username}/publications', {
    service: server,
    page: 'user-profile',
    tables: ['user'],
  }),
  route('ShowUserRecommended', '/@{username}/recommended', {
    service: server,
    page: 'user-profile',
    tables: ['user'],
  }),
  route('ShowUserById', '/u/{userId}', { service: server }),
  route('ShowMe', '/me', { service: server }),
  route('ShowCollectionById', '/c/{collectionId}', { service: server }),

  route('ShowEmailSettings', '/me/email-settings/{userId}/{hash}', { service: server, page: 'email-settings' }),
  route('ShowExport', '/me/export', { service: server, page: 'export' }),
  // the ZIP for its owner while its link lasts (worker/account/export-download.ts); otherwise the export page says why not
  route('ShowExportDownload', '/me/export/{exportId}', { service: server, page: 'export' }),
  route('ShowApplications', '/me/applications', { service: server, page: 'applications' }),
  route('ShowApplication', '/me/applications/{oauthApplicationId}', { service: server, page: 'application' }),
  route('ShowNewApplication', '/me/applications/new', { service: server, page: 'new-application' }),
  // Quire ships no app to test (docs/app-shell.md): the app's beta settings are the account's settings.
  route('ShowMobileBetaSettings', '/me/settings/mobile-beta', { service: server, page: 'settings' }),
  route('ShowSendVerify', '/me/send-verify', { service: server, page: 'send-verify' }),
  route('ShowGetStarted', '/get-started', { service: server, page: 'onboarding' }),
  route('ShowWelcome', '/welcome', { service: server, page: 'onboarding' }),
  route('ShowSuspended', '/suspended', { service: server, page: 'account-notice' }),
  route('ShowCancelMembership', '/me/membership/cancel', { service: server, page: 'cancel-membership' }),
  route('ShowPayoutSetup', '/me/settings/payout/setup', { service: server, page: 'partner-enroll' }),
  route('ShowPayoutStripeFinish', '/me/settings/payout/stripe/finish', { service: server }),
  route('ShowPayoutDashboard', '/me/settings/payout/dashboard', { service: server, page: 'partner-taxes' }),

  route('ShowPartnerEnroll', '/me/partner/enroll', { service: server, page: 'partner-enroll' }),
  route('ShowPartnerEnrollStep', '/me/partner/enroll/{step}', { service: server, page: 'partner-enroll' }),
  route('ShowPartnerDashboard', '/me/partner/dashboard', { service: server, page: 'partner-dashboard' }),
  route('ShowPartnerTaxes', '/me/partner/taxes', { service: server, page: 'partner-taxes' }),
  route('ShowUserPartnerDashboard', '/@{username}/partner/dashboard', { service: server, page: 'partner-dashboard' }),
  route('ShowPartnerProgram', '/m/partner-program', { service: server, page: 'landing' }),

  route('ShowStats', '/me/stats', { service: server, page: 'stats' }),
  route('ShowStatsResponses', '/me/stats/responses', { service: server, page: 'stats' }),
  route('ShowStatsSeries', '/me/stats/series', { service: server, page: 'stats' }),
  route('ShowUserStats', '/@{username}/stats', { service: server, page: 'stats' }),
  route('ShowUserStatsResponses', '/@{username}/stats/responses', { service: server, page: 'stats' }),
  route('ShowUserStatsSeries', '/@{username}/stats/series', { service: server, page: 'stats' }),
  route('StatsTotal', '/me/stats/total/{startTimeMs}/{endTimeMs}', { service: server }),
  route('StatsPostRange', '/me/stats/{postId}/{startTimeMs}/{endTimeMs}', { service: server }),
  route('UserStatsTotal', '/@{username}/stats/total/{startTimeMs}/{endTimeMs}', { service: server }),
  route('StatsPostRangeShared', '/stats/{postId}/{startTimeMs}/{endTimeMs}', { service: server }),

  route('ShareUserList', '/@{username}/list/{catalogSlug}/share/{channel}', { service: server }),
  // also the vanity /s/{name} of docs/spec-checklist.md 3 §2, which has the same shape: a name that is no sequence
  // leads to the tag of that name (worker/people/vanity-name-queries.ts)
  route('ShowSequence', '/s/{sequenceSlug}', { service: server, page: 'sequence' }),
  route('ShowEditSequence', '/s/{sequenceSlug}/edit', { service: server, page: 'sequence-edit' }),
  route('ShowNewSequence', '/s/new', { service: server, page: 'sequence-edit' }),
  route('ShareSequence', '/s/{sequenceSlug}/share/{channel}', { service: server }),

  route('ShowNewsletterNewEmail', '/newsletters/{newsletterV3Id}/new-email', {
    service: server,
    page: 'newsletter-email',
  }),
  route('ShowNewsletterStats', '/newsletters/{newsletterV3Id}/stats', { service: server, page: 'newsletter-stats' }),
  route('ExportNewsletter', '/export/newsletters/{newsletterV3Id}', { service: server }),
  route('NewsletterPosts', '/_api/newsletters/{newsletterV3Id}/posts', { service: server }),
  route('ExportNewsletterSubscribers', '/@{username}/newsletters/{newsletterV3Id}/subscribers/csv-export', {
    service: server,
  }),
  route('ExportAudienceStats', '/@{username}/audience/stats/export', { service: server }),

  route('ShowUpgrade', '/upgrade', { service: server, page: 'plans' }),
  route('ShowPayment', '/payment', { service: server, page: 'plans' }),
  route('ShowGiftCheckout', '/gift-checkout', { service: server, page: 'gift-plans' }),
  route('ShowRedeem', '/redeem', { service: server, page: 'redeem-gift' }),
];
