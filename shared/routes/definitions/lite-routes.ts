import { route } from '../route-definition.ts';

const lite = 'lite' as const;

/** Client-rendered (lite) routes of docs/spec-checklist.md 3 §2, with the spec's names where it gives them. */
export const liteRoutes = [
  route('ShowHome', '/', { service: lite, page: 'home' }),
  route('ShowPost', '/p/{postId}', { service: lite, page: 'post', tables: ['all'] }),
  route('ShowPostUnderUser', '/@{username}/{postId}', { service: lite, page: 'post', tables: ['user'] }),
  route('ShowPostUnderCollection', '/{collectionSlug}/{postId}', {
    service: lite,
    page: 'post',
    tables: ['collection'],
  }),
  route('ShowPostSettings', '/p/{postId}/settings', { service: lite, page: 'post-settings' }),

  route('ShowSettings', '/me/settings', { service: lite, page: 'settings', flag: 'enable_lite_user_settings' }),
  route('ShowSettingsSection', '/me/settings/{setting}', {
    service: lite,
    page: 'settings',
    flag: 'enable_lite_user_settings',
  }),
  route('ShowTippingSettings', '/me/settings/tipping', {
    service: lite,
    page: 'settings',
    flag: 'enable_lite_user_settings',
  }),
  route('ShowCustomDomainSettings', '/me/settings/custom-domain', {
    service: lite,
    page: 'settings',
    flag: 'enable_lite_user_settings',
  }),
  route('ShowPromoteSubscriptionsSettings', '/me/settings/promote-subscriptions', {
    service: lite,
    page: 'settings',
    flag: 'enable_lite_user_settings',
  }),
  route('ShowPromoteMembershipsSettings', '/me/settings/promote-memberships', {
    service: lite,
    page: 'settings',
    flag: 'enable_lite_user_settings',
  }),
  route('ShowMuteSettings', '/me/settings/mute', {
    service: lite,
    page: 'settings',
    flag: 'enable_lite_user_settings',
  }),
  route('ShowMuteSettingsTab', '/me/settings/mute/{activeTab}', {
    service: lite,
    page: 'settings',
    flag: 'enable_lite_user_settings',
  }),
  route('ShowPaymentUpdate', '/me/settings/payment/update', {
    service: lite,
    page: 'payment-update',
    flag: 'enable_lite_user_settings',
  }),

  route('ShowDesign', '/me/design', { service: lite, page: 'design' }),
  route('ShowCollectionDesign', '/{collectionSlug}/design', { service: lite, page: 'design', tables: ['collection'] }),
  route('RedirectStyles', '/me/styles', { redirect: { to: 'ShowDesign' } }),
  route('RedirectCollectionStyles', '/{collectionSlug}/styles', {
    redirect: { to: 'ShowCollectionDesign' },
    tables: ['collection'],
  }),

  route('ShowSearch', '/search', { service: lite, page: 'search' }),
  route('ShowSearchUsers', '/search/users', { service: lite, page: 'search' }),
  route('ShowSearchPublications', '/search/publications', { service: lite, page: 'search' }),
  route('ShowSearchTags', '/search/tags', { service: lite, page: 'search' }),
  route('ShowSearchPosts', '/search/posts', { service: lite, page: 'search' }),
  route('ShowCollectionSearch', '/{collectionSlug}/search', { service: lite, page: 'search', tables: ['collection'] }),
  route('ShowCollectionSearchCategory', '/{collectionSlug}/search/{category}', {
    service: lite,
    page: 'search',
    tables: ['collection'],
  }),

  route('ShowUnsubscribeAllAuthorNewsletters', '/me/unsubscribe-all-author-newsletters', {
    service: lite,
    page: 'email-settings',
  }),
  route('ShowUnsubscribeAllNewsletters', '/me/unsubscribe-all-newsletters', { service: lite, page: 'email-settings' }),
  route('ShowYourStoriesIndex', '/me/stories', { service: lite, page: 'your-stories' }),
  route('ShowYourStories', '/me/stories/{filterBy}', { service: lite, page: 'your-stories' }),
  route('ShowCreateSubdomain', '/me/create-subdomain', { service: lite, page: 'create-subdomain' }),
  route('ShowFollowsIndex', '/me/following', { service: lite, page: 'follows' }),
  route('ShowFollowsEntity', '/me/following/{entityName}', { service: lite, page: 'follows' }),
  route('RedirectFollowingTopics', '/me/following/topics', { redirect: { to: 'ShowFollowsIndex' } }),
  route('ShowSeries', '/series/{postId}', { service: lite, page: 'post', tables: ['all'] }),

  route('ShowTagPosts', '/tag/{tagSlug}', { service: lite, page: 'tag', flag: 'enable_aurora_tag_page_routing' }),
  route('ShowTagLatest', '/tag/{tagSlug}/latest', {
    service: lite,
    page: 'tag',
    flag: 'enable_aurora_tag_page_routing',
  }),
  route('ShowTagTop', '/tag/{tagSlug}/top/{timePeriod}', {
    service: lite,
    page: 'tag',
    flag: 'enable_aurora_tag_page_routing',
  }),
  route('ShowTagTopWriters', '/tag/{tagSlug}/top-writers', {
    service: lite,
    page: 'tag',
    flag: 'enable_aurora_tag_page_routing',
  }),
  route('ShowStatsPost', '/me/stats/post/{postId}', { service: lite, page: 'post-stats' }),
  route('ShowCustomizeTopics', '/customize-topics', { service: lite, page: 'customize-topics' }),

  route('ShowUser', '/@{username}', { service: lite, page: 'user-profile', tables: ['user'] }),
  route('RedirectUserFollow', '/@{username}/follow', { redirect: { to: 'ShowUser' }, tables: ['user'] }),
  route('ShowUserFollowers', '/@{username}/followers', { service: lite, page: 'user-profile', tables: ['user'] }),
  route('ShowUserFollowing', '/@{username}/following', { service: lite, page: 'user-profile', tables: ['user'] }),
  route('ShowUserAbout', '/@{username}/about', { service: lite, page: 'user-profile', tables: ['user'] }),
  route('ShowUserLists', '/@{username}/lists', { service: lite, page: 'user-profile', tables: ['user'] }),
  route('ShowUserList', '/@{username}/list/{catalogSlugId}', { service: lite, page: 'list', tables: ['user'] }),
  route('ShowUserAwards', '/@{username}/awards/{kind}', { service: lite, page: 'user-profile', tables: ['user'] }),
  route('ShowUserMembership', '/@{username}/membership', { service: lite, page: 'membership', tables: ['user'] }),
  route('ShowUserAudience', '/@{username}/audience', { service: lite, page: 'audience', tables: ['user'] }),
  route('ShowUserAudienceDetails', '/@{username}/audience/{details}', {
    service: lite,
    page: 'audience',
    tables: ['user'],
  }),
  route('RedirectMembershipUser', '/membership/@{username}', { redirect: { to: 'ShowUserMembership' } }),
  route('ShowEmbedList', '/embed/list/{catalogSlugId}', { service: lite, page: 'list' }),
  route('ShowAwards', '/awards/{type}', { service: lite, page: 'awards' }),
  route('ShowBillingHistory', '/me/billing-history', { service: lite, page: 'billing-history' }),
  route('ShowBillingReceipt', '/me/billing-history/receipt/{chargeId}', { service: lite, page: 'billing-history' }),
  route('ShowPartnerUnenroll', '/me/partner/unenroll', { service: lite, page: 'partner-unenroll' }),
  route('ShowCurationNextAuthor', '/_/curation/discovery/next-author', { service: lite, page: 'next-author' }),
  route('ShowInternalStatus', '/_/admin/internal-status', { service: lite, page: 'internal-status' }),
  // Quire's own (docs/trust-and-safety.md): a reader's reports, the moderators' queue, log and
  // appeals, and the decisions about a person's own work
  route('ShowYourReports', '/me/reports', { service: lite, page: 'your-reports' }),
  route('ShowModeration', '/_/moderation', { service: lite, page: 'moderation' }),
  route('ShowModerationLog', '/_/moderation/log', { service: lite, page: 'moderation' }),
  route('ShowModerationAppeals', '/_/moderation/appeals', { service: lite, page: 'moderation' }),
  route('ShowYourModeration', '/me/moderation', { service: lite, page: 'your-moderation' }),
  // the operators' view: find an account and act on it; the blocked link domains
  route('ShowAdminUsers', '/_/admin/users', { service: lite, page: 'admin' }),
  route('ShowAdminLinkDomains', '/_/admin/link-domains', { service: lite, page: 'admin' }),

  route('ShowCollectionHome', '/{collectionSlug}', {
    service: lite,
    page: 'publication-profile',
    tables: ['collection'],
    ownDomainFlag: 'enable_lite_pub_homepage_for_selected_domains',
  }),
  route('ShowCollectionMasthead', '/{collectionSlug}/about', {
    service: lite,
    page: 'publication-profile',
    tables: ['collection'],
    flag: 'enable_aurora_about_page_routing',
  }),
  route('ShowCollectionCustomDomainSettings', '/{collectionSlug}/settings/custom-domain', {
    service: lite,
    page: 'publication-settings',
    tables: ['collection'],
  }),
  route('ShowCollectionTagged', '/{collectionSlug}/tagged/{tagSlug}', {
    service: lite,
    page: 'publication-profile',
    tables: ['collection'],
  }),
  route('ShowCollectionFollowers', '/{collectionSlug}/followers', {
    service: lite,
    page: 'publication-profile',
    tables: ['collection'],
  }),

  route('ShowSignIn', '/m/signin', { service: lite, page: 'signin' }),
  route('ShowPasswordStep', '/password', { service: lite, page: 'signin' }),
  route('ShowTwoFactorAuth', '/two-factor-authentication', { service: lite, page: 'signin' }),
  route('ShowRegistrationForm', '/registration-form', { service: lite, page: 'signin' }),
  route('ShowUnrecognizedAccount', '/unrecognized-account', { service: lite, page: 'signin' }),

  route('ShowSubscribeToUser', '/subscribe/@{username}', { service: lite, page: 'subscribe' }),
  route('ShowUserSubscribe', '/@{username}/subscribe', { service: lite, tables: ['user'], page: 'subscribe' }),
  route('ShowPay', '/plans', { service: lite, page: 'plans' }),
  route('ShowGiftPlans', '/gift-plans', { service: lite, page: 'gift-plans' }),
  route('ShowGroupGift', '/group-gift', { service: lite, page: 'gift-plans' }),
  route('ShowRedeemGift', '/redeem-gift', { service: lite, page: 'redeem-gift' }),
  route('ShowWelcomeMember', '/welcome-member', { service: lite, page: 'welcome-member' }),

  route('ShowReadingHistory', '/me/readinghistory', { service: lite, page: 'your-catalogs' }),
  route('ShowYourList', '/me/list/{catalogSlugId}', { service: lite, page: 'list' }),
  route('ShowYourLists', '/me/lists', { service: lite, page: 'your-catalogs' }),
  route('ShowYourNotifications', '/me/notifications', { service: lite, page: 'notifications' }),
  route('ShowSequencePost', '/s/{sequenceSlug}/{postId}', { service: lite, page: 'post', tables: ['all'] }),
  route('ShowSequenceLibrary', '/collections', { service: lite, page: 'sequence-library' }),

  route('ShowTicksLanding', '/l/ticks', { service: lite, flag: 'enable_tick_landing_page', page: 'editorial-landing' }),
  route('ShowTrump45Landing', '/l/the-trump-45', { service: lite, page: 'editorial-landing' }),
  route('ShowTributeLanding', '/l/tribute', {
    service: lite,
    flag: 'enable_tribute_landing_page',
    page: 'editorial-landing',
  }),
  route('ShowSuspendedExport', '/suspended/export', {
    service: lite,
    page: 'export',
    flag: 'enable_new_suspension_flow',
  }),
  route('ShowNotAvailable', '/not-available', { service: lite, page: 'account-notice' }),
  route('ShowSubscribersConfirmExport', '/me/subscribers/confirm-export', { service: lite, page: 'subscribers' }),
  route('ShowSubscribersImport', '/me/subscribers/import', { service: lite, page: 'subscribers' }),
  route('ShowMobileWebEditorRedirectNewStory', '/m-write', { redirect: { to: 'ShowNewPost', temporary: true } }),
  route('ShowMobileWebEditorRedirectEditStory', '/m-write/{postId}', {
    redirect: { to: 'ShowEditPost', temporary: true },
  }),
  route('ShowTrending', '/trending', { service: lite, page: 'trending' }),
  route('ShowTrendingMode', '/trending/mode/{mode}', { service: lite, page: 'trending' }),
  route('ShowTrendingModeTopic', '/trending/mode/{mode}/topic/{topicSlug}', { service: lite, page: 'trending' }),
  route('ShowShareSuccess', '/m/share/success', { service: lite, page: 'share-success' }),

  route('ShowCollectionPublicationDigests', '/{collectionSlug}/stats/publication-digests', {
    service: lite,
    tables: ['collection'],
    page: 'newsletter-stats',
  }),
  route('ShowCollectionNewNewsletter', '/{collectionSlug}/new-newsletter', {
    service: lite,
    tables: ['collection'],
    page: 'newsletter-settings',
  }),
  route('ShowCollectionNewsletterSettings', '/{collectionSlug}/newsletters/{newsletterSlug}/settings', {
    service: lite,
    tables: ['collection'],
    page: 'newsletter-settings',
  }),
  route('ShowCollectionNewsletterLanding', '/{collectionSlug}/newsletters/{newsletterSlug}', {
    service: lite,
    tables: ['collection'],
    page: 'newsletter-landing',
  }),
  route('ShowYourNewsletters', '/me/newsletters', { service: lite, page: 'email-settings' }),
  route('RedirectMissionControl', '/me/missioncontrol', { redirect: { to: 'ShowFollowsIndex' } }),
];
