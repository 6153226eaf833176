import ResponsesPage, { responsesData } from './responses-page.tsx';
import FollowsPage, { followsData } from './follows-page.tsx';
import TrendingPage, { trendingData } from './trending-page.tsx';
import SitePage from './site-page.tsx';
import HelpPage from './help-page.tsx';
import EmbedPage, { embedData } from './embed-page.tsx';
import BillingHistoryPage, { billingHistoryData } from './billing-history-page.tsx';
import PaymentUpdatePage from './payment-update-page.tsx';
import PartnerEnrollPage, { partnerEnrollData } from './partner-enroll-page.tsx';
import PartnerDashboardPage, { partnerDashboardData } from './partner-dashboard-page.tsx';
import PartnerTaxesPage, { partnerTaxesData } from './partner-taxes-page.tsx';
import PartnerUnenrollPage, { partnerUnenrollData } from './partner-unenroll-page.tsx';
import PartnerFeaturePage, { partnerFeatureData } from './partner-feature-page.tsx';
import LandingPage from './landing-page.tsx';
import ShareSuccessPage from './share-success-page.tsx';
import SubscribePage, { subscribeData } from './subscribe-page.tsx';
import SubscribersPage, { subscribersData } from './subscribers-page.tsx';
import EmailSettingsPage, { emailSettingsData } from './email-settings-page.tsx';
import NewsletterLandingPage, { newsletterLandingData } from './newsletter-landing-page.tsx';
import NewsletterSettingsPage, { newsletterSettingsData } from './newsletter-settings-page.tsx';
import NewsletterEmailPage, { newsletterEmailData } from './newsletter-email-page.tsx';
import NewsletterStatsPage, { newsletterStatsData } from './newsletter-stats-page.tsx';
import TagSubscribePage, { tagSubscribeData } from './tag-subscribe-page.tsx';
import AccountNoticePage, { accountNoticeData } from './account-notice-page.tsx';
import OnboardingPage, { onboardingData } from './onboarding-page.tsx';
import SendVerifyPage, { sendVerifyData } from './send-verify-page.tsx';
import ProfileEditPage, { profileEditData } from './profile-edit-page.tsx';
import EditorialLandingPage, { editorialLandingData } from './editorial-landing-page.tsx';
import CustomizeTopicsPage, { customizeTopicsData } from './customize-topics-page.tsx';
import AwardsPage, { awardsData } from './awards-page.tsx';
import SequenceLibraryPage, { sequenceLibraryData } from './sequence-library-page.tsx';
import PublicationStoriesPage, { publicationStoriesData } from './publication-stories-page.tsx';
import PublicationFeaturePage, { publicationFeatureData } from './publication-feature-page.tsx';
import type { ComponentType } from 'react';
import CancelMembershipPage, { cancelMembershipData } from './cancel-membership-page.tsx';
import RedeemGiftPage, { redeemGiftData } from './redeem-gift-page.tsx';
import GiftPlansPage, { giftPlansData } from './gift-plans-page.tsx';
import AccountConvertPage from './account-convert-page.tsx';
import StatsPage, { statsData } from './stats-page.tsx';
import PostStatsPage, { postStatsData } from './post-stats-page.tsx';
import PublicationStatsPage, { publicationStatsData } from './publication-stats-page.tsx';
import PostInfoPage, { postInfoData } from './post-info-page.tsx';
import PostUpvotesPage, { postUpvotesData } from './post-upvotes-page.tsx';
import AudiencePage, { audienceData } from './audience-page.tsx';
import InternalStatusPage, { internalStatusData } from './internal-status-page.tsx';
import ModerationPage, { moderationData } from './moderation-page.tsx';
import AdminPage, { adminData } from './admin-page.tsx';
import YourModerationPage, { yourModerationData } from './your-moderation-page.tsx';
import YourReportsPage, { yourReportsData } from './your-reports-page.tsx';
import NextAuthorPage, { nextAuthorData } from './next-author-page.tsx';
import ConfirmEmailPage from './confirm-email-page.tsx';
import { EditorShellPage, editorData } from './editor-shell.tsx';
import HomePage, { homeData } from './home-page.tsx';
import ImportPage, { importData } from './import-page.tsx';
import MagicLinkPage from './magic-link-page.tsx';
import MembershipPage, { membershipData } from './membership-page.tsx';
import SequenceEditPage, { sequenceEditData } from './sequence-edit-page.tsx';
import SequencePage, { sequenceData } from './sequence-page.tsx';
import SettingsPage, { settingsData } from './settings-page.tsx';
import DesignPage, { designData } from './design-page.tsx';
import ExportPage, { exportData } from './export-page.tsx';
import ArchiveImportPage, { archiveImportData } from './archive-import-page.tsx';
import CreateSubdomainPage, { createSubdomainData } from './create-subdomain-page.tsx';
import SignInPage from './sign-in-page.tsx';
import NewPublicationPage, { newPublicationData } from './new-publication-page.tsx';
import NotFoundPage from './not-found-page.tsx';
import GoodbyePage from './goodbye-page.tsx';
import NotificationsPage, { notificationsData } from './notifications-page.tsx';
import SearchPage, { searchData } from './search-page.tsx';
import PostSettingsPage, { postSettingsData } from './post-settings-page.tsx';
import PublicationSettingsPage, { publicationSettingsData } from './publication-settings-page.tsx';
import YourPublicationsPage, { yourPublicationsData } from './your-publications-page.tsx';
import YourStoriesPage, { yourSeriesData, yourStoriesData } from './your-stories-page.tsx';
import type { ErasedPageData } from './page-data.ts';
import PostPage, { postData } from './post-page.tsx';
import PostDeltasPage, { postDeltasData } from './post-deltas-page.tsx';
import PostNotesPage, { postNotesData } from './post-notes-page.tsx';
import PostQuotePage, { postQuoteData } from './post-quote-page.tsx';
import PrivateNotePage, { privateNoteData } from './private-note-page.tsx';
import PostQuotesPage, { postQuotesData } from './post-quotes-page.tsx';
import PostStatePage, { postStateData } from './post-state-page.tsx';
import NewResponsePage, { newResponseData } from './new-response-page.tsx';
import PublicationPage, { publicationData } from './publication-page.tsx';
import UserProfilePage, { userProfileData } from './user-profile-page.tsx';
import WelcomeMemberPage, { welcomeMemberData } from './welcome-member-page.tsx';
import ListPage, { listData } from './list-page.tsx';
import TagPage, { tagData } from './tag-page.tsx';
import TopicPage, { topicData } from './topic-page.tsx';
import TopStoriesPage, { topStoriesData } from './top-stories-page.tsx';
import SaveProxyPage, { saveProxyData } from './save-proxy-page.tsx';
import TopicEditPage, { topicEditData } from './topic-edit-page.tsx';
import ApplicationsPage, { applicationsData } from './applications-page.tsx';
import NewApplicationPage, { newApplicationData } from './new-application-page.tsx';
import ApplicationPage, { applicationData } from './application-page.tsx';
import TopicAddPostsPage, { topicAddPostsData } from './topic-add-posts-page.tsx';
import TopicsPage, { topicsData } from './topics-page.tsx';
import YourCatalogsPage, { yourCatalogsData } from './your-catalogs-page.tsx';

interface PageEntry {
  readonly component: ComponentType;
  /** The query the server runs before rendering, for pages that render data. */
  readonly data?: ErasedPageData;
}

/** Pages by the page name of their route; routes without one show the placeholder. */
const PAGES: Readonly<Record<string, PageEntry>> = {
  home: { component: HomePage, data: homeData },
  post: { component: PostPage, data: postData },
  'post-quotes': { component: PostQuotesPage, data: postQuotesData },
  'post-quote': { component: PostQuotePage, data: postQuoteData },
  'post-notes': { component: PostNotesPage, data: postNotesData },
  'post-deltas': { component: PostDeltasPage, data: postDeltasData },
  'post-state': { component: PostStatePage, data: postStateData },
  'new-response': { component: NewResponsePage, data: newResponseData },
  'private-note': { component: PrivateNotePage, data: privateNoteData },
  'user-profile': { component: UserProfilePage, data: userProfileData },
  'publication-profile': { component: PublicationPage, data: publicationData },
  'not-found': { component: NotFoundPage },
  goodbye: { component: GoodbyePage },
  'magic-link': { component: MagicLinkPage },
  'confirm-email': { component: ConfirmEmailPage },
  'account-convert': { component: AccountConvertPage },
  stats: { component: StatsPage, data: statsData },
  'post-stats': { component: PostStatsPage, data: postStatsData },
  'publication-stats': { component: PublicationStatsPage, data: publicationStatsData },
  'post-info': { component: PostInfoPage, data: postInfoData },
  'post-upvotes': { component: PostUpvotesPage, data: postUpvotesData },
  audience: { component: AudiencePage, data: audienceData },
  'internal-status': { component: InternalStatusPage, data: internalStatusData },
  'your-reports': { component: YourReportsPage, data: yourReportsData },
  'your-moderation': { component: YourModerationPage, data: yourModerationData },
  moderation: { component: ModerationPage, data: moderationData },
  admin: { component: AdminPage, data: adminData },
  'next-author': { component: NextAuthorPage, data: nextAuthorData },
  signin: { component: SignInPage },
  settings: { component: SettingsPage, data: settingsData },
  design: { component: DesignPage, data: designData },
  export: { component: ExportPage, data: exportData },
  'archive-import': { component: ArchiveImportPage, data: archiveImportData },
  'create-subdomain': { component: CreateSubdomainPage, data: createSubdomainData },
  // The server renders the editor's shell; the browser's editor chunk takes over after hydration.
  editor: { component: EditorShellPage, data: editorData },
  'your-stories': { component: YourStoriesPage, data: yourStoriesData },
  'your-series': { component: YourStoriesPage, data: yourSeriesData },
  sequence: { component: SequencePage, data: sequenceData },
  import: { component: ImportPage, data: importData },
  'sequence-edit': { component: SequenceEditPage, data: sequenceEditData },
  'user-series': { component: UserProfilePage, data: userProfileData },
  'post-settings': { component: PostSettingsPage, data: postSettingsData },
  'new-publication': { component: NewPublicationPage, data: newPublicationData },
  'your-publications': { component: YourPublicationsPage, data: yourPublicationsData },
  'publication-settings': { component: PublicationSettingsPage, data: publicationSettingsData },
  tag: { component: TagPage, data: tagData },
  topic: { component: TopicPage, data: topicData },
  'top-stories': { component: TopStoriesPage, data: topStoriesData },
  'save-proxy': { component: SaveProxyPage, data: saveProxyData },
  'topic-edit': { component: TopicEditPage, data: topicEditData },
  applications: { component: ApplicationsPage, data: applicationsData },
  'new-application': { component: NewApplicationPage, data: newApplicationData },
  application: { component: ApplicationPage, data: applicationData },
  'topic-add-posts': { component: TopicAddPostsPage, data: topicAddPostsData },
  topics: { component: TopicsPage, data: topicsData },
  list: { component: ListPage, data: listData },
  'your-catalogs': { component: YourCatalogsPage, data: yourCatalogsData },
  notifications: { component: NotificationsPage, data: notificationsData },
  search: { component: SearchPage, data: searchData },
  plans: { component: MembershipPage, data: membershipData },
  membership: { component: MembershipPage, data: membershipData },
  'welcome-member': { component: WelcomeMemberPage, data: welcomeMemberData },
  'redeem-gift': { component: RedeemGiftPage, data: redeemGiftData },
  'gift-plans': { component: GiftPlansPage, data: giftPlansData },
  'cancel-membership': { component: CancelMembershipPage, data: cancelMembershipData },
  'billing-history': { component: BillingHistoryPage, data: billingHistoryData },
  'payment-update': { component: PaymentUpdatePage },
  'partner-enroll': { component: PartnerEnrollPage, data: partnerEnrollData },
  'partner-dashboard': { component: PartnerDashboardPage, data: partnerDashboardData },
  'partner-taxes': { component: PartnerTaxesPage, data: partnerTaxesData },
  'partner-unenroll': { component: PartnerUnenrollPage, data: partnerUnenrollData },
  'partner-feature': { component: PartnerFeaturePage, data: partnerFeatureData },
  landing: { component: LandingPage },
  embed: { component: EmbedPage, data: embedData },
  'site-page': { component: SitePage },
  help: { component: HelpPage },
  trending: { component: TrendingPage, data: trendingData },
  follows: { component: FollowsPage, data: followsData },
  responses: { component: ResponsesPage, data: responsesData },
  'share-success': { component: ShareSuccessPage },
  subscribe: { component: SubscribePage, data: subscribeData },
  subscribers: { component: SubscribersPage, data: subscribersData },
  'email-settings': { component: EmailSettingsPage, data: emailSettingsData },
  'newsletter-landing': { component: NewsletterLandingPage, data: newsletterLandingData },
  'newsletter-settings': { component: NewsletterSettingsPage, data: newsletterSettingsData },
  'newsletter-email': { component: NewsletterEmailPage, data: newsletterEmailData },
  'newsletter-stats': { component: NewsletterStatsPage, data: newsletterStatsData },
  'tag-subscribe': { component: TagSubscribePage, data: tagSubscribeData },
  'account-notice': { component: AccountNoticePage, data: accountNoticeData },
  onboarding: { component: OnboardingPage, data: onboardingData },
  'send-verify': { component: SendVerifyPage, data: sendVerifyData },
  'profile-edit': { component: ProfileEditPage, data: profileEditData },
  'editorial-landing': { component: EditorialLandingPage, data: editorialLandingData },
  'customize-topics': { component: CustomizeTopicsPage, data: customizeTopicsData },
  awards: { component: AwardsPage, data: awardsData },
  'sequence-library': { component: SequenceLibraryPage, data: sequenceLibraryData },
  'publication-stories': { component: PublicationStoriesPage, data: publicationStoriesData },
  'publication-feature': { component: PublicationFeaturePage, data: publicationFeatureData },
};

export const NOT_FOUND_PAGE = 'not-found';

/** Whether the registry has the page: test/every-route.test.ts holds every route's page to it. */
export const isBuiltPage = (page: string): boolean => Object.hasOwn(PAGES, page);

/** A page the registry lacks is "not found", never a blank or generic page. */
export const pageFor = (page: string): PageEntry => PAGES[page] ?? { component: NotFoundPage };
