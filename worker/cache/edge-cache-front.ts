import type { Flags } from '../../shared/flags.ts';
import { cookieOf } from '../auth/cookies.ts';
import { sessionCookieName } from '../auth/viewer.ts';
import { loadAssetManifest } from '../render/assets-manifest.ts';
import { createNonce } from '../render/security-headers.ts';
import { parseRequestUrl, requestFlags } from '../request-flags.ts';
import { cacheVersion } from './cache-version.ts';
import { cacheGroup, requestCacheDecision, type CacheGroup, type EdgeCacheLookup } from './cache-decision.ts';
import { edgeCache } from './edge-cache.ts';
import { hotCopy, keepHotCopy, type HotCopy } from './hot-copies.ts';
import { requestShowsPrivacyBanner } from '../render/privacy-region.ts';
import { pagePlaces, renewedPage } from './renewed-page.ts';
import { requestEligibility } from './request-eligibility.ts';
import { BROWSER_CACHE_CONTROL, freshness, STORED_AT_HEADER } from './stored-page.ts';

/** Requests the app sees without the front: "the cache middleware worker is not in use" (docs/spec-checklist.md 2 §4). */
export const NOT_IN_USE: EdgeCacheLookup = { group: 'disabled', decision: 'Disabled', key: null, expired: false };

/** The front's findings for a request it passes on to the app, and how long finding them took. */
export type FrontFindings = EdgeCacheLookup & { readonly ms: number };

/**
 * The front's findings for each request it passes on, where the app's edge cache step reads them
 * (by the request itself: handing them over in a copy of the Worker's bindings cost a copy of
 * every binding on every request).
 */
const frontFindings = new WeakMap<Request, FrontFindings>();

/** The front's findings for a request the app answers: none when it came without the front. */
export const findingsOf = (request: Request): FrontFindings => frontFindings.get(request) ?? { ...NOT_IN_USE, ms: 0 };

type Fetch<Bindings> = (request: Request, env: Bindings, context: ExecutionContext) => Response | Promise<Response>;

/**
 * The cache middleware worker: in front of the app, it answers a visitor's request for a page
 * it holds a fresh copy of (HIT) with nothing else set up, and hands every other request to the
 * app with what it found (the app renders, then stores: edge-cache-pages.ts).
 */
export function withEdgeCache(app: Fetch<Env>): Fetch<Env> {
  return async (request, env, context) => {
    const started = performance.now();
    const { lookup, copy } = await lookUp(request, env);
    if (copy) return servedCopy(request, copy);
    frontFindings.set(request, { ...lookup, ms: performance.now() - started });
    return app(request, env, context);
  };
}

const storedVersion = async (env: Env): Promise<string | null> =>
  loadAssetManifest(env.ASSETS).then(
    (manifest) => cacheVersion(env.RELEASE, manifest.script, env.FLAGS),
    () => null,
  );

async function lookUp(request: Request, env: Env): Promise<{ lookup: EdgeCacheLookup; copy: HotCopy | null }> {
  let group: CacheGroup;
  let flags: Flags;
  try {
    group = cacheGroup(env.EDGE_CACHE);
    flags = requestFlags(env, request.headers.get('CF-Connecting-IP') ?? undefined);
  } catch {
    // bad configuration: the app's request context reports it, with the error page
    return { lookup: NOT_IN_USE, copy: null };
  }
  const url = parseRequestUrl(request.url);
  const version = group === 'disabled' || !url ? null : await storedVersion(env);
  const eligibility =
    version && url
      ? requestEligibility(
          {
            method: request.method,
            url,
            sessionCookie: cookieOf(request.headers.get('Cookie'), sessionCookieName(url)),
            authorization: request.headers.get('Authorization') ?? undefined,
            accept: request.headers.get('Accept') ?? undefined,
          },
          version,
        )
      : null;
  const decision = requestCacheDecision({
    flaggedByEdge: eligibility?.eligible === true,
    sessionSpoofed: false,
    middlewareInUse: group !== 'disabled',
    flags,
  });
  const none = { group, decision, key: null, expired: false };
  if (group !== 'enabled' || decision === 'Disabled' || !eligibility?.eligible) return { lookup: none, copy: null };

  const { key } = eligibility;
  const now = Date.now();
  const hot = hotCopy(key, now);
  if (hot && freshness(storedAtOf(hot.headers), now) === 'fresh') return { lookup: { ...none, key }, copy: hot };
  const stored = await edgeCache().match(key);
  if (!stored) return { lookup: { ...none, key }, copy: null };
  const headers = [...stored.headers];
  if (freshness(storedAtOf(headers), now) === 'expired') {
    await stored.body?.cancel();
    return { lookup: { ...none, key, expired: true }, copy: null };
  }
  const body = new Uint8Array(await stored.arrayBuffer());
  const copy = {
    body,
    places: pagePlaces(body, headerOf(headers, 'Content-Security-Policy') ?? ''),
    status: stored.status,
    headers,
    tags: tagsOf(headers),
    checkedAt: now,
  };
  keepHotCopy(key, copy);
  return { lookup: { ...none, key }, copy };
}

const headerOf = (headers: HotCopy['headers'], name: string): string | undefined =>
  headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
const storedAtOf = (headers: HotCopy['headers']): number => Number(headerOf(headers, STORED_AT_HEADER));
const tagsOf = (headers: HotCopy['headers']): string[] =>
  (headerOf(headers, 'Cache-Tag') ?? '').split(',').filter(Boolean);

/** A stored page as this request gets it: a fresh nonce, and its own answer about the privacy banner (stored pages are visitors'). */
function servedCopy(request: Request, copy: HotCopy): Response {
  const headers = new Headers(copy.headers as [string, string][]);
  const storedAt = Number(headers.get(STORED_AT_HEADER));
  headers.delete(STORED_AT_HEADER);
  headers.set('X-Cache-Status', 'HIT');
  headers.set('Cache-Control', BROWSER_CACHE_CONTROL);
  headers.set('Age', String(Math.max(0, Math.floor((Date.now() - storedAt) / 1000))));
  if (request.method === 'HEAD') return new Response(null, { status: copy.status, headers });
  const fresh = renewedPage(copy.body, headers.get('Content-Security-Policy') ?? '', copy.places(), {
    nonce: createNonce(),
    showsPrivacyBanner: requestShowsPrivacyBanner(request, false),
  });
  headers.set('Content-Security-Policy', fresh.policy);
  return new Response(fresh.body, { status: copy.status, headers });
}
