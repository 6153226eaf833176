import type { AnyVariables, DocumentInput } from '@urql/core';
import type { StartupValues } from '../../shared/preloaded-state.ts';
import type { EmbeddedResults } from './embedded-results.ts';
import type { LiveClient } from './live-client.ts';
import { operationKey } from './operation-key.ts';
import type { QueryResult } from './query-result.ts';

/**
 * Where pages get their data. A page hydrates from the results the server embedded, read back
 * by operation name and variables; the GraphQL client (urql, its cache and transport) is a
 * chunk of its own, loaded when something needs the network: a mutation, a query the page did
 * not embed, a refetch. A visitor who only reads never downloads it.
 */
export interface DataSource {
  /** The result the server embedded for this query, if any. */
  embedded(query: DocumentInput, variables: AnyVariables): QueryResult | undefined;
  /** The live client once it has loaded; null before, and always on the server. */
  readonly live: LiveClient | null;
  /** Loads the live client, once. */
  load(): Promise<LiveClient>;
  /** Calls back when the live client arrives. */
  onLive(listener: () => void): () => void;
}

function readEntries(entries: EmbeddedResults) {
  const read = new Map<string, QueryResult>();
  return (key: string): QueryResult | undefined => {
    const entry = entries[key];
    if (!entry) return undefined;
    let result = read.get(key);
    if (!result) {
      result = { data: entry.data, fetching: false, stale: false, hasNext: false };
      read.set(key, result);
    }
    return result;
  };
}

/**
 * The server's source: the page's prefetched results and nothing else (a render never fetches),
 * by operation key, as execution left them: the page renders from what the browser will read back
 * from their JSON, without writing it out and reading it in again first.
 */
export function prefetchedDataSource(results: ReadonlyMap<string, unknown>): DataSource {
  const answered = new Map<string, QueryResult>();
  return {
    embedded(query, variables) {
      const key = operationKey(query, variables);
      if (!results.has(key)) return undefined;
      let result = answered.get(key);
      if (!result)
        answered.set(key, (result = { data: results.get(key), fetching: false, stale: false, hasNext: false }));
      return result;
    },
    live: null,
    load: () => Promise.reject(new Error('The server renders from prefetched data only.')),
    onLive: () => () => undefined,
  };
}

/**
 * The browser's source. A signed-in reader's live client starts loading at once (their pages
 * count views and keep reading positions straight away); a visitor's waits until it is needed.
 */
export function browserDataSource(startup: StartupValues): DataSource {
  const entries = startup.__APOLLO_STATE__ as EmbeddedResults;
  const read = readEntries(entries);
  /** The documents the page read from the embedded data: the live client's cache starts from them. */
  const served = new Map<string, { query: DocumentInput; variables: AnyVariables }>();
  const listeners = new Set<() => void>();
  let loading: Promise<LiveClient> | null = null;
  const source: { -readonly [K in keyof DataSource]: DataSource[K] } = {
    embedded(query, variables) {
      const key = operationKey(query, variables);
      const result = read(key);
      if (result && !served.has(key)) {
        served.set(key, { query, variables });
        source.live?.restore(query, variables, entries[key]!);
      }
      return result;
    },
    live: null,
    load() {
      loading ??= import('./live-client.ts')
        .then(({ createLiveClient }) => createLiveClient(startup))
        .then((live) => {
          // everything read so far, then (source.live set) each later read as it happens
          for (const [key, { query, variables }] of served) live.restore(query, variables, entries[key]!);
          source.live = live;
          for (const listener of listeners) listener();
          return live;
        });
      return loading;
    },
    onLive(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  if (startup.__PRELOADED_STATE__.session.isLoggedInCookie) void source.load();
  return source;
}
