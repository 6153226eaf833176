import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { newCatalogItem, touchCatalog } from './catalog-item-writes.ts';
import { readingListId } from './reading-list-writes.ts';
import { catalogItems, catalogs } from '../db/schema/index.ts';

type Visibility = 'PUBLIC' | 'PRIVATE';

export const insertCatalog = (
  db: Database,
  list: {
    id: string;
    creatorId: string;
    name: string;
    slug: string;
    description: string;
    visibility: Visibility;
    now: Date;
  },
) =>
  db.insert(catalogs).values({
    id: list.id,
    creatorId: list.creatorId,
    name: list.name,
    slug: list.slug,
    description: list.description,
    visibility: list.visibility,
    createdAt: list.now,
    updatedAt: list.now,
  });

export const updateCatalogRow = (
  db: Database,
  id: string,
  change: {
    name: string;
    slug: string;
    description: string;
    visibility: Visibility;
    responsesLocked: boolean;
    now: Date;
  },
) =>
  db
    .update(catalogs)
    .set({
      name: change.name,
      slug: change.slug,
      description: change.description,
      visibility: change.visibility,
      responsesLocked: change.responsesLocked,
      updatedAt: change.now,
    })
    .where(eq(catalogs.id, id));

export const deleteCatalogRow = (db: Database, id: string) => db.delete(catalogs).where(eq(catalogs.id, id));

/** Adds a story at the end of a list (once: adding it again changes nothing). */
export const addPostToCatalog = (db: Database, catalogId: string, postId: string, now: Date) =>
  db.batch([
    db
      .insert(catalogItems)
      .values({ ...newCatalogItem(catalogId, postId), createdAt: now })
      .onConflictDoNothing(),
    touchCatalog(db, catalogId, now),
  ]);

export const removePostFromCatalog = (db: Database, catalogId: string, postId: string, now: Date) =>
  db.batch([
    db.delete(catalogItems).where(and(eq(catalogItems.catalogId, catalogId), eq(catalogItems.entityId, postId))),
    touchCatalog(db, catalogId, now),
  ]);

/** A user's lists, reading list first, then the latest changed: others see only public custom lists. */
export function userCatalogs(db: Database, userId: string, includePrivate: boolean) {
  return db
    .select()
    .from(catalogs)
    .where(
      and(
        eq(catalogs.creatorId, userId),
        includePrivate
          ? or(isNull(catalogs.predefined), eq(catalogs.id, readingListId(userId)))
          : and(isNull(catalogs.predefined), eq(catalogs.visibility, 'PUBLIC'), eq(catalogs.isSuspended, false)),
      ),
    )
    .orderBy(sql`${catalogs.predefined} is null`, desc(catalogs.updatedAt))
    .limit(100);
}
