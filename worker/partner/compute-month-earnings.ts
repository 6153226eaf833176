import { MEMBERSHIP_PLANS } from '../../shared/membership/plans.ts';
import { MEMBER_SHARE_CENTS, monthlyEarnings, type MemberMonth } from '../../shared/partner/earnings.ts';
import type { Database } from '../db/client.ts';
import { keepMonthEarnings, monthReadings } from './earnings-writes.ts';

/** The month before `now`'s, as YYYY-MM in UTC: the one the first day of a month pays for. */
export const previousMonth = (now: Date): string =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);

/**
 * Computes and keeps a month's Partner Program earnings (shared/partner/earnings.ts) from the
 * members' reading the rollup kept. Once per month: the month's row goes in the same
 * transaction as its earnings, so a second run (the next day's cron, two at once) finds it
 * there, or fails on it and writes nothing. Answers whether this run computed the month.
 * Reads are one batch and writes another, however many members read.
 */
export async function computeMonthEarnings(db: Database, month: string, now: Date): Promise<boolean> {
  const { done, readings, stories } = await monthReadings(db, month);
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
    row: {
      month,
      postId: story.postId,
      writerId: story.writerId,
      memberReadingTimeMs: story.memberReadingMs,
      earnedCents: story.earnedCents,
      bonusCents: story.bonusCents,
      payableCents: story.payableCents,
      flags: [...story.flags],
    },
    guaranteeAccumulatedCents: story.guaranteeAccumulatedCents,
  }));
  return keepMonthEarnings(db, month, earnings.poolCents, rows, now);
}
