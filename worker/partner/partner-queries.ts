import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { TAX_STATUS } from '../../shared/partner/tax-banner.ts';
import type { Database } from '../db/client.ts';
import {
  memberReadingMonthly,
  partnerAccounts,
  partnerFeatureRequests,
  postEarnings,
  posts,
  users,
} from '../db/schema/index.ts';

/**
 * A writer's payout account and how many stories they published, in one batch. Published stories
 * are counted here: the user's counter is the profile's, and not kept by publishing.
 */
export async function partnerStanding(db: Database, userId: string) {
  const [[account], [stories]] = await db.batch([
    db.select().from(partnerAccounts).where(eq(partnerAccounts.userId, userId)),
    db
      .select({ count: count() })
      .from(posts)
      .where(
        and(
          eq(posts.creatorId, userId),
          isNotNull(posts.firstPublishedAt),
          isNull(posts.deletedAt),
          isNull(posts.inResponseToPostId),
        ),
      ),
  ]);
  return { account: account ?? null, publishedStories: stories?.count ?? 0 };
}

/**
 * A writer's earnings in three queries sent as one batch, however many stories and months: by
 * month (the last 24), by story (the 50 that paid most, with their latest flags and feature
 * request), and the members' reading time of `thisMonth` (YYYY-MM) so far.
 */
export async function earningsOf(db: Database, writerId: string, thisMonth: string) {
  const earned = sql<number>`sum(${postEarnings.earnedCents})`;
  const payable = sql<number>`sum(${postEarnings.payableCents})`;
  const reading = sql<number>`sum(${postEarnings.memberReadingTimeMs})`;
  const latestFlags = sql<string>`(select e2.flags from post_earnings e2 where e2.post_id = ${postEarnings.postId} order by e2.month desc limit 1)`;
  const [months, stories, current] = await db.batch([
    db
      .select({ month: postEarnings.month, earnedCents: earned, payableCents: payable, memberReadingTimeMs: reading })
      .from(postEarnings)
      .where(eq(postEarnings.writerId, writerId))
      .groupBy(postEarnings.month)
      .orderBy(desc(postEarnings.month))
      .limit(24),
    db
      .select({
        postId: postEarnings.postId,
        earnedCents: earned,
        payableCents: payable,
        memberReadingTimeMs: reading,
        flags: latestFlags,
        featureRequestedAt: sql<
          number | null
        >`(select ${partnerFeatureRequests.requestedAt} from ${partnerFeatureRequests} where ${partnerFeatureRequests.postId} = ${postEarnings.postId})`,
      })
      .from(postEarnings)
      .where(eq(postEarnings.writerId, writerId))
      .groupBy(postEarnings.postId)
      .orderBy(desc(payable))
      .limit(50),
    db
      .select({ ms: sql<number>`coalesce(sum(${memberReadingMonthly.readingTimeMs}), 0)` })
      .from(memberReadingMonthly)
      .innerJoin(posts, eq(posts.id, memberReadingMonthly.postId))
      .where(and(eq(memberReadingMonthly.month, thisMonth), eq(posts.creatorId, writerId))),
  ]);
  return { months, stories, thisMonthReadingMs: current[0]?.ms ?? 0 };
}

/** Enrolled partners whose tax forms are missing or invalid, with the dates their reminders count from. */
export const partnersMissingTaxForms = (db: Database) =>
  db
    .select({
      id: users.id,
      status: users.taxDocumentStatus,
      firstWithheldAt: users.earningsFirstWithheldAt,
      limitedAt: users.earningsLimitedAt,
      forfeitedAt: users.earningsForfeitedAt,
    })
    .from(users)
    .where(
      and(
        eq(users.partnerProgramEnrollment, 'ENROLLED'),
        inArray(users.taxDocumentStatus, [TAX_STATUS.notSubmitted, TAX_STATUS.invalid]),
        isNull(users.deletedAt),
      ),
    );
