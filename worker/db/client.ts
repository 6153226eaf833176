import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1';
import * as schema from './schema/index.ts';

/** Drizzle over D1; `$client` is D1 itself, for the few fixed statements Drizzle cannot batch. */
export type Database = DrizzleD1Database<typeof schema> & { readonly $client: D1Database };

export const database = (d1: D1Database): Database => drizzle(d1, { schema });
