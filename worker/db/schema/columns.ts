import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, integer, text } from 'drizzle-orm/sqlite-core';

/** Times are stored as milliseconds since the epoch. */
export const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });

export const createdAt = () => timestamp('created_at').notNull().default(sql`(unixepoch() * 1000)`);

export const flag = (name: string) => integer(name, { mode: 'boolean' }).notNull().default(false);

/** A row that belongs to another: it must name one, and goes when that one goes. */
export const cascadingReference = (name: string, target: () => AnySQLiteColumn) =>
  text(name).notNull().references(target, { onDelete: 'cascade' });
