import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  earningsMonths,
  memberReadingMonthly,
  memberships,
  postEarnings,
  postEarningTerms,
  posts,
  users,
} from '../db/schema/index.ts';

// D1 binds at most 100 values a statement; an earnings row has 8
const ROWS_PER_INSERT = 12;

/**
 * What a month's earnings are computed from, in one batch: whether the month was computed
 * already, each member's reading of each story (with the member's latest plan), and the stories
 * read or owed a bonus that month, with their writers' standing and their earning terms.
 */
export async function monthReadings(db: Database, month: string) {
  const readingPosts = db
    .select({ postId: memberReadingMonthly.postId })
    .from(memberReadingMonthly)
    .where(eq(memberReadingMonthly.month, month));
  const latestPlan = sql<
    string | null
  >`(select ${memberships.plan} from ${memberships} where ${memberships.userId} = ${memberReadingMonthly.memberId} order by ${memberships.startedAt} desc limit 1)`;
  const [done, readings, stories] = await db.batch([
    db.select({ month: earningsMonths.month }).from(earningsMonths).where(eq(earningsMonths.month, month)),
    db
      .select({
        memberId: memberReadingMonthly.memberId,
        postId: memberReadingMonthly.postId,
        ms: memberReadingMonthly.readingTimeMs,
        plan: latestPlan,
      })
      .from(memberReadingMonthly)
      .where(eq(memberReadingMonthly.month, month)),
    db
      .select({
        postId: posts.id,
        writerId: posts.creatorId,
        writerSuspended: users.isSuspended,
        writerForfeited: users.earningsInternallyForfeitedAt,
        excluded: postEarningTerms.excluded,
        bonusCents: postEarningTerms.bonusCents,
        bonusMonth: postEarningTerms.bonusMonth,
        guaranteeCents: postEarningTerms.guaranteeCents,
        guaranteeAccumulatedCents: postEarningTerms.guaranteeAccumulatedCents,
      })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.creatorId))
      .leftJoin(postEarningTerms, eq(postEarningTerms.postId, posts.id))
      .where(
        or(
          inArray(posts.id, readingPosts),
          and(eq(postEarningTerms.bonusMonth, month), gt(postEarningTerms.bonusCents, 0)),
        ),
      ),
  ]);
  return { done, readings, stories };
}

/** A story's earnings for the month, and its guarantee's new running total when it has one. */
export interface StoryEarningsRow {
  readonly row: typeof postEarnings.$inferInsert;
  readonly guaranteeAccumulatedCents: number | null;
}

/**
 * Keeps a month's earnings in one transaction, the month's row first: a run that lost the race
 * fails on it before anything else is written, and answers false.
 */
export async function keepMonthEarnings(
  db: Database,
  month: string,
  poolCents: number,
  stories: readonly StoryEarningsRow[],
  now: Date,
): Promise<boolean> {
  const rows = stories.map((story) => story.row);
  const inserts = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    inserts.push(db.insert(postEarnings).values(rows.slice(start, start + ROWS_PER_INSERT)));
  const guarantees = stories.flatMap((story) =>
    story.guaranteeAccumulatedCents === null
      ? []
      : [
          db
            .update(postEarningTerms)
            .set({ guaranteeAccumulatedCents: story.guaranteeAccumulatedCents })
            .where(eq(postEarningTerms.postId, story.row.postId)),
        ],
  );
  try {
    // the month's row first: a run that lost the race fails here, before anything else is written
    await db.batch([
      db.insert(earningsMonths).values({ month, poolCents, computedAt: now }),
      ...inserts,
      ...guarantees,
    ]);
  } catch (error) {
    if (String(error).includes('UNIQUE') || String(error).includes('PRIMARY KEY')) return false;
    throw error;
  }
  return true;
}
