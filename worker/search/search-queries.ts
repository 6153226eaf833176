import type { Context } from 'hono';
import { withViewerFlags } from '../../shared/flags.ts';
import { requestViewer } from '../auth/request-viewer.ts';
import type { AppEnv } from '../context.ts';
import { database } from '../db/client.ts';
import { runSearch } from './run-search.ts';
import { parseSearchBody } from './search-request.ts';
import type { RouteHandler } from '../routes/route-handler.ts';
import { withinRateLimit } from '../routes/within-rate-limit.ts';
import { jsonBody, NOT_JSON } from '../routes/json-body.ts';
import { boundedBody, MAX_JSON_DEPTH } from '../routes/bounded-body.ts';

/** No search box sends more than this; anything bigger is refused before it is read as JSON. */
const MAX_BODY_BYTES = 32 * 1024;

/** Errors in the hosted service's shape, so its clients report them as they would its own. */
const searchError = (c: Context<AppEnv>, status: 400 | 403 | 405 | 413 | 429, message: string) =>
  c.json({ message, status }, status);

/**
 * The credentials, from the headers or (as browsers send them, to avoid a preflight) the query
 * string. The key is the public search key: it tells our clients apart from strangers, it
 * protects nothing secret.
 */
function credentials(c: Context<AppEnv>): { appId: string | undefined; apiKey: string | undefined } {
  return {
    appId: c.req.header('X-Algolia-Application-Id') ?? c.req.query('x-algolia-application-id'),
    apiKey: c.req.header('X-Algolia-API-Key') ?? c.req.query('x-algolia-api-key'),
  };
}

/** Whether this viewer may search without the high-quality filter (docs/spec-checklist.md 3 §6). */
async function unfiltered(c: Context<AppEnv>): Promise<boolean> {
  const viewer = await requestViewer(c, database(c.get('d1')));
  return withViewerFlags(c.get('flags'), viewer?.user ?? null).can_view_unfiltered_search;
}

/**
 * Reads, checks and runs a search request: the credentials, the network's limit, a bounded JSON
 * body. `requestsOf` makes the multi-query shape of what was sent; bad input gets a 4xx in the
 * service's format, never a 500.
 */
async function runSearchRequest(
  c: Context<AppEnv>,
  requestsOf: (body: unknown) => unknown,
): Promise<{ results: unknown[] } | Response> {
  if (c.req.method !== 'POST') return searchError(c, 405, 'Method not allowed: use POST');
  const { appId, apiKey } = credentials(c);
  if (appId !== c.env.SEARCH_APP_ID || apiKey !== c.env.SEARCH_API_KEY)
    return searchError(c, 403, 'Invalid Application-ID or API key');
  if (!(await withinRateLimit(c, 'search'))) return searchError(c, 429, 'Too many requests. Please try again later.');
  const read = await boundedBody(c.req.raw, { maxBytes: MAX_BODY_BYTES, maxDepth: MAX_JSON_DEPTH });
  if ('refused' in read) return searchError(c, read.refused.status, read.refused.message);
  const body = jsonBody(read.text);
  if (body === undefined) return searchError(c, 400, NOT_JSON);
  const parsed = parseSearchBody(requestsOf(body));
  if (!parsed.ok) return searchError(c, 400, parsed.message);
  return { results: await runSearch(c.get('d1'), parsed.requests, !(await unfiltered(c))) };
}

/** POST /1/indexes/*\/queries: a multi-index search in the hosted service's wire format (docs/spec-checklist.md 1 §7, docs/spec-checklist.md 3 §7), over our FTS5 indexes. */
export const searchQueries: RouteHandler = async (c) => {
  const answer = await runSearchRequest(c, (body) => body);
  return answer instanceof Response ? answer : c.json(answer);
};

/**
 * POST /1/indexes/{indexName}/query: one index's search, as the official client's
 * `searchSingleIndex` sends it (its parameters inline or as a `params` string), answered with
 * that one result.
 */
export const searchSingleIndex: RouteHandler = async (c, match) => {
  const indexName = match.params['indexName'];
  const answer = await runSearchRequest(c, (body) => ({
    requests: [
      typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, indexName } : { indexName },
    ],
  }));
  return answer instanceof Response ? answer : c.json(answer.results[0]);
};
