import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { posts, sequencePosts, sequences, users } from '../db/schema/index.ts';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { StoryIds } from '../stories/index.ts';

export const sequenceById = (db: Database, id: string) => db.select().from(sequences).where(eq(sequences.id, id)).get();

export const sequenceBySlug = (db: Database, slug: string) =>
  db.select().from(sequences).where(eq(sequences.slug, slug)).get();

/**
 * One page of the sequence library: every sequence with a story a reader can open (published,
 * listed, not suspended, by a writer who reaches readers), the newest first, each with how many.
 */
export const sequenceLibraryPage = (db: Database, limit: number, offset: number) =>
  db
    .select({ sequence: sequences, storyCount: count(posts.id) })
    .from(sequences)
    .innerJoin(users, eq(users.id, sequences.creatorId))
    .innerJoin(sequencePosts, eq(sequencePosts.sequenceId, sequences.id))
    .innerJoin(posts, eq(posts.id, sequencePosts.postId))
    .where(
      and(
        isNotNull(posts.firstPublishedAt),
        isNull(posts.deletedAt),
        eq(posts.isSuspended, false),
        ne(posts.visibility, 'UNLISTED'),
        eq(users.isSuspended, false),
        eq(users.isLimited, false),
        isNull(users.deletedAt),
      ),
    )
    .groupBy(sequences.id)
    .orderBy(desc(sequences.createdAt), desc(sequences.id))
    .limit(limit)
    .offset(offset);

/** The series each story is in. */
export const seriesOfStories = (db: DrizzleD1Database, postIds: StoryIds) =>
  db
    .select({ postId: sequencePosts.postId, sequence: sequences })
    .from(sequencePosts)
    .innerJoin(sequences, eq(sequences.id, sequencePosts.sequenceId))
    .where(inArray(sequencePosts.postId, postIds));

/** The series of these stories, as a subquery. */
export const seriesIdsOfStories = (db: DrizzleD1Database, postIds: StoryIds) =>
  db.select({ id: sequencePosts.sequenceId }).from(sequencePosts).where(inArray(sequencePosts.postId, postIds));

type SeriesIds = string[] | ReturnType<typeof seriesIdsOfStories>;

/** A series' stories a reader can open: published, not deleted. */
const openedStoriesOf = (sequenceIds: SeriesIds) =>
  and(inArray(sequencePosts.sequenceId, sequenceIds), isNotNull(posts.firstPublishedAt), isNull(posts.deletedAt));

/** The published stories of each series (ids, or a subquery naming them), in the writer's order. */
export const storiesOfSeries = (db: DrizzleD1Database, sequenceIds: SeriesIds) =>
  db
    .select({ sequenceId: sequencePosts.sequenceId, post: posts })
    .from(sequencePosts)
    .innerJoin(posts, eq(posts.id, sequencePosts.postId))
    .where(openedStoriesOf(sequenceIds))
    .orderBy(asc(sequencePosts.position));

/** A story of a series as its navigation names it. */
export interface SequencePart {
  readonly postId: string;
  readonly title: string;
}

/**
 * The same stories as storiesOfSeries, by id and title only: what a story's series navigation
 * shows. A story page reads these, not whole stories, so its cost does not grow with the
 * length of its series (a whole story carries its content).
 */
export const partsOfSeries = (db: DrizzleD1Database, sequenceIds: SeriesIds) =>
  db
    .select({ sequenceId: sequencePosts.sequenceId, postId: posts.id, title: posts.title })
    .from(sequencePosts)
    .innerJoin(posts, eq(posts.id, sequencePosts.postId))
    .where(openedStoriesOf(sequenceIds))
    .orderBy(asc(sequencePosts.position));
