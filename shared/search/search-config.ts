/**
 * What a search client needs (docs/spec-checklist.md 3 §7): the application id and public key it sends as headers,
 * and the origin it posts to. An empty origin means the site's own search API
 * (worker/search/search-queries.ts), which every host serves; a hosted service speaking the same
 * wire format is a configuration change, not a code change.
 */
export interface SearchConfig {
  readonly appId: string;
  readonly apiKey: string;
  readonly host: string;
}

/** The multi-query address of docs/spec-checklist.md 3 §7 on the configured host. */
export const searchQueriesUrl = (config: SearchConfig): string => `${config.host}/1/indexes/*/queries`;
