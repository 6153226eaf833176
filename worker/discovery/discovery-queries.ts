import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { idList } from '../db/id-list.ts';
import {
  claps,
  collectionFollows,
  follows,
  posts,
  postTags,
  readingHistory,
  tagFollows,
  tags,
  topics,
  trendingPosts,
} from '../db/schema/index.ts';
import { reachesReader } from '../moderation/index.ts';

/** One page of a user's followers or of the people they follow, latest first, paged by position. */
export async function listFollowIds(
  db: Database,
  userId: string,
  direction: 'followers' | 'following',
  offset: number,
  limit: number,
): Promise<{ ids: string[]; hasMore: boolean }> {
  const [mine, theirs] =
    direction === 'followers' ? [follows.followedId, follows.followerId] : [follows.followerId, follows.followedId];
  const rows = await db
    .select({ id: theirs })
    .from(follows)
    .where(eq(mine, userId))
    .orderBy(desc(follows.createdAt), asc(theirs))
    .limit(limit + 1)
    .offset(offset);
  return { ids: rows.slice(0, limit).map((row) => row.id), hasMore: rows.length > limit };
}

/** One page of a publication's followers, latest first, paged by position. */
export async function listCollectionFollowerIds(
  db: Database,
  collectionId: string,
  offset: number,
  limit: number,
): Promise<{ ids: string[]; hasMore: boolean }> {
  const rows = await db
    .select({ id: collectionFollows.followerId })
    .from(collectionFollows)
    .where(eq(collectionFollows.collectionId, collectionId))
    .orderBy(desc(collectionFollows.createdAt), asc(collectionFollows.followerId))
    .limit(limit + 1)
    .offset(offset);
  return { ids: rows.slice(0, limit).map((row) => row.id), hasMore: rows.length > limit };
}

/** The publications a user follows. */
export const followedCollectionIds = async (db: Database, userId: string): Promise<string[]> =>
  (
    await db
      .select({ id: collectionFollows.collectionId })
      .from(collectionFollows)
      .where(eq(collectionFollows.followerId, userId))
      .orderBy(desc(collectionFollows.createdAt))
      .limit(50)
  ).map((row) => row.id);

/** Whether the viewer follows each tag. */
export async function followedTagSlugs(db: Database, userId: string, slugs: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ slug: tagFollows.tagSlug })
    .from(tagFollows)
    .where(and(eq(tagFollows.followerId, userId), inArray(tagFollows.tagSlug, [...slugs])));
  return new Set(rows.map((row) => row.slug));
}

/** Every tag a reader follows, by name. */
export const allFollowedTagSlugs = async (db: Database, userId: string): Promise<string[]> =>
  (
    await db
      .select({ slug: tagFollows.tagSlug })
      .from(tagFollows)
      .where(eq(tagFollows.followerId, userId))
      .orderBy(tagFollows.tagSlug)
      .limit(500)
  ).map((row) => row.slug);

const PUBLISHED = sql`p.first_published_at is not null and p.deleted_at is null and p.in_response_to_post_id is null and p.visibility != 'UNLISTED' and p.is_suspended = 0 and ${reachesReader(sql`p.creator_id`, null)}`;

/** The writers whose stories in a tag drew the most claps. */
export async function topWriterIds(db: Database, tagSlug: string, limit: number): Promise<string[]> {
  const rows = await db.all<{ creator_id: string }>(sql`
    select p.creator_id as creator_id from ${postTags} pt join ${posts} p on p.id = pt.post_id
    where pt.tag_slug = ${tagSlug} and ${PUBLISHED}
    group by p.creator_id order by sum(p.clap_count) desc, count(*) desc, p.creator_id limit ${limit}`);
  return rows.map((row) => row.creator_id);
}

/** Awards: the tags in which each writer is among the top writers. */
export async function topWriterTags(
  db: Database,
  userIds: readonly string[],
  rankLimit: number,
): Promise<Map<string, string[]>> {
  const rows = await db.all<{ creator_id: string; tag_slug: string }>(sql`
    select creator_id, tag_slug from (
      select p.creator_id as creator_id, pt.tag_slug as tag_slug,
        rank() over (partition by pt.tag_slug order by sum(p.clap_count) desc, count(*) desc) as place,
        sum(p.clap_count) as total
      from ${postTags} pt join ${posts} p on p.id = pt.post_id
      where pt.tag_slug in (select tag_slug from ${postTags} where post_id in (select id from ${posts} where creator_id in (${idList(userIds)}))) and ${PUBLISHED}
      group by pt.tag_slug, p.creator_id
    ) where creator_id in (${idList(userIds)}) and place <= ${rankLimit} and total > 0
    order by tag_slug`);
  const byUser = new Map(userIds.map((id) => [id, [] as string[]]));
  for (const row of rows) byUser.get(row.creator_id)?.push(row.tag_slug);
  return byUser;
}

/**
 * /awards/top-writer: the top writers of the busiest tags, each tag's first `perTag` (the same
 * ranking as a tag's top writers and a writer's awards), in one query.
 */
export async function topWritersOfBusiestTags(
  db: Database,
  tagLimit: number,
  perTag: number,
): Promise<{ tagSlug: string; writerIds: string[] }[]> {
  const rows = await db.all<{ tag_slug: string; creator_id: string }>(sql`
    with busiest as (select slug from ${tags} where post_count > 0 order by post_count desc, slug limit ${tagLimit})
    select tag_slug, creator_id from (
      select pt.tag_slug as tag_slug, p.creator_id as creator_id,
        rank() over (partition by pt.tag_slug order by sum(p.clap_count) desc, count(*) desc, p.creator_id) as place,
        sum(p.clap_count) as total
      from ${postTags} pt join ${posts} p on p.id = pt.post_id
      where pt.tag_slug in (select slug from busiest) and ${PUBLISHED}
      group by pt.tag_slug, p.creator_id
    ) where place <= ${perTag} and total > 0
    order by tag_slug, place`);
  const byTag = new Map<string, string[]>();
  for (const row of rows) byTag.set(row.tag_slug, [...(byTag.get(row.tag_slug) ?? []), row.creator_id]);
  return [...byTag].map(([tagSlug, writerIds]) => ({ tagSlug, writerIds }));
}

/** The tags with the most stories, to follow (/customize-topics). */
export const tagsWithMostStories = (db: Database, limit: number) =>
  db.select().from(tags).where(gt(tags.postCount, 0)).orderBy(desc(tags.postCount), asc(tags.slug)).limit(limit);

/** Topics of stories the reader clapped for or opened, and of the writers they follow: the home feed recommends from these. */
export async function readerTopicIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db.all<{ id: string }>(sql`
    select distinct p.primary_topic_id as id from ${posts} p
    where p.primary_topic_id is not null and (
      p.id in (select post_id from ${claps} where user_id = ${userId})
      or p.id in (select post_id from ${readingHistory} where user_id = ${userId})
      or p.creator_id in (select followed_id from ${follows} where follower_id = ${userId})
    ) limit 20`);
  return rows.map((row) => row.id);
}

/**
 * One trending ranking (a mode, overall or in a topic: rank-trending.ts writes them) in one batch:
 * its stories' ids in order, and the public topics that have a ranking of their own in that mode.
 */
export async function trendingRanking(db: Database, mode: string, topicId: string | null) {
  const [ranked, ranking] = await db.batch([
    db
      .select({ postId: trendingPosts.postId })
      .from(trendingPosts)
      .where(and(eq(trendingPosts.mode, mode), eq(trendingPosts.topicId, topicId ?? '')))
      .orderBy(asc(trendingPosts.position)),
    db
      .selectDistinct({ topic: topics })
      .from(trendingPosts)
      .innerJoin(topics, eq(topics.id, trendingPosts.topicId))
      .where(and(eq(trendingPosts.mode, mode), ne(trendingPosts.topicId, ''), eq(topics.visibility, 'PUBLIC')))
      .orderBy(asc(topics.name)),
  ]);
  return { postIds: ranked.map((row) => row.postId), topics: ranking.map((row) => row.topic) };
}
