import {
  cacheExchange as documentCacheExchange,
  Client,
  createRequest,
  ssrExchange,
  type AnyVariables,
  type DocumentInput,
  type Exchange,
  type OperationContext,
} from '@urql/core';
import { initGraphQLTada } from 'gql.tada';
import { onEnd, pipe, subscribe } from 'wonka';
import { GRAPHQL_BATCH_LIMIT } from '../../shared/constants.ts';
import type { StartupValues } from '../../shared/preloaded-state.ts';
import { provideParser } from '../graphql/lazy-graphql.ts';
import { batchFetchExchange } from './batch-fetch-exchange.ts';
import type { EmbeddedResults } from './embedded-results.ts';
import { operationHeaders } from './operation-headers.ts';
import type { QueryResult } from './query-result.ts';

// This module is the GraphQL client's chunk: urql, its caches, the parser and the batching
// transport load together, when a page first needs the network (client/data/data-source.ts).
provideParser(initGraphQLTada());

/** docs/spec-checklist.md 2 §9: up to GRAPHQL_BATCH_LIMIT operations a request, gathered for 20 ms. */
export const BATCH = { maxSize: GRAPHQL_BATCH_LIMIT, intervalMs: 20 } as const;

const LIGHT_OPERATIONS = new Set(['AvatarMenuQuery', 'UnreadNotificationCount', 'ViewerQuery']);

/** A result the page embedded, as the server wrote it. */
type EmbeddedEntry = EmbeddedResults[string];

/** The loaded client, with what the data hooks ask of it. */
export interface LiveClient {
  readonly client: Client;
  /** Follows a query's results until the returned function stops it. */
  watch(
    query: DocumentInput,
    variables: AnyVariables,
    context: Partial<OperationContext>,
    onResult: (result: Partial<QueryResult>) => void,
  ): () => void;
  /** The result the caches hold for a query now, without waiting: what a hook renders first. */
  peek(query: DocumentInput, variables: AnyVariables, context: Partial<OperationContext>): QueryResult | undefined;
  /** Hands the client a result the page embedded, so asking for it again costs no request. */
  restore(query: DocumentInput, variables: AnyVariables, entry: EmbeddedEntry): void;
}

/**
 * Signed-in viewers get graphcache, the normalized cache that applies optimistic updates; it is
 * its own chunk. Visitors cannot change anything (every action sends them to sign up first), so
 * urql's document cache serves them.
 */
async function loadCache(startup: StartupValues): Promise<Exchange> {
  if (!startup.__PRELOADED_STATE__.session.isLoggedInCookie) return documentCacheExchange;
  const { normalizedCache } = await import('./normalized-cache.ts');
  return normalizedCache();
}

/**
 * The browser's client: the cache first, then the results the page embedded (handed over with
 * `restore`, so nothing it rendered is asked for again), then the batching transport.
 */
export async function createLiveClient(startup: StartupValues): Promise<LiveClient> {
  const ssr = ssrExchange({ isClient: true });
  const client = new Client({
    url: startup.__GRAPHQL_URI__,
    requestPolicy: 'cache-first',
    preferGetMethod: false,
    exchanges: [
      await loadCache(startup),
      ssr,
      batchFetchExchange({
        url: startup.__GRAPHQL_URI__,
        maxBatchSize: BATCH.maxSize,
        intervalMs: BATCH.intervalMs,
        isLight: (operation) =>
          operation.query.definitions.some(
            (definition) =>
              definition.kind === 'OperationDefinition' && LIGHT_OPERATIONS.has(definition.name?.value ?? ''),
          ),
        headers: () => operationHeaders(startup),
      }),
    ],
  });
  const watch: LiveClient['watch'] = (query, variables, context, onResult) =>
    pipe(
      client.executeQuery(createRequest(query, variables), context),
      onEnd(() => onResult({ fetching: false })),
      subscribe((result) => onResult({ ...result, fetching: false })),
    ).unsubscribe;
  return {
    client,
    watch,
    peek(query, variables, context) {
      let now: QueryResult | undefined;
      watch(query, variables, context, (result) => {
        if (result.operation) now ??= { ...result, fetching: false } as QueryResult;
      })();
      return now;
    },
    // urql's SSR exchange takes results as strings of JSON (and parses its own copy for its cache)
    restore: (query, variables, entry) =>
      ssr.restoreData({ [createRequest(query, variables).key]: { data: JSON.stringify(entry.data) } }),
  };
}
