import { and, asc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { catalogItems, collections, posts, postTags, tags, users, type PostRow } from '../db/schema/index.ts';

/** The stories of a public list, in the list's order. */
export const listPosts = (db: Database, catalogId: string, limit: number): Promise<PostRow[]> =>
  db
    .select({ post: posts })
    .from(catalogItems)
    .innerJoin(posts, eq(posts.id, catalogItems.entityId))
    .where(
      and(
        eq(catalogItems.catalogId, catalogId),
        eq(catalogItems.entityType, 'POST'),
        isNotNull(posts.firstPublishedAt),
        isNull(posts.deletedAt),
        ne(posts.visibility, 'UNLISTED'),
      ),
    )
    .orderBy(asc(catalogItems.position))
    .limit(limit)
    .then((rows) => rows.map((row) => row.post));

/** What a feed's items show besides their stories, in one batch: their writers, publications and tags. */
export async function feedItemParts(db: Database, rows: readonly PostRow[]) {
  if (rows.length === 0) return { creators: [], publications: [], postTagRows: [] };
  const ids = rows.map((row) => row.id);
  const [creators, publications, postTagRows] = await db.batch([
    db
      .select()
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((row) => row.creatorId))])),
    db
      .select()
      .from(collections)
      .where(
        inArray(collections.id, [...new Set(rows.flatMap((row) => (row.collectionId ? [row.collectionId] : [])))]),
      ),
    db
      .select({ postId: postTags.postId, title: tags.displayTitle })
      .from(postTags)
      .innerJoin(tags, eq(tags.slug, postTags.tagSlug))
      .where(inArray(postTags.postId, ids))
      .orderBy(asc(postTags.position)),
  ]);
  return { creators, publications, postTagRows };
}
