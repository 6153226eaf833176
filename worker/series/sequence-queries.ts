import { and, count, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { posts, sequencePosts, sequences, users } from '../db/schema/index.ts';

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
