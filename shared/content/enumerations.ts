/** Content API enumerations of spec 3 §3, values only. */

export const ENTITY_KINDS = ['BOOK_EDITION', 'COLLECTION', 'POST', 'TAG', 'USER', 'CATALOG', 'PARAGRAPH', 'TOPIC'] as const;
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
/** USER is a mention (spec 3 §3 lists 'and others'): the server adds it, never the writer. */
export const MARKUP_TYPES = ['A', 'CODE', 'COMMENT', 'EM', 'HIGHLIGHT', 'QUERY', 'QUOTE', 'STRONG', 'USER', 'WARNING'] as const;
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
export const TAG_POST_SORTS = ['HOT', 'NEW', 'TOP_ALL_TIME', 'TOP_MONTH', 'TOP_WEEK', 'TOP_YEAR'] as const;

export type ParagraphType = (typeof PARAGRAPH_TYPES)[number];
export type MarkupType = (typeof MARKUP_TYPES)[number];
export type ImageLayout = (typeof IMAGE_LAYOUTS)[number];
export type PostVisibility = (typeof POST_VISIBILITIES)[number];
export type License = (typeof LICENSES)[number];
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/** Who sees a topic (spec 3 §3 "Publication design": topic visibility): everyone, by its link only, or staff only. */
export const TOPIC_VISIBILITIES = ['PUBLIC', 'SPECIAL', 'STAFF'] as const;
export type TopicVisibility = (typeof TOPIC_VISIBILITIES)[number];
