import { describe, expect, it } from 'vitest';
import { NAVIGATION_ITEM_TYPES } from '../publications/navigation.ts';
import { TAG_POST_SORTS } from '../discovery/tag-pages.ts';
import * as enumerations from './enumerations.ts';

// Each of docs/spec-checklist.md 3 §3's enumerations, quoted, against the list the code uses.
describe('the enumerations of docs/spec-checklist.md 3 §3, with their exact values', () => {
  it.each<[string, readonly string[], string]>([
    ['Entity kinds', enumerations.ENTITY_KINDS, 'BOOK_EDITION, COLLECTION, POST, TAG, USER, CATALOG, PARAGRAPH, TOPIC'],
    ['Post visibility', enumerations.POST_VISIBILITIES, 'LOCKED, PUBLIC, UNLISTED'],
    ['Catalog/collection visibility', enumerations.CATALOG_VISIBILITIES, 'LOCKED, PRIVATE, PUBLIC'],
    [
      'Post types (POST_TYPE_DELETED, _DRAFT, _PUBLIC, _PUBLISHED, _RESPONSE, _UNKNOWN, _UNLISTED)',
      enumerations.POST_TYPES,
      'POST_TYPE_DELETED, POST_TYPE_DRAFT, POST_TYPE_PUBLIC, POST_TYPE_PUBLISHED, POST_TYPE_RESPONSE, POST_TYPE_UNKNOWN, POST_TYPE_UNLISTED',
    ],
    ['Moderation states', enumerations.MODERATION_STATES, 'APPROVED, PENDING, REMOVED'],
    [
      'Locked-post sources',
      enumerations.LOCKED_SOURCES,
      'COMMISSIONED, FEATURE_LOCK, NONE, PARTNERSHIPS, PUBLICATION_MEMBERSHIP, SYNDICATED, UGC, UGC_UNENROLLED',
    ],
    [
      'Partner program enrollment',
      enumerations.PARTNER_PROGRAM_ENROLLMENTS,
      'ENROLLED, NOT_ENROLLED, PERMISSION_DENIED',
    ],
    [
      'Earnings flags',
      enumerations.EARNINGS_FLAGS,
      'POST_AWARDED_BONUS, POST_EXCLUDED_CALL_TO_ACTION, POST_EXCLUDED_META_POST, POST_MINIMUM_GUARANTEE_ACCUMULATION, POST_MINIMUM_GUARANTEE_FULFILLED, USER_EXCLUDED',
    ],
    [
      'Curation status',
      enumerations.CURATION_STATUSES,
      'DISABLED, DISTRIBUTED, DISTRIBUTED_AND_DISABLED, NOT_DISTRIBUTED, NOT_REVIEWED, PENDING',
    ],
    ['Distribution', enumerations.DISTRIBUTIONS, 'DISTRIBUTED, NOT_DISTRIBUTED'],
    ['Domain status', enumerations.DOMAIN_STATUSES, 'ACTIVE, CREATED, DELETED, FAILED, UNSPECIFIED, VERIFIED'],
    [
      'Paragraph types',
      enumerations.PARAGRAPH_TYPES,
      'BQ, COVER_TITLE, H1, H2, H3, H4, HR, IFRAME, IMG, MIXTAPE_EMBED, OLI, P, PQ, PRE, SECTION_CAPTION, ULI',
    ],
    ['Image display modes', enumerations.IMAGE_DISPLAY_MODES, 'AUTO, FILL, FIT, TILE'],
    [
      'Licenses',
      enumerations.LICENSES,
      'ALL_RIGHTS_RESERVED, CC_40_BY, CC_40_BY_NC, CC_40_BY_NC_ND, CC_40_BY_NC_SA, CC_40_BY_ND, CC_40_BY_SA, CC_40_ZERO, PUBLIC_DOMAIN',
    ],
    ['Currencies (plus not-applicable and unknown)', enumerations.CURRENCIES, 'CAD, USD, NOT_APPLICABLE, UNKNOWN'],
    [
      'Payment providers',
      enumerations.PAYMENT_PROVIDERS,
      'APPLE, BRAINTREE, GOOGLE, MEDIUM_GIFT, PAYPAL, STRIPE, UNKNOWN',
    ],
    ['Billing interval', enumerations.BILLING_INTERVALS, 'MONTHLY, YEARLY'],
    ['Metering windows', enumerations.METERING_WINDOWS, 'hourly, daily, monthly'],
    ['Notification modes', enumerations.NOTIFICATION_MODES, 'ALL, NETWORK, OFF'],
    ['Digest frequency', enumerations.DIGEST_FREQUENCIES, 'DAILY, OFF, WEEKLY'],
    ['Onboarding', enumerations.ONBOARDING_STATES, 'NOT_ONBOARDED, ONBOARDED, SKIPPED'],
    ['Two-factor methods', enumerations.TWO_FACTOR_METHODS, 'AUTH_APP, SMS_TEXT, VOICE_CALL'],
    ['Reading list', enumerations.READING_LIST_KINDS, 'READING_LIST_ARCHIVE, NONE, QUEUE'],
    ['Library states', enumerations.LIBRARY_STATES, 'ARCHIVED, HIGHLIGHTS, RECENT, SAVED'],
    [
      'Traffic sources',
      enumerations.TRAFFIC_SOURCES,
      'AMP, ACCELERATED_MOBILE_PAGES, DIRECT, INSTANT_ARTICLES, INTERNAL, OTHER, PLATFORM, RSS, SEARCH, SITE',
    ],
    ['Navigation item types', NAVIGATION_ITEM_TYPES, 'ABOUT, ARCHIVE, EXTERNAL_LINK, POST, TAG, TOPIC_PAGE'],
    ['Topic visibility', enumerations.TOPIC_VISIBILITIES, 'PUBLIC, SPECIAL, STAFF'],
    ['Name treatment (logo or text)', enumerations.NAME_TREATMENTS, 'LOGO, TEXT'],
    ['Header scale', enumerations.HEADER_SCALES, 'S, M, L'],
    ['Tagline placement (header or sidebar)', enumerations.TAGLINE_PLACEMENTS, 'HEADER, SIDEBAR'],
    ['Blogroll visibility (hidden, sidebar, unset)', enumerations.BLOGROLL_VISIBILITIES, 'HIDDEN, SIDEBAR, UNSET'],
    ['Newsletter types', enumerations.NEWSLETTER_TYPES, 'author, collection, unknown'],
    ['Catalog item types', enumerations.CATALOG_ITEM_TYPES, 'CATALOG, POST'],
    ['Catalog sort', enumerations.CATALOG_SORTS, 'RECOMMENDS, REVERSE_CHRON, TOP, TOP_CATALOG'],
    ['Short-form types', enumerations.SHORT_FORM_TYPES, 'link, media, note, quote'],
    ['Audience stats granularity', enumerations.AUDIENCE_STATS_GRANULARITIES, 'daily, weekly, monthly'],
    ['Tag post sort', TAG_POST_SORTS, 'HOT, NEW, TOP_ALL_TIME, TOP_MONTH, TOP_WEEK, TOP_YEAR'],
    [
      'User settings',
      enumerations.USER_SETTING_SWITCHES,
      'PUBLISHING_ALLOW_PRIVATE_NOTES, PUBLISHING_TIPPING_LINK, ACCOUNT_HIDE_EXTERNAL_SERVICES',
    ],
    [
      'Notification e-mail switches',
      enumerations.NOTIFICATION_EMAILS,
      'ALL, AUTHOR_NEWSLETTER, CATALOG, COLLECTION, FOLLOWER, MEMBERSHIP, NEWSLETTER, MENTION, SOCIAL, PRODUCT, OUTREACH, TOPIC_DIGEST',
    ],
  ])('%s', (_, values, quoted) => {
    expect(values).toEqual(quoted.split(', '));
  });

  it.each<[string, readonly string[], readonly string[]]>([
    ['Card brands (and others)', enumerations.CARD_BRANDS, ['AMEX', 'VISA', 'MASTERCARD', 'DISCOVER', 'JCB']],
    [
      'Font sets (two sans, two serif) hold the theme’s font names',
      enumerations.FONT_SETS,
      ['SERIF_1', 'SERIF_2', 'SANS_SERIF_1'],
    ],
    [
      'Markup types (full list not shown)',
      enumerations.MARKUP_TYPES,
      ['A', 'CODE', 'COMMENT', 'EM', 'HIGHLIGHT', 'QUERY', 'QUOTE', 'STRONG', 'WARNING'],
    ],
  ])('%s include the values the spec names', (_, values, named) => {
    expect(values).toEqual(expect.arrayContaining([...named]));
  });
});
