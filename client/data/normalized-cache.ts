import { cacheExchange } from '@urql/exchange-graphcache';
import type { Exchange } from '@urql/core';
import { cacheConfig } from './cache-config.ts';

/** Graphcache with the schema and the project's keys, updates and optimistic updaters. */
export const normalizedCache = (): Exchange => cacheExchange(cacheConfig);
