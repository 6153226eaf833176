import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { windowStart } from '../../shared/reading/metering.ts';
import { TIME } from '../../shared/constants.ts';
import { randomToken } from '../auth/random-token.ts';
import { hashToken } from '../auth/hash-token.ts';
import type { Database } from '../db/client.ts';
import { meterHandoffs, meterUnlocks } from '../db/schema/index.ts';

const monthOf = (now: Date): Date => new Date(windowStart('month', now.getTime()));

/** The members-only stories this meter opened this month, latest first. */
export async function meterUnlocksThisMonth(db: Database, meterKey: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ postId: meterUnlocks.postId })
    .from(meterUnlocks)
    .where(and(eq(meterUnlocks.meterKey, meterKey), eq(meterUnlocks.monthStart, monthOf(now))))
    .orderBy(desc(meterUnlocks.unlockedAt));
  return rows.map((row) => row.postId);
}

/**
 * Opens a story with one of the month's free stories if fewer than `limit` are spent. One
 * statement counts and inserts, so reads sent at once cannot open more than the limit between
 * them. True when the story is open to this meter afterwards.
 */
export async function spendFreeStory(
  db: Database,
  meterKey: string,
  postId: string,
  limit: number,
  now: Date,
): Promise<boolean> {
  const month = monthOf(now).getTime();
  await db.run(sql`insert into ${meterUnlocks} (meter_key, month_start, post_id, unlocked_at)
    select ${meterKey}, ${month}, ${postId}, ${now.getTime()}
    where (select count(*) from ${meterUnlocks} where meter_key = ${meterKey} and month_start = ${month}) < ${limit}
    on conflict do nothing`);
  const [opened] = await db
    .select({ postId: meterUnlocks.postId })
    .from(meterUnlocks)
    .where(
      and(
        eq(meterUnlocks.meterKey, meterKey),
        eq(meterUnlocks.monthStart, new Date(month)),
        eq(meterUnlocks.postId, postId),
      ),
    );
  return opened !== undefined;
}

/** Long enough for one redirect, short enough that a leaked address is useless. */
const HANDOFF_LIFETIME_MS = TIME.minute;

export async function issueMeterHandoff(db: Database, visitorId: string, host: string, now: Date): Promise<string> {
  const token = randomToken(32);
  await db.insert(meterHandoffs).values({
    tokenHash: await hashToken(token),
    visitorId,
    host,
    expiresAt: new Date(now.getTime() + HANDOFF_LIFETIME_MS),
  });
  return token;
}

/** Spends a handoff on the host it was made for: the visitor's meter id, once, or null. */
export async function consumeMeterHandoff(
  db: Database,
  token: string,
  host: string,
  now: Date,
): Promise<string | null> {
  const row = await db
    .delete(meterHandoffs)
    .where(
      and(
        eq(meterHandoffs.tokenHash, await hashToken(token)),
        eq(meterHandoffs.host, host),
        gt(meterHandoffs.expiresAt, now),
      ),
    )
    .returning({ visitorId: meterHandoffs.visitorId })
    .get();
  return row?.visitorId ?? null;
}
