import {
  and,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  blocks,
  claps,
  collectionFollows,
  collectionMutes,
  follows,
  posts,
  postTags,
  postVersions,
  tagFollows,
  userMutes,
  type PostRow,
} from '../db/schema/index.ts';
import { reachesReader } from '../moderation/index.ts';

export interface PostListFilter {
  readonly creatorId?: string;
  readonly collectionId?: string;
  /** Only series (docs/spec-checklist.md 1 §3 isSeries), for /@{username}/series. */
  readonly seriesOnly?: boolean;
  /** Stories carrying this tag; stories filed under this topic; stories this user clapped for (feeds). */
  readonly tagSlug?: string;
  readonly topicId?: string;
  readonly clappedBy?: string;
  /** Responses instead of stories (a writer's responses tab). */
  readonly responses?: boolean;
  /** Stories from the writers, publications and tags this reader follows (the home feed). */
  readonly followedBy?: string;
  /** Stories from none of them (recommendations). */
  readonly notFollowedBy?: string;
  /** Leaves out what this reader muted or blocked, and writers who block them. */
  readonly hiddenFor?: string | null;
  /** Who reads the list: a limited account's stories reach only it and its followers (null: a visitor). */
  readonly readerId?: string | null;
  /** Stories filed under any of these topics; stories filed under none of those. */
  readonly topicIds?: readonly string[];
  readonly outsideTopicIds?: readonly string[];
  /** Published in [from, to): archive pages. */
  readonly publishedFrom?: Date;
  readonly publishedTo?: Date;
  /** Items strictly after this cursor (publishedAt desc, id desc). */
  readonly before?: { readonly at: number; readonly id: string } | null;
  /** Items skipped first: a numbered page (/{collectionSlug}/all/{page}). */
  readonly offset?: number;
  readonly limit: number;
}

/**
 * Published stories in a list (home, profile, publication), newest first: not responses (unless
 * asked for them alone), not unlisted, not deleted. One query; asks for one more row than shown to know if a next page exists.
 */
export async function listPublishedPosts(
  db: Database,
  filter: PostListFilter,
): Promise<{ rows: PostRow[]; hasMore: boolean }> {
  const conditions: SQL[] = [
    isNotNull(posts.firstPublishedAt),
    isNull(posts.deletedAt),
    filter.responses ? isNotNull(posts.inResponseToPostId) : isNull(posts.inResponseToPostId),
    ne(posts.visibility, 'UNLISTED'),
    eq(posts.isSuspended, false),
    reachesReader(posts.creatorId, filter.readerId ?? null),
  ];
  if (filter.creatorId) conditions.push(eq(posts.creatorId, filter.creatorId));
  if (filter.collectionId) conditions.push(eq(posts.collectionId, filter.collectionId));
  if (filter.seriesOnly) conditions.push(eq(posts.isSeries, true));
  if (filter.tagSlug)
    conditions.push(
      inArray(posts.id, db.select({ id: postTags.postId }).from(postTags).where(eq(postTags.tagSlug, filter.tagSlug))),
    );
  if (filter.topicId) conditions.push(eq(posts.primaryTopicId, filter.topicId));
  if (filter.clappedBy)
    conditions.push(
      inArray(posts.id, db.select({ id: claps.postId }).from(claps).where(eq(claps.userId, filter.clappedBy))),
    );
  if (filter.followedBy) conditions.push(followedSources(db, filter.followedBy));
  if (filter.notFollowedBy) conditions.push(sql`not ${followedSources(db, filter.notFollowedBy)}`);
  if (filter.hiddenFor) conditions.push(...hiddenFrom(db, filter.hiddenFor));
  if (filter.topicIds) conditions.push(inArray(posts.primaryTopicId, [...filter.topicIds]));
  if (filter.outsideTopicIds && filter.outsideTopicIds.length > 0) {
    conditions.push(
      or(isNull(posts.primaryTopicId), notInArray(posts.primaryTopicId, [...filter.outsideTopicIds])) ?? sql`1`,
    );
  }
  if (filter.publishedFrom) conditions.push(gte(posts.firstPublishedAt, filter.publishedFrom));
  if (filter.publishedTo) conditions.push(lt(posts.firstPublishedAt, filter.publishedTo));
  if (filter.before) {
    const at = new Date(filter.before.at);
    // the bound first, as a range the index walks from; written as one OR of the two cases the
    // planner would look both up and sort everything older (test/stories/story-list-plans.test.ts)
    conditions.push(lte(posts.firstPublishedAt, at));
    const older = or(lt(posts.firstPublishedAt, at), lt(posts.id, filter.before.id));
    if (older) conditions.push(older);
  }
  const rows = await db
    .select()
    .from(posts)
    .where(and(...conditions))
    .orderBy(desc(posts.firstPublishedAt), desc(posts.id))
    .limit(filter.limit + 1)
    .offset(filter.offset ?? 0);
  return { rows: rows.slice(0, filter.limit), hasMore: rows.length > filter.limit };
}

/** A story is from something the reader follows: its writer, its publication or one of its tags. */
function followedSources(db: Database, readerId: string): SQL {
  return (
    or(
      inArray(
        posts.creatorId,
        db.select({ id: follows.followedId }).from(follows).where(eq(follows.followerId, readerId)),
      ),
      inArray(
        posts.collectionId,
        db
          .select({ id: collectionFollows.collectionId })
          .from(collectionFollows)
          .where(eq(collectionFollows.followerId, readerId)),
      ),
      inArray(
        posts.id,
        db
          .select({ id: postTags.postId })
          .from(postTags)
          .where(
            inArray(
              postTags.tagSlug,
              db.select({ slug: tagFollows.tagSlug }).from(tagFollows).where(eq(tagFollows.followerId, readerId)),
            ),
          ),
      ),
    ) ?? sql`0`
  );
}

/** Muted and blocked writers, writers who block the reader, and muted publications disappear from lists. */
export function hiddenFrom(db: Database, readerId: string): SQL[] {
  return [
    notInArray(
      posts.creatorId,
      db.select({ id: userMutes.mutedId }).from(userMutes).where(eq(userMutes.muterId, readerId)),
    ),
    notInArray(posts.creatorId, db.select({ id: blocks.blockedId }).from(blocks).where(eq(blocks.blockerId, readerId))),
    notInArray(posts.creatorId, db.select({ id: blocks.blockerId }).from(blocks).where(eq(blocks.blockedId, readerId))),
    or(
      isNull(posts.collectionId),
      notInArray(
        posts.collectionId,
        db
          .select({ id: collectionMutes.collectionId })
          .from(collectionMutes)
          .where(eq(collectionMutes.muterId, readerId)),
      ),
    ) ?? sql`1`,
  ];
}

/**
 * The most-clapped published stories (tag top pages and "hot"), optionally only those published
 * since a time; paged by position, since claps move.
 */
export async function listTopPosts(
  db: Database,
  filter: {
    readonly tagSlug?: string;
    readonly since: Date | null;
    readonly before?: Date;
    readonly hiddenFor: string | null;
    readonly offset: number;
    readonly limit: number;
  },
): Promise<{ rows: PostRow[]; hasMore: boolean }> {
  const conditions: SQL[] = [
    isNotNull(posts.firstPublishedAt),
    isNull(posts.deletedAt),
    isNull(posts.inResponseToPostId),
    ne(posts.visibility, 'UNLISTED'),
    eq(posts.isSuspended, false),
    reachesReader(posts.creatorId, filter.hiddenFor),
  ];
  if (filter.tagSlug)
    conditions.push(
      inArray(posts.id, db.select({ id: postTags.postId }).from(postTags).where(eq(postTags.tagSlug, filter.tagSlug))),
    );
  if (filter.since) conditions.push(gte(posts.firstPublishedAt, filter.since));
  if (filter.before) conditions.push(lt(posts.firstPublishedAt, filter.before));
  if (filter.hiddenFor) conditions.push(...hiddenFrom(db, filter.hiddenFor));
  const rows = await db
    .select()
    .from(posts)
    .where(and(...conditions))
    .orderBy(desc(posts.clapCount), desc(posts.firstPublishedAt), desc(posts.id))
    .limit(filter.limit + 1)
    .offset(filter.offset);
  return { rows: rows.slice(0, filter.limit), hasMore: rows.length > filter.limit };
}

/** A story's kept revisions, the 50 latest, newest first. */
export const keptVersions = (db: Database, postId: string) =>
  db.select().from(postVersions).where(eq(postVersions.postId, postId)).orderBy(desc(postVersions.rev)).limit(50);
