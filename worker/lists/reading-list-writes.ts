import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { likeLiterally } from '../db/like-literally.ts';
import { newCatalogItem, touchCatalog } from './catalog-item-writes.ts';
import { catalogItems, catalogs, posts } from '../db/schema/index.ts';

export type ReadingListKind = 'QUEUE' | 'READING_LIST_ARCHIVE' | 'NONE';

/** docs/spec-checklist.md 3 §3: predefined lists have ids predefined:{id}:{kind}. */
export const readingListId = (userId: string): string => `predefined:${userId}:reading-list`;

/** The reading list every reader has, as it stands before their first save (the row is made then). */
export const unsavedReadingList = (userId: string, now: Date): typeof catalogs.$inferSelect => ({
  id: readingListId(userId),
  creatorId: userId,
  name: 'Reading list',
  description: '',
  slug: 'reading-list',
  visibility: 'PRIVATE',
  predefined: 'reading-list',
  responsesLocked: false,
  isSuspended: false,
  clapCount: 0,
  createdAt: now,
  updatedAt: now,
});

const ensureReadingList = (db: Database, userId: string, now: Date) =>
  db
    .insert(catalogs)
    .values({
      id: readingListId(userId),
      creatorId: userId,
      name: 'Reading list',
      slug: 'reading-list',
      visibility: 'PRIVATE',
      predefined: 'reading-list',
      updatedAt: now,
    })
    .onConflictDoNothing();

/**
 * Puts a post in the viewer's reading list, saved (QUEUE) or archived (READING_LIST_ARCHIVE),
 * creating the list on first use. One batch: the list, the item and its state move together.
 */
export async function setReadingListState(
  db: Database,
  userId: string,
  postId: string,
  kind: Exclude<ReadingListKind, 'NONE'>,
  now: Date,
): Promise<void> {
  const catalogId = readingListId(userId);
  const archived = kind === 'READING_LIST_ARCHIVE';
  await db.batch([
    ensureReadingList(db, userId, now),
    db
      .insert(catalogItems)
      .values({ ...newCatalogItem(catalogId, postId), archived })
      .onConflictDoUpdate({ target: catalogItems.catalogItemId, set: { archived } }),
    touchCatalog(db, catalogId, now),
  ]);
}

export const removeFromReadingList = (db: Database, userId: string, postId: string, now: Date) =>
  db.batch([
    db
      .delete(catalogItems)
      .where(and(eq(catalogItems.catalogId, readingListId(userId)), eq(catalogItems.entityId, postId))),
    touchCatalog(db, readingListId(userId), now),
  ]);

/** The saved or archived posts of the reading list, newest first, optionally matching a title search. */
export async function readReadingList(
  db: Database,
  userId: string,
  archived: boolean,
  searchQuery: string | null,
  limit: number,
) {
  const catalogId = readingListId(userId);
  const conditions = [eq(catalogItems.catalogId, catalogId), eq(catalogItems.archived, archived)];
  if (searchQuery) conditions.push(likeLiterally(posts.title, searchQuery, 'containing'));
  const [items, counts] = await db.batch([
    db
      .select({ post: posts })
      .from(catalogItems)
      .innerJoin(posts, eq(posts.id, catalogItems.entityId))
      .where(and(...conditions))
      .orderBy(desc(catalogItems.position), asc(posts.id))
      .limit(limit),
    db
      .select({ archived: catalogItems.archived, value: count() })
      .from(catalogItems)
      .where(eq(catalogItems.catalogId, catalogId))
      .groupBy(catalogItems.archived),
  ]);
  return {
    posts: items.map((item) => item.post),
    counts: {
      saved: counts.find((row) => !row.archived)?.value ?? 0,
      archived: counts.find((row) => row.archived)?.value ?? 0,
    },
  };
}
