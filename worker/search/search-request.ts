import { DEFAULT_HIGHLIGHT_TAGS, queryWords, type HighlightTags } from '../../shared/search/highlight.ts';
import { SEARCH_INDEX_KINDS, searchIndexName, type SearchIndexKind } from '../../shared/search/index-names.ts';

/** docs/spec-checklist.md 3 §7, §9: hits per page when a request names none. */
export const DEFAULT_HITS_PER_PAGE = 3;
export const MAX_HITS_PER_PAGE = 100;
/** A multi-query asks each index once: more requests than this is not a search box's doing. */
export const MAX_REQUESTS = 10;

/** The attributes a request may filter on, per index (docs/spec-checklist.md 1 §2.10: posts of one publication or one profile). */
const FILTERABLE: Readonly<Record<SearchIndexKind, readonly string[]>> = {
  posts: ['collectionId', 'creatorId'],
  users: [],
  collections: [],
  tags: [],
};

export interface SearchFilter {
  readonly attribute: string;
  readonly value: string;
}

export interface SearchRequest {
  readonly index: SearchIndexKind;
  readonly indexName: string;
  readonly query: string;
  readonly hitsPerPage: number;
  readonly page: number;
  readonly filters: readonly SearchFilter[];
  readonly clickAnalytics: boolean;
  readonly analyticsTags: readonly string[];
  /** What wraps matched words in `_highlightResult` and `_snippetResult` (highlightPreTag, highlightPostTag). */
  readonly highlightTags: HighlightTags;
  /** The params as the service echoes them back: URL-encoded. */
  readonly params: string;
}

export type ParsedSearch =
  | { readonly ok: true; readonly requests: readonly SearchRequest[] }
  | { readonly ok: false; readonly message: string };

const fail = (message: string): ParsedSearch => ({ ok: false, message });
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Params come as an object or as a URL-encoded string under `params`, or (as newer clients send
 * them) beside `indexName` in the request itself; all read the same.
 */
function readParams(request: Record<string, unknown>): Record<string, unknown> | null {
  const { indexName: _indexName, type: _type, params, ...inline } = request;
  if (params === undefined) return inline;
  if (isRecord(params)) return { ...inline, ...params };
  if (typeof params !== 'string') return null;
  const read: Record<string, unknown> = { ...inline };
  for (const [key, value] of new URLSearchParams(params)) {
    // arrays and booleans arrive JSON-encoded in the string form
    read[key] =
      key === 'analyticsTags' || key === 'clickAnalytics' || key === 'hitsPerPage' || key === 'page'
        ? parseJsonOr(value)
        : value;
  }
  return read;
}

function parseJsonOr(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const FILTER = /^([A-Za-z]+):(?:"([^"]*)"|([A-Za-z0-9_.-]+))$/;

/**
 * `collectionId:abc AND creatorId:"u-1"`: equality on the index's filterable attributes, joined
 * by AND, each attribute once. Two values of one attribute can never both hold, and the bound
 * keeps every filter a small expression for the database (90 terms once made it fail).
 */
export function parseFilters(filters: string, index: SearchIndexKind): SearchFilter[] | string {
  if (filters.trim() === '') return [];
  const parsed: SearchFilter[] = [];
  for (const part of filters.split(/\s+AND\s+/)) {
    const match = FILTER.exec(part.trim());
    if (!match) return `Unsupported filter: ${part.trim()}`;
    const attribute = match[1] ?? '';
    if (!FILTERABLE[index].includes(attribute))
      return `Attribute ${attribute} is not filterable in index ${searchIndexName(index)}`;
    if (parsed.some((filter) => filter.attribute === attribute))
      return `Filters can name each attribute once: ${attribute} is named twice`;
    parsed.push({ attribute, value: match[2] ?? match[3] ?? '' });
  }
  return parsed;
}

const wholeNumber = (value: unknown, fallback: number): number | null =>
  value === undefined ? fallback : typeof value === 'number' && Number.isInteger(value) ? value : null;

function readRequest(raw: unknown, position: number): SearchRequest | string {
  if (!isRecord(raw)) return `Request ${position} must be an object`;
  const indexName = raw['indexName'];
  const index = SEARCH_INDEX_KINDS.find((kind) => searchIndexName(kind) === indexName);
  if (!index) return `Index ${typeof indexName === 'string' ? indexName : '(none)'} does not exist`;
  const params = readParams(raw);
  if (!params) return 'params must be an object or a URL-encoded string';
  const query = params['query'] ?? '';
  if (typeof query !== 'string') return 'query must be a string';
  const hitsPerPage = wholeNumber(params['hitsPerPage'], DEFAULT_HITS_PER_PAGE);
  if (hitsPerPage === null || hitsPerPage < 1 || hitsPerPage > MAX_HITS_PER_PAGE)
    return `hitsPerPage must be a whole number from 1 to ${MAX_HITS_PER_PAGE}`;
  const page = wholeNumber(params['page'], 0);
  if (page === null || page < 0 || page > 1000) return 'page must be a whole number from 0 to 1000';
  const filters = parseFilters(typeof params['filters'] === 'string' ? params['filters'] : '', index);
  if (typeof filters === 'string') return filters;
  const tags = params['analyticsTags'] ?? [];
  if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string'))
    return 'analyticsTags must be a list of strings';
  const clickAnalytics = params['clickAnalytics'] === true || params['clickAnalytics'] === 'true';
  const pre = params['highlightPreTag'] ?? DEFAULT_HIGHLIGHT_TAGS.pre;
  const post = params['highlightPostTag'] ?? DEFAULT_HIGHLIGHT_TAGS.post;
  if (typeof pre !== 'string' || typeof post !== 'string' || pre.length > 100 || post.length > 100)
    return 'highlightPreTag and highlightPostTag must be strings of at most 100 characters';
  const echoed = new URLSearchParams({ query, hitsPerPage: String(hitsPerPage), page: String(page) });
  if (typeof params['filters'] === 'string' && params['filters'] !== '') echoed.set('filters', params['filters']);
  if (clickAnalytics) echoed.set('clickAnalytics', 'true');
  return {
    index,
    indexName: searchIndexName(index),
    query: query.slice(0, 512),
    hitsPerPage,
    page,
    filters,
    clickAnalytics,
    analyticsTags: tags as string[],
    highlightTags: { pre, post },
    params: echoed.toString(),
  };
}

/** Reads a multi-query body (`{ requests: [{ indexName, params }] }`) into requests, or says what is wrong with it. */
export function parseSearchBody(body: unknown): ParsedSearch {
  if (!isRecord(body) || !Array.isArray(body['requests']))
    return fail('The body must be an object with a list of requests');
  const raw = body['requests'];
  if (raw.length === 0) return fail('requests must not be empty');
  if (raw.length > MAX_REQUESTS) return fail(`At most ${MAX_REQUESTS} requests at once`);
  const requests: SearchRequest[] = [];
  for (const [position, entry] of raw.entries()) {
    const request = readRequest(entry, position);
    if (typeof request === 'string') return fail(request);
    requests.push(request);
  }
  return { ok: true, requests };
}

/**
 * The FTS5 query for what the reader typed: every word must appear, the last one as a prefix
 * since they may still be typing it (the hosted service's "prefixLast"), each quoted so nothing
 * typed is read as query syntax. Null for a query with no words, which matches everything.
 */
export function ftsQuery(query: string): string | null {
  const words = queryWords(query);
  return words.length === 0
    ? null
    : words.map((word, position) => `"${word}"${position === words.length - 1 ? '*' : ''}`).join(' ');
}
