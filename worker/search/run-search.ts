import type { D1Client } from '../db/wrap-d1.ts';
import type { SearchRequest } from './search-request.ts';
import { PLANS, type IndexPlan, searchRows } from './search-index-queries.ts';
import { randomHex } from '../../shared/hex.ts';
import { highlight, queryWords, snippet } from '../../shared/search/highlight.ts';

export interface SearchResult {
  readonly hits: readonly Record<string, unknown>[];
  readonly nbHits: number;
  readonly page: number;
  readonly nbPages: number;
  readonly hitsPerPage: number;
  /** False when the query had more matches than a search considers (SEARCH_CANDIDATES, search-index-queries.ts). */
  readonly exhaustiveNbHits: boolean;
  readonly query: string;
  readonly params: string;
  readonly index: string;
  readonly processingTimeMS: number;
  readonly queryID?: string;
}

const queryId = (): string => randomHex(32);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A hit as the service gives it: its attributes, its objectID, and the query's words marked. */
function withHighlights(
  row: Record<string, unknown>,
  plan: IndexPlan,
  request: SearchRequest,
): Record<string, unknown> {
  const words = queryWords(request.query);
  const { [plan.snippeted ?? '']: snippeted, ...attributes } = row;
  return {
    ...attributes,
    objectID: String(row[plan.objectId]),
    _highlightResult: Object.fromEntries(
      plan.highlighted.map((attribute) => [attribute, highlight(text(row[attribute]), words, request.highlightTags)]),
    ),
    ...(plan.snippeted
      ? { _snippetResult: { [plan.snippeted]: snippet(text(snippeted), words, request.highlightTags) } }
      : {}),
  };
}

/**
 * Answers a multi-query in one round trip to D1 (search-index-queries.ts), each hit with the
 * query's words marked.
 */
export async function runSearch(
  db: D1Client,
  requests: readonly SearchRequest[],
  filtered: boolean,
): Promise<SearchResult[]> {
  const started = Date.now();
  const answers = await searchRows(db, requests, filtered);
  const processingTimeMS = Date.now() - started;
  return requests.map((request, position) => {
    const plan = PLANS[request.index];
    const rows = answers[position * 2]?.results ?? [];
    const count = answers[position * 2 + 1]?.results[0];
    const total = Number(count?.['total'] ?? 0);
    return {
      hits: rows.map((row) => withHighlights(row, plan, request)),
      nbHits: total,
      page: request.page,
      nbPages: Math.ceil(total / request.hitsPerPage),
      hitsPerPage: request.hitsPerPage,
      exhaustiveNbHits: !count?.['capped'],
      query: request.query,
      params: request.params,
      index: request.indexName,
      processingTimeMS,
      ...(request.clickAnalytics ? { queryID: queryId() } : {}),
    };
  });
}
