import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { CATALOG_ITEM_TYPES } from '../../../shared/content/enumerations.ts';
import { cascadingReference, createdAt, flag, timestamp } from './columns.ts';
import { posts } from './content.ts';
import { users } from './users.ts';

/**
 * Lists. Predefined ones have ids `predefined:{userId}:{kind}` (docs/spec-checklist.md 3 §3), with kinds
 * reading-list, currently-reading and purchased.
 */
export const catalogs = sqliteTable(
  'catalogs',
  {
    id: text('id').primaryKey(),
    creatorId: cascadingReference('creator_id', () => users.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    slug: text('slug').notNull(),
    visibility: text('visibility', { enum: ['PUBLIC', 'PRIVATE', 'LOCKED'] })
      .notNull()
      .default('PUBLIC'),
    predefined: text('predefined', { enum: ['reading-list', 'currently-reading', 'purchased'] }),
    responsesLocked: flag('responses_locked'),
    /** Hidden by moderators: only its owner and moderators reach it (docs/trust-and-safety.md). */
    isSuspended: flag('is_suspended'),
    clapCount: integer('clap_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at').notNull(),
  },
  (table) => [index('catalogs_creator_idx').on(table.creatorId, table.updatedAt)],
);
export type CatalogRow = typeof catalogs.$inferSelect;

export const catalogItems = sqliteTable(
  'catalog_items',
  {
    catalogItemId: text('catalog_item_id').primaryKey(),
    catalogId: cascadingReference('catalog_id', () => catalogs.id),
    entityType: text('entity_type', { enum: CATALOG_ITEM_TYPES }).notNull(),
    entityId: text('entity_id').notNull(),
    note: text('note').notNull().default(''),
    /** Reading-list items can be archived (READING_LIST_ARCHIVE) rather than removed. */
    archived: flag('archived'),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('catalog_items_catalog_idx').on(table.catalogId, table.position),
    index('catalog_items_entity_idx').on(table.entityId),
  ],
);

export const readingHistory = sqliteTable(
  'reading_history',
  {
    userId: cascadingReference('user_id', () => users.id),
    postId: cascadingReference('post_id', () => posts.id),
    readAt: timestamp('read_at').notNull(),
    /** The furthest paragraph the reader has scrolled to (/p/{postId}/state), for "Resume reading". */
    paragraphName: text('paragraph_name'),
    /** When they reached the end, or marked the story read; null while it is unfinished. */
    finishedAt: timestamp('finished_at'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.postId] }),
    index('reading_history_user_idx').on(table.userId, table.readAt),
  ],
);

/** Claps on a list, per reader (Catalog.clappers); catalogs.clap_count holds the total. */
export const catalogClaps = sqliteTable(
  'catalog_claps',
  {
    userId: cascadingReference('user_id', () => users.id),
    catalogId: cascadingReference('catalog_id', () => catalogs.id),
    count: integer('count').notNull(),
    updatedAt: timestamp('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.catalogId] }),
    index('catalog_claps_catalog_idx').on(table.catalogId, table.updatedAt),
  ],
);
