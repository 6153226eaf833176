import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { MEMBERSHIP_PLANS } from '../../shared/membership/plans.ts';
import { MEMBER_SHARE_CENTS, monthlyEarnings, type MemberMonth } from '../../shared/partner/earnings.ts';
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

/** The month before `now`'s, as YYYY-MM in UTC: the one the first day of a month pays for. */
export const previousMonth = (now: Date): string =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);

// D1 binds at most 100 values a statement; an earnings row has 8
const ROWS_PER_INSERT = 12;

/**
 * Computes and keeps a month's Partner Program earnings (shared/partner/earnings.ts) from the
 * members' reading the rollup kept. Once per month: the month's row goes in the same
 * transaction as its earnings, so a second run (the next day's cron, two at once) finds it
 * there, or fails on it and writes nothing. Answers whether this run computed the month.
 * Reads are one batch and writes another, however many members read.
 */
export async function computeMonthEarnings(db: Database, month: string, now: Date): Promise<boolean> {
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
  if (done.length > 0) return false;

  const members = new Map<string, MemberMonth & { readingMs: Map<string, number> }>();
  for (const reading of readings) {
    const plan = MEMBERSHIP_PLANS.find((candidate) => candidate === reading.plan) ?? 'monthly';
    const member = members.get(reading.memberId) ?? {
      memberId: reading.memberId,
      shareCents: MEMBER_SHARE_CENTS[plan],
      readingMs: new Map<string, number>(),
    };
    member.readingMs.set(reading.postId, reading.ms);
    members.set(reading.memberId, member);
  }
  const earnings = monthlyEarnings(
    [...members.values()],
    stories.map((story) => ({
      postId: story.postId,
      writerId: story.writerId,
      excluded: story.excluded ?? null,
      writerExcluded: story.writerSuspended || story.writerForfeited !== null,
      bonusCents: story.bonusMonth === month ? (story.bonusCents ?? 0) : 0,
      guarantee:
        story.guaranteeCents === null
          ? null
          : { cents: story.guaranteeCents, accumulatedCents: story.guaranteeAccumulatedCents ?? 0 },
    })),
  );

  const rows = earnings.stories.map((story) => ({
    month,
    postId: story.postId,
    writerId: story.writerId,
    memberReadingTimeMs: story.memberReadingMs,
    earnedCents: story.earnedCents,
    bonusCents: story.bonusCents,
    payableCents: story.payableCents,
    flags: [...story.flags],
  }));
  const inserts = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    inserts.push(db.insert(postEarnings).values(rows.slice(start, start + ROWS_PER_INSERT)));
  const guarantees = earnings.stories.flatMap((story) =>
    story.guaranteeAccumulatedCents === null
      ? []
      : [
          db
            .update(postEarningTerms)
            .set({ guaranteeAccumulatedCents: story.guaranteeAccumulatedCents })
            .where(eq(postEarningTerms.postId, story.postId)),
        ],
  );
  try {
    // the month's row first: a run that lost the race fails here, before anything else is written
    await db.batch([
      db.insert(earningsMonths).values({ month, poolCents: earnings.poolCents, computedAt: now }),
      ...inserts,
      ...guarantees,
    ]);
  } catch (error) {
    if (String(error).includes('UNIQUE') || String(error).includes('PRIMARY KEY')) return false;
    throw error;
  }
  return true;
}
