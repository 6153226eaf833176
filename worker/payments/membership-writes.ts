import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MembershipChange } from './membership-change.ts';
import type { Database } from '../db/client.ts';
import { randomHex } from '../../shared/hex.ts';
import { memberships, users } from '../db/schema/index.ts';

/**
 * Records a paid checkout and makes its reader a member, keeping an earlier start date. True the
 * first time only: Stripe may deliver the same event twice, and nobody should hear of it twice.
 */
export async function startMembership(
  db: Database,
  change: Extract<MembershipChange, { kind: 'start' }>,
  now: Date,
): Promise<boolean> {
  const reader = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, change.userId), isNull(users.deletedAt)))
    .get();
  if (!reader) return false;
  const [inserted] = await db.batch([
    db
      .insert(memberships)
      .values({
        id: randomHex(12),
        userId: change.userId,
        referrerId: change.referrerId,
        plan: change.plan,
        provider: 'STRIPE',
        providerRef: change.providerRef,
        subscriptionRef: change.subscriptionRef,
        startedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: memberships.id }),
    db
      .update(users)
      .set({ mediumMemberAt: sql`coalesce(${users.mediumMemberAt}, ${now.getTime()})` })
      .where(eq(users.id, change.userId)),
  ]);
  return inserted.length > 0;
}

/**
 * The subscription ended: its reader is a lapsed member (docs/spec-checklist.md 1 §3), who can resume, and the
 * membership has an end (a gift redeemed later starts from it, and does not take it for one
 * that still renews).
 */
export async function endMembership(db: Database, subscriptionRef: string, now: Date): Promise<void> {
  const reader = db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(eq(memberships.subscriptionRef, subscriptionRef));
  // a gift redeemed while the subscription ran out carries the membership on
  const giftRunsOn = sql`exists (select 1 from ${memberships} where ${memberships.userId} = ${users.id} and ${memberships.provider} = 'MEDIUM_GIFT' and ${memberships.cancelAt} > ${now.getTime()})`;
  await db.batch([
    db
      .update(users)
      .set({ mediumMemberAt: null, hasPastMemberships: true })
      .where(and(inArray(users.id, reader), sql`not ${giftRunsOn}`)),
    db
      .update(memberships)
      .set({ cancelAt: sql`coalesce(${memberships.cancelAt}, ${now.getTime()})` })
      .where(eq(memberships.subscriptionRef, subscriptionRef)),
  ]);
}

/** The reader's current membership: the latest checkout. */
export const currentMembership = (db: Database, userId: string) =>
  db
    .select()
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.startedAt))
    .limit(1)
    .get();

export const setMembershipCancelAt = (db: Database, id: string, cancelAt: Date | null) =>
  db.update(memberships).set({ cancelAt }).where(eq(memberships.id, id));
