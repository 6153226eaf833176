import { index, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp } from './columns.ts';

/**
 * Our own index of the edge cache by tag: the Cache API cannot list or purge by tag, so every
 * stored page is written down under each of its tags (worker/cache/tag-index-writes.ts).
 */
export const edgeCacheEntries = sqliteTable(
  'edge_cache_entries',
  {
    tag: text('tag').notNull(),
    cacheKey: text('cache_key').notNull(),
    storedAt: timestamp('stored_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tag, table.cacheKey] }),
    index('edge_cache_entries_key_idx').on(table.cacheKey),
  ],
);

/** When each tag was last purged: a page rendered before that must not be stored after it. */
export const edgeCachePurges = sqliteTable('edge_cache_purges', {
  tag: text('tag').primaryKey(),
  purgedAt: timestamp('purged_at').notNull(),
});
