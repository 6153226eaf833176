import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { sessionCookieName } from '../auth/viewer.ts';
import type { AppEnv } from '../context.ts';
import { database } from '../db/client.ts';
import { loadAssetManifest } from '../render/assets-manifest.ts';
import { cacheGroup, requestCacheDecision, type CacheDecision, type CacheGroup } from './cache-decision.ts';
import { cacheTagHeader } from './cache-tags.ts';
import { edgeCache } from './edge-cache.ts';
import { withFreshNonce } from './renew-nonce.ts';
import { requestEligibility } from './request-eligibility.ts';
import { BROWSER_CACHE_CONTROL, EDGE_KEEP_SECONDS, freshness, isWholeDocument, mayStore, STORED_AT_HEADER } from './stored-page.ts';
import { purgedSince, recordStoredPage } from './tag-index.ts';

/** What the middleware knows of a request before the page renders. */
export interface EdgeCacheRequest {
  readonly group: CacheGroup;
  /** The request-wide checks of spec 2 §4 (Control or Disabled). */
  readonly decision: CacheDecision;
}

/** What the page adds once rendered: the merged decision and the tags of what it shows. */
export interface PageCacheOutcome {
  readonly decision: CacheDecision;
  readonly tags: readonly string[];
}

const cacheVersion = async (env: Env): Promise<string | null> =>
  loadAssetManifest(env.ASSETS).then(
    (manifest) => `${env.RELEASE}.${manifest.script}`,
    () => null,
  );

/**
 * The edge cache around page rendering. Anonymous reads of plain addresses are answered from
 * the Cache API when a fresh copy exists (HIT); otherwise the page renders, and if its own
 * check says Enabled and it is safe to keep, a copy is stored while it streams to the reader
 * (MISS, or EXPIRED when an old copy was replaced). Everything else is DYNAMIC.
 */
export function edgeCachePages(): MiddlewareHandler<AppEnv> {
  return async function cachePages(c, next) {
    const group = cacheGroup(c.env.EDGE_CACHE);
    const url = new URL(c.req.url);
    const version = group === 'disabled' ? null : await cacheVersion(c.env);
    const eligibility = version
      ? requestEligibility({ method: c.req.method, url, sessionCookie: getCookie(c, sessionCookieName(url)), authorization: c.req.header('Authorization') }, version)
      : null;
    const decision = requestCacheDecision({
      flaggedByEdge: eligibility?.eligible === true,
      sessionSpoofed: false,
      middlewareInUse: group !== 'disabled',
      flags: c.get('flags'),
    });
    c.set('edgeCache', { group, decision });
    if (group !== 'enabled' || decision === 'Disabled' || !eligibility?.eligible) {
      await next();
      tagCacheablePage(c);
      return;
    }

    const stored = await edgeCache().match(eligibility.key);
    const state = stored ? freshness(Number(stored.headers.get(STORED_AT_HEADER)), Date.now()) : null;
    if (stored && state === 'fresh') {
      c.res = servedCopy(c, stored);
      return;
    }
    // Workers' clocks are kept in step; a purge stamped at or after this moment may have missed the copy.
    const renderedFrom = new Date();
    await next();
    const page = tagCacheablePage(c);
    if (!page) return;
    c.res.headers.set('X-Cache-Status', state === 'expired' ? 'EXPIRED' : 'MISS');
    c.res.headers.set('Cache-Control', BROWSER_CACHE_CONTROL);
    if (!mayStore({ decision: page.decision, method: c.req.method, status: c.res.status, headers: c.res.headers }) || !c.res.body) return;
    const [forReader, forCache] = c.res.body.tee();
    const headers = new Headers(c.res.headers);
    c.res = new Response(forReader, c.res);
    c.executionCtx.waitUntil(storeCopy(c, eligibility.key, forCache, headers, page.tags, renderedFrom));
  };
}

/** Cacheable pages (the merged decision is Enabled) carry their tags, in every group. */
function tagCacheablePage(c: Context<AppEnv>): PageCacheOutcome | null {
  const page = c.get('pageCache');
  if (page?.decision !== 'Enabled') return null;
  c.res.headers.set('Cache-Tag', cacheTagHeader(page.tags));
  return page;
}

function servedCopy(c: Context<AppEnv>, stored: Response): Response {
  const headers = new Headers(stored.headers);
  const storedAt = Number(headers.get(STORED_AT_HEADER));
  headers.delete(STORED_AT_HEADER);
  headers.set('X-Cache-Status', 'HIT');
  headers.set('Cache-Control', BROWSER_CACHE_CONTROL);
  headers.set('Age', String(Math.max(0, Math.floor((Date.now() - storedAt) / 1000))));
  if (c.req.method === 'HEAD') return new Response(null, { status: stored.status, headers });
  return withFreshNonce(stored, c.get('nonce'), headers);
}

/**
 * Reads the copy to its end and stores it only if the document is whole. The index is written
 * before the copy and purges are checked after it: a purge that ran while this page rendered
 * either finds the key in the index or is seen here, and the copy goes.
 */
async function storeCopy(c: Context<AppEnv>, key: string, body: ReadableStream<Uint8Array>, headers: Headers, tags: readonly string[], renderedFrom: Date): Promise<void> {
  const logger = c.get('logger');
  try {
    const html = await new Response(body).text();
    if (!isWholeDocument(html)) return;
    const db = database(c.env.DB);
    const storedAt = new Date();
    headers.set('Cache-Control', `public, max-age=${EDGE_KEEP_SECONDS}`);
    headers.set(STORED_AT_HEADER, String(storedAt.getTime()));
    headers.delete('X-Cache-Status');
    headers.delete('X-D1-Round-Trips');
    await recordStoredPage(db, key, tags, storedAt);
    await edgeCache().put(key, new Response(html, { status: 200, headers }));
    if (await purgedSince(db, tags, renderedFrom)) await edgeCache().delete(key);
  } catch (error) {
    logger.error('Edge cache store failed', { key, message: error instanceof Error ? error.message : String(error) });
  }
}
