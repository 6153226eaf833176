import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { TRASH_RETENTION_MS } from '../../shared/constants.ts';
import type { Database } from './client.ts';
import { catalogItems, posts, postTags, tags } from './schema/index.ts';

/** Trash keeps a deleted story 14 days (spec 1 §9) before the scheduled purge removes it. */
export const moveToTrash = (db: Database, postId: string, at: Date) => db.update(posts).set({ deletedAt: at }).where(eq(posts.id, postId));

export const restoreFromTrash = (db: Database, postId: string) => db.update(posts).set({ deletedAt: null }).where(eq(posts.id, postId));

/**
 * The daily purge: stories in the trash for 14 days or more are deleted with everything that
 * hangs on them (revisions, tags, claps, highlights by cascade; list entries here). Returns how many.
 */
export async function purgeTrash(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_RETENTION_MS);
  const expired = db.select({ id: posts.id }).from(posts).where(and(isNotNull(posts.deletedAt), lte(posts.deletedAt, cutoff)));
  const [, purged] = await db.batch([
    db.delete(catalogItems).where(and(eq(catalogItems.entityType, 'POST'), inArray(catalogItems.entityId, expired))),
    db.delete(posts).where(and(isNotNull(posts.deletedAt), lte(posts.deletedAt, cutoff))).returning({ id: posts.id }),
  ]);
  return purged.length;
}

/** The writer of a story can hide a response on it, and show it again (UnhidePostResponseOnParentPost). */
export const setResponseHidden = (db: Database, responseId: string, hidden: boolean) =>
  db.update(posts).set({ isHiddenOnParent: hidden }).where(eq(posts.id, responseId));

/** A tag's count is of the live, published stories that carry it. */
export const recountTags = (db: Database, slugs: readonly string[]) =>
  db
    .update(tags)
    .set({
      postCount: sql`(select count(*) from ${postTags} join ${posts} on ${posts.id} = ${postTags.postId}
        where ${postTags.tagSlug} = ${tags.slug} and ${posts.firstPublishedAt} is not null and ${posts.deletedAt} is null)`,
    })
    .where(inArray(tags.slug, [...slugs]));
