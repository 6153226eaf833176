import { and, eq, sql } from 'drizzle-orm';
import { lockedSourceFor, taxStatusOf, type PayoutAccountState } from '../../shared/partner/enrollment.ts';
import type { Database } from '../db/client.ts';
import { partnerAccounts, partnerFeatureRequests, posts, users } from '../db/schema/index.ts';

export const partnerAccountOf = (db: Database, userId: string) =>
  db.select().from(partnerAccounts).where(eq(partnerAccounts.userId, userId)).get();

/** The country a writer is paid in; it cannot change once Stripe holds an account for it. */
export const chooseCountry = (db: Database, userId: string, country: string, now: Date) =>
  db
    .insert(partnerAccounts)
    .values({ userId, country, updatedAt: now })
    .onConflictDoUpdate({
      target: partnerAccounts.userId,
      set: { country, updatedAt: now },
      setWhere: sql`${partnerAccounts.stripeAccountId} is null`,
    });

export const setPayoutAccountId = (db: Database, userId: string, accountId: string, now: Date) =>
  db
    .update(partnerAccounts)
    .set({ stripeAccountId: accountId, updatedAt: now })
    .where(eq(partnerAccounts.userId, userId));

/** What Stripe says of a connected account now, and the tax status it implies for its writer, in one batch. */
export async function updatePayoutAccount(
  db: Database,
  accountId: string,
  state: PayoutAccountState,
  now: Date,
): Promise<void> {
  const owner = db
    .select({ userId: partnerAccounts.userId })
    .from(partnerAccounts)
    .where(eq(partnerAccounts.stripeAccountId, accountId));
  await db.batch([
    db
      .update(partnerAccounts)
      .set({ ...state, updatedAt: now })
      .where(eq(partnerAccounts.stripeAccountId, accountId)),
    db
      .update(users)
      .set({ taxDocumentStatus: taxStatusOf(state) })
      .where(sql`${users.id} in ${owner}`),
  ]);
}

/**
 * Joins or leaves the program: the enrollment, and the locked-post source of each of the
 * writer's members-only stories (whether their member reading time earns), together.
 */
export async function setEnrollment(
  db: Database,
  userId: string,
  enrollment: 'ENROLLED' | 'NOT_ENROLLED',
  now: Date,
): Promise<void> {
  await db.batch([
    db
      .update(users)
      .set(
        enrollment === 'ENROLLED'
          ? { partnerProgramEnrollment: enrollment, hightowerTermsAcceptedAt: now }
          : { partnerProgramEnrollment: enrollment },
      )
      .where(eq(users.id, userId)),
    db
      .update(posts)
      .set({ lockedSource: lockedSourceFor('LOCKED', enrollment) })
      .where(and(eq(posts.creatorId, userId), eq(posts.visibility, 'LOCKED'))),
  ]);
}

/** A writer asks for a members-only story of theirs to be featured; asking again changes nothing. */
export const requestFeature = (db: Database, postId: string, userId: string, now: Date) =>
  db.insert(partnerFeatureRequests).values({ postId, requestedBy: userId, requestedAt: now }).onConflictDoNothing();
