/**
 * D1 read replication through the Sessions API. A request reads from the nearest replica unless it
 * must not: a state-changing request starts on the primary, and a browser that wrote carries the
 * bookmark of its write, so every replica it reaches afterwards has caught up with it (Cloudflare's
 * "read your own writes"). This is the one place that decides a request's consistency.
 */

/** The cookie a browser gets after a request of its wrote something. */
export const BOOKMARK_COOKIE = 'd1_bookmark';

/**
 * How long the cookie lasts. Replicas trail the primary by seconds; past this, a bookmark only
 * asks replicas for what they already have.
 */
export const BOOKMARK_SECONDS = 300;

/**
 * D1's bookmarks are dash-separated hexadecimal; anything else in the cookie is ignored rather
 * than handed to D1, so a forged cookie cannot make a request fail.
 */
const BOOKMARK = /^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){1,7}$/i;

export const isBookmark = (value: string | undefined): value is string => value !== undefined && BOOKMARK.test(value);

/** The methods that never change anything, so may start anywhere. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Where a request's session starts: on the primary for a state-changing request (its reads see the
 * newest rows it may change, the browser's own writes among them), after the browser's own latest
 * write if it carries one, and anywhere (the nearest replica) otherwise.
 */
export function sessionStart(request: {
  readonly method: string;
  readonly bookmark: string | undefined;
}): D1SessionBookmark | D1SessionConstraint {
  if (!SAFE_METHODS.has(request.method.toUpperCase())) return 'first-primary';
  return isBookmark(request.bookmark) ? request.bookmark : 'first-unconstrained';
}
