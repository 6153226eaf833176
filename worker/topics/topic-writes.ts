import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { randomHex } from '../../shared/hex.ts';
import type { Database } from '../db/client.ts';
import { posts, topics } from '../db/schema/index.ts';

type TopicFields = Pick<typeof topics.$inferInsert, 'name' | 'description' | 'visibility'>;

/** Makes the topic at `slug`, or changes it when it exists; the topic as saved. */
export const saveTopic = async (db: Database, slug: string, fields: TopicFields) =>
  (
    await db
      .insert(topics)
      .values({ id: randomHex(12), slug, ...fields })
      .onConflictDoUpdate({ target: topics.slug, set: fields })
      .returning()
  )[0];

/** The published stories among `ids`. */
export const publishedStories = (db: Database, ids: readonly string[]) =>
  db
    .select()
    .from(posts)
    .where(and(inArray(posts.id, [...ids]), isNotNull(posts.firstPublishedAt)));

/** Files the stories under the topic, as their primary topic. */
export const fileUnderTopic = (db: Database, topicId: string, postIds: readonly string[]) =>
  db
    .update(posts)
    .set({ primaryTopicId: topicId })
    .where(inArray(posts.id, [...postIds]));

/** Takes a story out of the topic; the story as it is now, or undefined when it was not in it. */
export const takeOutOfTopic = async (db: Database, topicId: string, postId: string) =>
  (
    await db
      .update(posts)
      .set({ primaryTopicId: null })
      .where(and(eq(posts.id, postId), eq(posts.primaryTopicId, topicId)))
      .returning()
  )[0];
