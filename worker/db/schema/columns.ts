import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/sqlite-core';

/** Times are stored as milliseconds since the epoch. */
export const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });

export const createdAt = () =>
  timestamp('created_at')
    .notNull()
    .default(sql`(unixepoch() * 1000)`);

export const flag = (name: string) => integer(name, { mode: 'boolean' }).notNull().default(false);
