import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { featuredPosts, posts, trendingCollectionPosts } from '../db/schema/index.ts';

/** The stories a publication features, the latest featured first; one that has left it since is no longer its to feature. */
export const featuredStories = async (db: Database, collectionId: string, limit: number) =>
  (
    await db
      .select({ post: posts })
      .from(featuredPosts)
      .innerJoin(posts, eq(posts.id, featuredPosts.postId))
      .where(
        and(
          eq(featuredPosts.collectionId, collectionId),
          eq(posts.collectionId, collectionId),
          isNotNull(posts.firstPublishedAt),
          isNull(posts.deletedAt),
          eq(posts.isSuspended, false),
        ),
      )
      .orderBy(desc(featuredPosts.createdAt))
      .limit(limit)
  ).map((row) => row.post);

/** The ids of a publication's stories as the trending job last ranked them in `mode`. */
export const trendingInPublication = async (db: Database, collectionId: string, mode: string, limit: number) =>
  (
    await db
      .select({ postId: trendingCollectionPosts.postId })
      .from(trendingCollectionPosts)
      .where(and(eq(trendingCollectionPosts.mode, mode), eq(trendingCollectionPosts.collectionId, collectionId)))
      .orderBy(asc(trendingCollectionPosts.position))
      .limit(limit)
  ).map((row) => row.postId);

/** Features a story in its publication (`featuredById`, the editor who does), or stops featuring it (null). */
export async function setFeatured(
  db: Database,
  collectionId: string,
  postId: string,
  featuredById: string | null,
): Promise<void> {
  if (featuredById) await db.insert(featuredPosts).values({ collectionId, postId, featuredById }).onConflictDoNothing();
  else
    await db
      .delete(featuredPosts)
      .where(and(eq(featuredPosts.collectionId, collectionId), eq(featuredPosts.postId, postId)));
}
