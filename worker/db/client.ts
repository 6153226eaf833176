import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1';
import * as schema from './schema/index.ts';
import type { D1Client } from './track-d1.ts';

/** Drizzle over D1; `$client` is D1 itself, for the few fixed statements Drizzle cannot batch. */
export type Database = DrizzleD1Database<typeof schema> & { readonly $client: D1Client };

/** Drizzle over a D1 session (a request's, reading from replicas) or the database itself (the primary). */
export const database = (d1: D1Client): Database => drizzle(d1 as D1Database, { schema });
