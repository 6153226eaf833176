import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { posts, sequencePosts, sequences } from '../db/schema/index.ts';

/** The writer's own published stories among `postIds` (a sequence gathers nothing else). */
export const ownPublishedPosts = (db: Database, creatorId: string, postIds: readonly string[]) =>
  postIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: posts.id })
        .from(posts)
        .where(
          and(
            inArray(posts.id, [...postIds]),
            eq(posts.creatorId, creatorId),
            isNotNull(posts.firstPublishedAt),
            isNull(posts.deletedAt),
          ),
        );

/**
 * Writes a sequence and its stories in order, in one batch. A story belongs to one sequence at
 * most, so gathering it here takes it out of any other.
 */
export async function saveSequence(
  db: Database,
  sequence: { id: string; slug: string; title: string; description: string; creatorId: string },
  postIds: readonly string[],
) {
  await db.batch([
    db
      .insert(sequences)
      .values(sequence)
      .onConflictDoUpdate({ target: sequences.id, set: { title: sequence.title, description: sequence.description } }),
    db.delete(sequencePosts).where(eq(sequencePosts.sequenceId, sequence.id)),
    ...(postIds.length > 0 ? [db.delete(sequencePosts).where(inArray(sequencePosts.postId, [...postIds]))] : []),
    ...(postIds.length > 0
      ? [
          db
            .insert(sequencePosts)
            .values(postIds.map((postId, position) => ({ sequenceId: sequence.id, postId, position }))),
        ]
      : []),
  ]);
}
