/** Content API enumerations of docs/spec-checklist.md 3 §3, values only. */

export const ENTITY_KINDS = [
  'BOOK_EDITION',
  'COLLECTION',
  'POST',
  'TAG',
  'USER',
  'CATALOG',
  'PARAGRAPH',
  'TOPIC',
] as const;
export const POST_VISIBILITIES = ['LOCKED', 'PUBLIC', 'UNLISTED'] as const;
export const CATALOG_VISIBILITIES = ['LOCKED', 'PRIVATE', 'PUBLIC'] as const;
export const POST_TYPES = [
  'POST_TYPE_DELETED',
  'POST_TYPE_DRAFT',
  'POST_TYPE_PUBLIC',
  'POST_TYPE_PUBLISHED',
  'POST_TYPE_RESPONSE',
  'POST_TYPE_UNKNOWN',
  'POST_TYPE_UNLISTED',
] as const;
export const MODERATION_STATES = ['APPROVED', 'PENDING', 'REMOVED'] as const;
export const LOCKED_SOURCES = [
  'COMMISSIONED',
  'FEATURE_LOCK',
  'NONE',
  'PARTNERSHIPS',
  'PUBLICATION_MEMBERSHIP',
  'SYNDICATED',
  'UGC',
  'UGC_UNENROLLED',
] as const;
export const PARTNER_PROGRAM_ENROLLMENTS = ['ENROLLED', 'NOT_ENROLLED', 'PERMISSION_DENIED'] as const;
export const DOMAIN_STATUSES = ['ACTIVE', 'CREATED', 'DELETED', 'FAILED', 'UNSPECIFIED', 'VERIFIED'] as const;
export const PARAGRAPH_TYPES = [
  'BQ',
  'COVER_TITLE',
  'H1',
  'H2',
  'H3',
  'H4',
  'HR',
  'IFRAME',
  'IMG',
  'MIXTAPE_EMBED',
  'OLI',
  'P',
  'PQ',
  'PRE',
  'SECTION_CAPTION',
  'ULI',
] as const;
/** The spec lists these and says the full list is not shown. */
/** USER is a mention (docs/spec-checklist.md 3 §3 lists 'and others'): the server adds it, never the writer. */
export const MARKUP_TYPES = [
  'A',
  'CODE',
  'COMMENT',
  'EM',
  'HIGHLIGHT',
  'QUERY',
  'QUOTE',
  'STRONG',
  'USER',
  'WARNING',
] as const;
export const IMAGE_LAYOUTS = [
  'CONSTRAINED_HEIGHT_PREVIEW',
  'FULL_WIDTH',
  'INSET_CENTER',
  'INSET_LEFT',
  'OUTSET_CENTER',
  'OUTSET_LEFT',
] as const;
export const LICENSES = [
  'ALL_RIGHTS_RESERVED',
  'CC_40_BY',
  'CC_40_BY_NC',
  'CC_40_BY_NC_ND',
  'CC_40_BY_NC_SA',
  'CC_40_BY_ND',
  'CC_40_BY_SA',
  'CC_40_ZERO',
  'PUBLIC_DOMAIN',
] as const;
export const TWO_FACTOR_METHODS = ['AUTH_APP', 'SMS_TEXT', 'VOICE_CALL'] as const;
export const READING_LIST_KINDS = ['READING_LIST_ARCHIVE', 'NONE', 'QUEUE'] as const;

export type ParagraphType = (typeof PARAGRAPH_TYPES)[number];
export type MarkupType = (typeof MARKUP_TYPES)[number];
export type ImageLayout = (typeof IMAGE_LAYOUTS)[number];
export type PostVisibility = (typeof POST_VISIBILITIES)[number];
export type License = (typeof LICENSES)[number];
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/** Who sees a topic (docs/spec-checklist.md 3 §3 "Publication design": topic visibility): everyone, by its link only, or staff only. */
export const TOPIC_VISIBILITIES = ['PUBLIC', 'SPECIAL', 'STAFF'] as const;
export type TopicVisibility = (typeof TOPIC_VISIBILITIES)[number];

// The rest of docs/spec-checklist.md 3 §3's enumerations, with its exact values. Some wait for the features that
// will store them (stats, money, design); the table test in enumerations.test.ts pins them all.
export const EARNINGS_FLAGS = [
  'POST_AWARDED_BONUS',
  'POST_EXCLUDED_CALL_TO_ACTION',
  'POST_EXCLUDED_META_POST',
  'POST_MINIMUM_GUARANTEE_ACCUMULATION',
  'POST_MINIMUM_GUARANTEE_FULFILLED',
  'USER_EXCLUDED',
] as const;
export const CURATION_STATUSES = [
  'DISABLED',
  'DISTRIBUTED',
  'DISTRIBUTED_AND_DISABLED',
  'NOT_DISTRIBUTED',
  'NOT_REVIEWED',
  'PENDING',
] as const;
export const DISTRIBUTIONS = ['DISTRIBUTED', 'NOT_DISTRIBUTED'] as const;
export const IMAGE_DISPLAY_MODES = ['AUTO', 'FILL', 'FIT', 'TILE'] as const;
/** "plus not-applicable and unknown". */
export const CURRENCIES = ['CAD', 'USD', 'NOT_APPLICABLE', 'UNKNOWN'] as const;
export const PAYMENT_PROVIDERS = [
  'APPLE',
  'BRAINTREE',
  'GOOGLE',
  'MEDIUM_GIFT',
  'PAYPAL',
  'STRIPE',
  'UNKNOWN',
] as const;
/** "AMEX, VISA, MASTERCARD, DISCOVER, JCB and others": the others are the rest of Stripe's brands (shared/membership/card-brands.ts). */
export const CARD_BRANDS = ['AMEX', 'VISA', 'MASTERCARD', 'DISCOVER', 'JCB', 'DINERS', 'UNIONPAY', 'UNKNOWN'] as const;
export const BILLING_INTERVALS = ['MONTHLY', 'YEARLY'] as const;
/** The windows the server's operation limits count in (worker/auth/operation-limits.ts). */
export const METERING_WINDOWS = ['hourly', 'daily', 'monthly'] as const;
export type MeteringWindow = (typeof METERING_WINDOWS)[number];
export const NOTIFICATION_MODES = ['ALL', 'NETWORK', 'OFF'] as const;
export const DIGEST_FREQUENCIES = ['DAILY', 'OFF', 'WEEKLY'] as const;
export const ONBOARDING_STATES = ['NOT_ONBOARDED', 'ONBOARDED', 'SKIPPED'] as const;
export const LIBRARY_STATES = ['ARCHIVED', 'HIGHLIGHTS', 'RECENT', 'SAVED'] as const;
export const TRAFFIC_SOURCES = [
  'AMP',
  'ACCELERATED_MOBILE_PAGES',
  'DIRECT',
  'INSTANT_ARTICLES',
  'INTERNAL',
  'OTHER',
  'PLATFORM',
  'RSS',
  'SEARCH',
  'SITE',
] as const;
export const NEWSLETTER_TYPES = ['author', 'collection', 'unknown'] as const;
export const CATALOG_ITEM_TYPES = ['CATALOG', 'POST'] as const;
export const CATALOG_SORTS = ['RECOMMENDS', 'REVERSE_CHRON', 'TOP', 'TOP_CATALOG'] as const;
/** docs/spec-checklist.md 3 §4: where a search request stands (the top bar's suggestions, client/search/predictive-search.tsx). */
export const SEARCH_REQUEST_STATUSES = ['loading', 'error', 'success'] as const;
export const SHORT_FORM_TYPES = ['link', 'media', 'note', 'quote'] as const;
export const AUDIENCE_STATS_GRANULARITIES = ['daily', 'weekly', 'monthly'] as const;
/** Publication design (docs/spec-checklist.md 3 §3; the navigation item types are NAVIGATION_ITEM_TYPES, topic visibility TOPIC_VISIBILITIES). */
export const NAME_TREATMENTS = ['LOGO', 'TEXT'] as const;
export const HEADER_SCALES = ['S', 'M', 'L'] as const;
export const TAGLINE_PLACEMENTS = ['HEADER', 'SIDEBAR'] as const;
export const BLOGROLL_VISIBILITIES = ['HIDDEN', 'SIDEBAR', 'UNSET'] as const;
/** "two sans, two serif"; the theme's font names are SERIF_1, SERIF_2 and SANS_SERIF_1 among them. */
export const FONT_SETS = ['SANS_SERIF_1', 'SANS_SERIF_2', 'SERIF_1', 'SERIF_2'] as const;
/** User settings that are switches (docs/spec-checklist.md 3 §3), besides the notification e-mails. */
export const USER_SETTING_SWITCHES = [
  'PUBLISHING_ALLOW_PRIVATE_NOTES',
  'PUBLISHING_TIPPING_LINK',
  'ACCOUNT_HIDE_EXTERNAL_SERVICES',
] as const;
/** The notification e-mail switches of the user settings: all, author newsletter, catalog, collection, follower, membership, newsletter, mention, social, product, outreach, topic digest. */
export const NOTIFICATION_EMAILS = [
  'ALL',
  'AUTHOR_NEWSLETTER',
  'CATALOG',
  'COLLECTION',
  'FOLLOWER',
  'MEMBERSHIP',
  'NEWSLETTER',
  'MENTION',
  'SOCIAL',
  'PRODUCT',
  'OUTREACH',
  'TOPIC_DIGEST',
] as const;
