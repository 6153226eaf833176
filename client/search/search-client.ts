import type { PredictiveRequest } from '../../shared/search/predictive-requests.ts';
import { searchQueriesUrl, type SearchConfig } from '../../shared/search/search-config.ts';

/** What every hit carries besides its attributes: the query's words marked. */
interface Highlighted {
  readonly _highlightResult?: Readonly<Record<string, { readonly value: string } | undefined>>;
}

export interface UserHit extends Highlighted {
  readonly objectID: string;
  readonly username: string;
  readonly name: string;
}
export interface CollectionHit extends Highlighted {
  readonly objectID: string;
  readonly collectionId: string;
  readonly name: string;
}
export interface TagHit extends Highlighted {
  readonly objectID: string;
  readonly tagSlug: string;
  readonly displayText: string;
}
export interface PostHit extends Highlighted {
  readonly objectID: string;
  readonly postId: string;
  readonly title: string;
  readonly latestPublishedAt: number;
}

/** One index's answer, in the wire format of docs/spec-checklist.md 3 §7 (the fields the popover reads). */
export interface IndexResult {
  readonly index: string;
  readonly hits: readonly (UserHit | CollectionHit | TagHit | PostHit)[];
  /** Present when click analytics was asked for; a click on a hit is reported with it. */
  readonly queryID?: string;
}

/**
 * One multi-query to the configured search host: this site's own search API, or a hosted
 * service when SEARCH_HOST names one (docs/spec-checklist.md 3 §7: the public key and application id in headers).
 * A status of 400 or more is an error, as docs/spec-checklist.md 3 §7 says.
 */
export async function multiQuery(
  config: SearchConfig,
  requests: readonly PredictiveRequest[],
  signal?: AbortSignal,
  fetcher: typeof fetch = fetch,
): Promise<IndexResult[]> {
  const response = await fetcher(searchQueriesUrl(config), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Algolia-Application-Id': config.appId,
      'X-Algolia-API-Key': config.apiKey,
    },
    body: JSON.stringify({ requests }),
    signal,
  });
  if (response.status >= 400) throw new Error(`search answered ${response.status}`);
  return ((await response.json()) as { results: IndexResult[] }).results;
}
