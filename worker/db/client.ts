import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1';
import { retryD1 } from './retry-d1.ts';
import type { D1Client } from './wrap-d1.ts';

/** Drizzle over D1; `$client` is D1 itself, for the few fixed statements Drizzle cannot batch. */
export type Database = DrizzleD1Database & { readonly $client: D1Client };

/**
 * Drizzle over a D1 session (a request's, reading from replicas) or the database itself (the
 * primary). Without the relational schema: Drizzle would rebuild its table map on every request
 * (about a twentieth of a story page's CPU), and every query here is a plain select or batch.
 * D1's transient failures are retried here, for every handle (retry-d1.ts).
 */
export const database = (d1: D1Client): Database => drizzle(retryD1(d1) as D1Database);
