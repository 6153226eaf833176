import { cacheExchange as documentCacheExchange, Client, ssrExchange, type Exchange, type SSRData } from '@urql/core';
import { never } from 'wonka';
import type { StartupValues } from '../../shared/preloaded-state.ts';
import { batchFetchExchange } from './batch-fetch-exchange.ts';

/** spec 2 §9. */
export const BATCH = { maxSize: 20, intervalMs: 20 } as const;

const LIGHT_OPERATIONS = new Set(['AvatarMenuQuery', 'UnreadNotificationCount', 'ViewerQuery']);
const CLIENT_NAME = 'quire-web';
const CLIENT_VERSION = '0.1.0';

/**
 * Signed-in viewers get graphcache, the normalized cache that applies optimistic updates; it is
 * its own chunk. Visitors cannot change anything (every action sends them to sign up first), so
 * urql's document cache serves them and their pages ship less script.
 */
export async function loadCache(startup: StartupValues): Promise<Exchange> {
  if (!startup.__PRELOADED_STATE__.session.isLoggedInCookie) return documentCacheExchange;
  const { normalizedCache } = await import('./normalized-cache.ts');
  return normalizedCache();
}

/**
 * The browser's client: the cache first, then the server-rendered results (so hydration asks
 * for nothing the page already has), then the batching transport.
 */
export function createBrowserClient(startup: StartupValues, cache: Exchange): Client {
  const { navigation } = startup.__PRELOADED_STATE__;
  return new Client({
    url: startup.__GRAPHQL_URI__,
    requestPolicy: 'cache-first',
    preferGetMethod: false,
    exchanges: [
      cache,
      ssrExchange({ isClient: true, initialState: startup.__APOLLO_STATE__ as SSRData }),
      batchFetchExchange({
        url: startup.__GRAPHQL_URI__,
        maxBatchSize: BATCH.maxSize,
        intervalMs: BATCH.intervalMs,
        isLight: (operation) =>
          operation.query.definitions.some(
            (definition) => definition.kind === 'OperationDefinition' && LIGHT_OPERATIONS.has(definition.name?.value ?? ''),
          ),
        headers: () => ({
          'X-Client-Name': CLIENT_NAME,
          'X-Client-Version': CLIENT_VERSION,
          'X-Release': startup.__PRELOADED_STATE__.config.release,
          'X-Route-Name': navigation.routeName,
          'X-Route-Path': window.location.pathname + window.location.search,
          'X-Xsrf-Token': startup.__PRELOADED_STATE__.session.xsrf,
        }),
      }),
    ],
  });
}

/** Fetches nothing: on the server a page renders from the data prefetched for it. */
const noNetworkExchange: Exchange = () => () => never;

/** The server's client, holding the page's prefetched results for one render. */
export function createServerClient(ssrData: SSRData): Client {
  return new Client({
    url: '/_/graphql',
    exchanges: [ssrExchange({ isClient: false, initialState: ssrData }), noNetworkExchange],
  });
}
