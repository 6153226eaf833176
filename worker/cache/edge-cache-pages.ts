import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { replaceResponse } from '../replace-response.ts';
import type { PageCacheOutcome } from './cache-decision.ts';
import { cacheTagHeader } from './cache-tags.ts';
import { edgeCache } from './edge-cache.ts';
import { findingsOf } from './edge-cache-front.ts';
import { keepHotCopy } from './hot-copies.ts';
import { indexStoredPage } from './index-stored-page.ts';
import { pagePlaces } from './renewed-page.ts';
import { BROWSER_CACHE_CONTROL, EDGE_KEEP_SECONDS, endsAsDocument, mayStore, STORED_AT_HEADER } from './stored-page.ts';

/**
 * The edge cache's part inside the app. The front (edge-cache-front.ts) answered HITs already;
 * here a page renders, and if its own check says Enabled and it is safe to keep, a copy is
 * stored while it streams to the reader (MISS, or EXPIRED when an old copy was replaced).
 * Everything else is DYNAMIC.
 */
export function edgeCachePages(): MiddlewareHandler<AppEnv> {
  return async function cachePages(c, next) {
    const lookup = findingsOf(c.req.raw);
    c.set('edgeCache', { group: lookup.group, decision: lookup.decision });
    c.get('timings').push({ name: 'cache', ms: lookup.ms });
    const renderedFrom = new Date();
    await next();
    const page = tagCacheablePage(c);
    if (!page || !lookup.key) return;
    // Read before the browser's Cache-Control replaces the renderer's.
    const storable = mayStore({
      decision: page.decision,
      method: c.req.method,
      status: c.res.status,
      headers: c.res.headers,
    });
    c.res.headers.set('X-Cache-Status', lookup.expired ? 'EXPIRED' : 'MISS');
    c.res.headers.set('Cache-Control', BROWSER_CACHE_CONTROL);
    if (!storable || !c.res.body) return;
    const [forReader, forCache] = c.res.body.tee();
    const headers = new Headers(c.res.headers);
    replaceResponse(c, new Response(forReader, c.res));
    // Workers' clocks are kept in step; a purge stamped at or after renderedFrom may have missed the copy.
    c.executionCtx.waitUntil(storeCopy(c, lookup.key, forCache, headers, page.tags, renderedFrom));
  };
}

/** Cacheable pages (the merged decision is Enabled) carry their tags, in every group. */
function tagCacheablePage(c: Context<AppEnv>): PageCacheOutcome | null {
  const page = c.get('pageCache');
  if (page?.decision !== 'Enabled') return null;
  c.res.headers.set('Cache-Tag', cacheTagHeader(page.tags));
  return page;
}

/**
 * Reads the copy to its end and stores it only if the document is whole: it ends as a document
 * and no part of its render failed after the shell. The copy is put first, then the index is
 * written and purges checked in one transaction, with the other pages kept meanwhile
 * (index-stored-page.ts): a purge noted before it is seen here (if it came after the page's data
 * was read, the copy goes), and one noted after it finds the key in the index and removes the
 * copy itself.
 */
async function storeCopy(
  c: Context<AppEnv>,
  key: string,
  body: ReadableStream<Uint8Array>,
  headers: Headers,
  tags: readonly string[],
  renderedFrom: Date,
): Promise<void> {
  const logger = c.get('logger');
  try {
    const bytes = new Uint8Array(await new Response(body).arrayBuffer());
    // read to its end, so the render is over: a part of it failed, or none did
    if (c.get('renderFailedLate')?.() || !endsAsDocument(bytes)) return;
    const storedAt = new Date();
    headers.set('Cache-Control', `public, max-age=${EDGE_KEEP_SECONDS}`);
    headers.set(STORED_AT_HEADER, String(storedAt.getTime()));
    headers.delete('X-Cache-Status');
    headers.delete('X-D1-Round-Trips');
    headers.delete('Server-Timing');
    await edgeCache().put(key, new Response(bytes, { status: 200, headers }));
    await indexStoredPage(c.env.DB, { key, tags, storedAt, since: renderedFrom }, (purged) =>
      purged
        ? edgeCache().delete(key)
        : keepHotCopy(key, {
            body: bytes,
            places: pagePlaces(bytes, headers.get('Content-Security-Policy') ?? ''),
            status: 200,
            headers: [...headers],
            tags,
            checkedAt: Date.now(),
          }),
    );
  } catch (error) {
    logger.error('Edge cache store failed', { key, message: error instanceof Error ? error.message : String(error) });
  }
}
