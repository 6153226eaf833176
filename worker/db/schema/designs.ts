import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { Design } from '../../../shared/design/design.ts';
import { cascadingReference, timestamp } from './columns.ts';
import { collections } from './content.ts';
import { users } from './users.ts';

/**
 * A writer's profile design (/me/design). Shown to readers while users.is_aurora_visible is on;
 * kept when it is off, so turning it back on brings it back.
 */
export const userDesigns = sqliteTable('user_designs', {
  userId: cascadingReference('user_id', () => users.id).primaryKey(),
  design: text('design', { mode: 'json' }).$type<Design>().notNull(),
  updatedAt: timestamp('updated_at').notNull(),
});

/** A publication's design (/{collectionSlug}/design); its navigation stays in collections.navigation. */
export const collectionDesigns = sqliteTable('collection_designs', {
  collectionId: cascadingReference('collection_id', () => collections.id).primaryKey(),
  design: text('design', { mode: 'json' }).$type<Omit<Design, 'navigation'>>().notNull(),
  updatedAt: timestamp('updated_at').notNull(),
});
