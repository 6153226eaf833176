import { and, desc, eq, inArray, isNotNull, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';
import { claps, posts, postTags } from './schema/index.ts';

export type PostRow = typeof posts.$inferSelect;

export interface PostListFilter {
  readonly creatorId?: string;
  readonly collectionId?: string;
  /** Only series (spec 1 §3 isSeries), for /@{username}/series. */
  readonly seriesOnly?: boolean;
  /** Stories carrying this tag; stories filed under this topic; stories this user clapped for (feeds). */
  readonly tagSlug?: string;
  readonly topicId?: string;
  readonly clappedBy?: string;
  /** Items strictly after this cursor (publishedAt desc, id desc). */
  readonly before?: { readonly at: number; readonly id: string } | null;
  readonly limit: number;
}

/**
 * Published stories in a list (home, profile, publication), newest first: not responses, not
 * unlisted, not deleted. One query; asks for one more row than shown to know if a next page exists.
 */
export async function listPublishedPosts(db: Database, filter: PostListFilter): Promise<{ rows: PostRow[]; hasMore: boolean }> {
  const conditions: SQL[] = [
    isNotNull(posts.firstPublishedAt),
    isNull(posts.deletedAt),
    isNull(posts.inResponseToPostId),
    ne(posts.visibility, 'UNLISTED'),
    eq(posts.isSuspended, false),
  ];
  if (filter.creatorId) conditions.push(eq(posts.creatorId, filter.creatorId));
  if (filter.collectionId) conditions.push(eq(posts.collectionId, filter.collectionId));
  if (filter.seriesOnly) conditions.push(eq(posts.isSeries, true));
  if (filter.tagSlug) conditions.push(inArray(posts.id, db.select({ id: postTags.postId }).from(postTags).where(eq(postTags.tagSlug, filter.tagSlug))));
  if (filter.topicId) conditions.push(eq(posts.primaryTopicId, filter.topicId));
  if (filter.clappedBy) conditions.push(inArray(posts.id, db.select({ id: claps.postId }).from(claps).where(eq(claps.userId, filter.clappedBy))));
  if (filter.before) {
    const at = new Date(filter.before.at);
    const older = or(lt(posts.firstPublishedAt, at), and(eq(posts.firstPublishedAt, at), lt(posts.id, filter.before.id)));
    if (older) conditions.push(older);
  }
  const rows = await db
    .select()
    .from(posts)
    .where(and(...conditions))
    .orderBy(desc(posts.firstPublishedAt), desc(posts.id))
    .limit(filter.limit + 1);
  return { rows: rows.slice(0, filter.limit), hasMore: rows.length > filter.limit };
}
