import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { highlights } from '../db/schema/index.ts';

/**
 * A story's most highlighted passages: one highlight of each (any one: they mark the same words)
 * and how many readers marked that passage, most marked first, then the earliest marked. One
 * query, however many passages.
 */
export const passageCounts = (db: Database, postId: string, limit: number) =>
  db
    .select({ id: sql<string>`min(${highlights.id})`, readers: count() })
    .from(highlights)
    .where(eq(highlights.postId, postId))
    .groupBy(highlights.paragraphName, highlights.startOffset, highlights.endOffset)
    .orderBy(desc(count()), asc(sql`min(${highlights.createdAt})`))
    .limit(limit);

/** How many readers highlighted the same passage as this highlight. */
export async function passageReaders(
  db: Database,
  quote: { postId: string; paragraphName: string; startOffset: number; endOffset: number },
): Promise<number> {
  const [row] = await db
    .select({ readers: count() })
    .from(highlights)
    .where(
      and(
        eq(highlights.postId, quote.postId),
        eq(highlights.paragraphName, quote.paragraphName),
        eq(highlights.startOffset, quote.startOffset),
        eq(highlights.endOffset, quote.endOffset),
      ),
    );
  return row?.readers ?? 0;
}
