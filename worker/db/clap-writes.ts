import { eq, sql } from 'drizzle-orm';
import { MAX_CLAPS_PER_READER } from '../../shared/content/claps.ts';
import type { Database } from './client.ts';
import { claps, posts } from './schema/index.ts';

/**
 * Adds a reader's claps, capped at 50 in the same statement (so two quick requests cannot pass
 * the cap), and recounts the story's total from the rows, in one batch. The reader's new total.
 */
export async function addClaps(db: Database, postId: string, userId: string, count: number, now: Date): Promise<number> {
  const capped = sql`min(${MAX_CLAPS_PER_READER}, ${claps.count} + ${count})`;
  const [rows] = await db.batch([
    db
      .insert(claps)
      .values({ userId, postId, count: Math.min(MAX_CLAPS_PER_READER, count), updatedAt: now })
      .onConflictDoUpdate({ target: [claps.userId, claps.postId], set: { count: capped, updatedAt: now } })
      .returning({ count: claps.count }),
    db
      .update(posts)
      .set({ clapCount: sql`(select coalesce(sum(${claps.count}), 0) from ${claps} where ${claps.postId} = ${postId})` })
      .where(eq(posts.id, postId)),
  ]);
  return rows[0]?.count ?? 0;
}
