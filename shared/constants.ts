/** Breakpoints of docs/spec-checklist.md 2 §9 and docs/spec-checklist.md 3 §9, in px: each applies from its width up. */
export const BREAKPOINTS = { xs: 0, sm: 552, md: 728, lg: 904, xl: 1080 } as const;

/** Content widths of docs/spec-checklist.md 3 §9: the reading column and the wide (outset) column. */
export const CONTENT_WIDTH = { inset: 680, outset: 1192 } as const;

export const TIME = {
  second: 1000,
  minute: 60 * 1000,
  hour: 60 * 60 * 1000,
  day: 24 * 60 * 60 * 1000,
  week: 7 * 24 * 60 * 60 * 1000,
} as const;

/** A day in seconds, as Cache-Control's max-age and a cookie's Max-Age count time. */
export const DAY_SECONDS = TIME.day / TIME.second;

/** docs/spec-checklist.md 2 §9: the client batches up to 20 operations a request; the server refuses 21 or more with 413. */
export const GRAPHQL_BATCH_LIMIT = 20;

/** The address the data client posts to (docs/spec-checklist.md 3 §1: the page gives it to the client). */
export const GRAPHQL_PATH = '/_/graphql';

/** Sessions whose id starts with this count as logged out (docs/spec-checklist.md 2 §3, docs/spec-checklist.md 3 §9). */
export const LOGGED_OUT_SESSION_PREFIX = 'lo_';

/** The largest image a writer may upload (docs/spec-checklist.md 3 §5 "Client app config": image upload maximum size). */
export const IMAGE_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

/** A deleted story waits in the trash this long before it is gone for good (docs/spec-checklist.md 1 §9). */
export const TRASH_RETENTION_MS = 14 * TIME.day;

/** The tags a story may carry. */
export const MAX_TAGS_PER_POST = 5;

/** The flag a partner dismisses the terms banner with (docs/spec-checklist.md 2 §4); shared so the banner can name it. */
export const PP_TERMS_FLAG = 'PP_TERMS_ACKNOWLEDGEMENT';

/** docs/spec-checklist.md 1 §9: the gift plans, one membership or a group's. */
export const GIFT_PLAN_IDS = { gift: '29', groupGift: '31' } as const;

/** docs/spec-checklist.md 1 §9: the cookie that records the accepted privacy policy. */
export const PRIVACY_POLICY_COOKIE = '201805-policy';

/**
 * The page's head says whether this request gets the EU privacy banner, as '1' or '0'
 * (shared/privacy/privacy-banner.ts decides). It is written per request, also into pages served
 * from the edge cache (worker/render/privacy-region.ts), so it sits in a fixed place.
 */
export const PRIVACY_BANNER_META = 'quire-privacy-banner';

/**
 * A visitor's story names its main script and its page's module in the head, unfetched: its first
 * script (client/boot.ts) loads them when the reader means to act.
 */
export const MAIN_SCRIPT_META = 'quire-main-script';
export const PAGE_SCRIPT_META = 'quire-page-script';

/** The home feed's tip (docs/spec-checklist.md 1 §4 "Dismissable hint"), dismissed with DismissFlag. */
export const HOME_FEED_TIP_FLAG = 'HOME_FEED_TIP';
