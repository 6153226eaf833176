import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { Database } from '../db/client.ts';
import { posts, postTags, postVersions, tags, topics } from '../db/schema/index.ts';

/** Stories' ids: a list, or SQL naming them (a prepared statement's). */
export type StoryIds = string[] | SQL;

/** The stories with these ids (those that exist). */
export const storiesByIds = (db: DrizzleD1Database, ids: StoryIds) =>
  db.select().from(posts).where(inArray(posts.id, ids));

/** The writers' or publications' ids of these stories, as a subquery. */
export const storyColumnOf = (
  db: DrizzleD1Database,
  column: typeof posts.creatorId | typeof posts.collectionId,
  ids: StoryIds,
) => db.select({ id: column }).from(posts).where(inArray(posts.id, ids));

/** The tags of each story, in the writer's order. */
export const tagsOfStories = (db: DrizzleD1Database, postIds: StoryIds) =>
  db
    .select({ postId: postTags.postId, tag: tags })
    .from(postTags)
    .innerJoin(tags, eq(tags.slug, postTags.tagSlug))
    .where(inArray(postTags.postId, postIds))
    .orderBy(asc(postTags.position));

/** The tags with these slugs (those that exist). */
export const tagsBySlugs = (db: Database, slugs: readonly string[]) =>
  db
    .select()
    .from(tags)
    .where(inArray(tags.slug, [...slugs]));

/** The topics with these ids (those that exist). */
export const topicsByIds = (db: Database, ids: readonly string[]) =>
  db
    .select()
    .from(topics)
    .where(inArray(topics.id, [...ids]));

/** Revisions of stories, each named by its story and number. */
export const storyVersions = (db: Database, pairs: readonly (readonly [postId: string, rev: number])[]) =>
  db
    .select()
    .from(postVersions)
    .where(or(...pairs.map(([postId, rev]) => and(eq(postVersions.postId, postId), eq(postVersions.rev, rev)))));

/** A tag by its slug; undefined when there is none. */
export const tagBySlug = (db: Database, slug: string) => db.select().from(tags).where(eq(tags.slug, slug)).get();

/** The slugs of a story's tags. */
export async function tagSlugsOfStory(db: Database, postId: string): Promise<string[]> {
  const rows = await db.select({ slug: postTags.tagSlug }).from(postTags).where(eq(postTags.postId, postId));
  return rows.map((row) => row.slug);
}
