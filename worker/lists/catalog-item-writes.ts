import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { catalogItems, catalogs } from '../db/schema/index.ts';

/**
 * The row for a story added at the end of a list. Its position is computed in the insert itself,
 * so two saves at once cannot share one.
 */
export const newCatalogItem = (catalogId: string, postId: string) => ({
  catalogItemId: `${catalogId}:${postId}`,
  catalogId,
  entityType: 'POST' as const,
  entityId: postId,
  position: sql`(select coalesce(max(${catalogItems.position}), 0) + 1 from ${catalogItems} where ${catalogItems.catalogId} = ${catalogId})`,
});

/** Marks a list changed, which orders a reader's lists (latest changed first). */
export const touchCatalog = (db: Database, catalogId: string, now: Date) =>
  db.update(catalogs).set({ updatedAt: now }).where(eq(catalogs.id, catalogId));
