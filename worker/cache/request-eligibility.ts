import { normalizeHost } from '../hosts/resolve-host.ts';

/**
 * Query parameters a cacheable page may carry. They never change what a page shows (the links
 * people share carry them), so they are kept in the key. Any other parameter makes the request
 * uncacheable: `?sk=` opens a members-only story, and an unknown one might change the page.
 */
export const CACHE_KEY_PARAMS: ReadonlySet<string> = new Set([
  'source',
  'ref',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
]);

/**
 * Paths built only from these characters, without empty segments or a trailing slash: no `;`
 * parameters, no percent-encoding (so no encoded slashes or dots), nothing a cache in front of
 * us or behind us could read differently. (`.` and `..` segments never get here: the URL
 * parser has resolved them.)
 */
const PLAIN_PATH = /^\/(?:[A-Za-z0-9_~@.-]+(?:\/[A-Za-z0-9_~@.-]+)*)?$/;

export interface PageRequest {
  readonly method: string;
  readonly url: URL;
  /** The session cookie's value, if the request sent one. */
  readonly sessionCookie: string | undefined;
  readonly authorization: string | undefined;
  /** The Accept header: a fediverse server asking for ActivityStreams gets JSON, never the cached page. */
  readonly accept?: string | undefined;
}

/** ActivityStreams, as fediverse servers ask for it (worker/federation/federation-route.ts). */
export const ACTIVITY_STREAMS = /application\/(?:activity\+json|ld\+json)/i;

export type Eligibility =
  | { readonly eligible: true; readonly key: string }
  | { readonly eligible: false; readonly reason: string };

/** Session ids starting lo_ count as logged out (docs/spec-checklist.md 2 §3). */
export const isSignedInCookie = (value: string | undefined): boolean =>
  value !== undefined && value !== '' && !value.startsWith('lo_');

/**
 * The edge's flag on a request (docs/spec-checklist.md 2 §4's first check) with the safety rules on top of the
 * spec: only anonymous GET and HEAD of a plain path with allow-listed parameters may be read
 * from or written to the cache. The key is the normalized host, the path, the allowed
 * parameters in a fixed order, and the version of the build the pages were rendered with (an
 * old page names script files that a new deployment no longer has).
 */
export function requestEligibility(request: PageRequest, version: string): Eligibility {
  if (request.method !== 'GET' && request.method !== 'HEAD') return { eligible: false, reason: 'method' };
  if (isSignedInCookie(request.sessionCookie) || request.authorization !== undefined)
    return { eligible: false, reason: 'signed in' };
  if (request.accept !== undefined && ACTIVITY_STREAMS.test(request.accept))
    return { eligible: false, reason: 'activitystreams' };
  const { pathname, searchParams } = request.url;
  if (!PLAIN_PATH.test(pathname)) return { eligible: false, reason: 'path' };

  const names = [...searchParams.keys()];
  if (names.some((name) => !CACHE_KEY_PARAMS.has(name)) || new Set(names).size !== names.length)
    return { eligible: false, reason: 'query' };

  const key = new URL(
    `${request.url.protocol}//${normalizeHost(request.url.host)}${request.url.port ? `:${request.url.port}` : ''}${pathname}`,
  );
  for (const name of names.sort()) key.searchParams.set(name, searchParams.get(name) ?? '');
  // Last, so a page parameter can never be mistaken for it.
  key.searchParams.set('build', version);
  return { eligible: true, key: key.toString() };
}
