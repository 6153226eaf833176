import { eq, inArray, sql } from 'drizzle-orm';
import { MAX_CLAPS_PER_READER } from '../../shared/claps/claps.ts';
import type { Database } from '../db/client.ts';
import { claps, fediverseLikes, posts } from '../db/schema/index.ts';

/**
 * A story's clap count, in a statement over `posts`: its readers' claps, and each Like from the
 * fediverse as one clap. The one definition what the clap answers and what pages show share.
 */
const CLAP_COUNT = sql<number>`(select coalesce(sum(${claps.count}), 0) from ${claps} where ${claps.postId} = ${posts.id}) + (select count(*) from ${fediverseLikes} where ${fediverseLikes.postId} = ${posts.id})`;

/** The query for a story's exact clap count. */
const totalOf = (db: Database, postId: string) =>
  db.select({ total: CLAP_COUNT }).from(posts).where(eq(posts.id, postId));

/**
 * Adds a reader's claps, capped at 50 in the same statement (so two quick requests cannot pass
 * the cap), and reads the story's exact total from the readers' rows, in one round trip. The
 * story's own row is not written here: a popular story would take one write per clap on one
 * row; the jobs queue sets it from the rows instead (`recountClaps`). The story's new total.
 */
export async function addClaps(
  db: Database,
  postId: string,
  userId: string,
  count: number,
  now: Date,
): Promise<number> {
  const capped = sql`min(${MAX_CLAPS_PER_READER}, ${claps.count} + ${count})`;
  const [, [counted]] = await db.batch([
    db
      .insert(claps)
      .values({ userId, postId, count: Math.min(MAX_CLAPS_PER_READER, count), updatedAt: now })
      .onConflictDoUpdate({ target: [claps.userId, claps.postId], set: { count: capped, updatedAt: now } }),
    totalOf(db, postId),
  ]);
  return counted?.total ?? 0;
}

/** A story's exact clap count, from the rows (its stored count may trail by a queue batch). */
export const clapTotal = (db: Database, postId: string): Promise<number> =>
  totalOf(db, postId)
    .get()
    .then((row) => row?.total ?? 0);

/**
 * Sets each story's clap count to the sum of its readers' rows, in one batch: one write per story
 * however many claps a queue batch carries. Counting from the rows rather than adding deltas is
 * what makes it exact when the queue redelivers a batch or a story appears in several: a recount
 * can run any number of times. Answers the stories whose count changed.
 */
export async function recountClaps(db: Database, postIds: readonly string[]): Promise<string[]> {
  if (postIds.length === 0) return [];
  const changed = await db
    .update(posts)
    .set({ clapCount: CLAP_COUNT })
    .where(sql`${inArray(posts.id, [...postIds])} and ${posts.clapCount} <> ${CLAP_COUNT}`)
    .returning({ id: posts.id });
  return changed.map((row) => row.id);
}
