import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1';
import * as schema from './schema/index.ts';

export type Database = DrizzleD1Database<typeof schema>;

export const database = (d1: D1Database): Database => drizzle(d1, { schema });
