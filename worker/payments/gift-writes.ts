import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { GIFT_MONTHS, giftTermEnd, giftTermStart, newGiftCode } from '../../shared/membership/gifts.ts';
import type { Database } from '../db/client.ts';
import { giftCodes, gifts, memberships, users } from '../db/schema/index.ts';

export type GiftRow = typeof gifts.$inferSelect;

/** A paid gift with its codes, and who bought it (for the mail). */
export interface PaidGift {
  readonly gift: GiftRow;
  readonly codes: readonly string[];
  readonly buyer: { readonly name: string; readonly email: string | null };
}

/**
 * Marks a gift paid and makes its codes, in one transaction: true only for the first report of
 * its payment (Stripe may deliver it twice), so codes are made and mailed once.
 */
export async function markGiftPaid(
  db: Database,
  paid: { giftId: string; checkoutRef: string },
  now: Date,
): Promise<PaidGift | null> {
  const gift = await db.select().from(gifts).where(eq(gifts.id, paid.giftId)).get();
  if (!gift || gift.paidAt) return null;
  const codes = Array.from({ length: gift.quantity }, newGiftCode);
  // the first statement tells whether this report is the first (the gift still unpaid); the
  // codes go in on that same condition, and then the gift is marked paid
  const [marked] = await db.batch([
    db
      .update(gifts)
      .set({ checkoutRef: paid.checkoutRef })
      .where(and(eq(gifts.id, gift.id), isNull(gifts.paidAt)))
      .returning({ id: gifts.id }),
    ...codes.map((code) =>
      db.insert(giftCodes).select(
        db
          .select({
            code: sql<string>`${code}`.as('code'),
            giftId: gifts.id,
            redeemedBy: sql<null>`null`.as('redeemed_by'),
            redeemedAt: sql<null>`null`.as('redeemed_at'),
          })
          .from(gifts)
          .where(and(eq(gifts.id, gift.id), isNull(gifts.paidAt))),
      ),
    ),
    db
      .update(gifts)
      .set({ paidAt: now })
      .where(and(eq(gifts.id, gift.id), isNull(gifts.paidAt))),
  ]);
  if (marked.length === 0) return null;
  const buyer = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, gift.buyerId))
    .get();
  return {
    gift: { ...gift, paidAt: now, checkoutRef: paid.checkoutRef },
    codes,
    buyer: buyer ?? { name: 'Someone', email: null },
  };
}

export type Redemption =
  | { readonly kind: 'redeemed'; readonly endsAt: Date }
  | { readonly kind: 'unknown' | 'taken' | 'renewing' };

/**
 * Redeems a code for a reader: once, making them a member until the gift's term ends,
 * counted from the end of a membership they hold (shared/membership/gifts.ts). The code's use, the
 * membership and the member state are one transaction: a second use, at once or later, finds the
 * code taken and changes nothing.
 */
export async function redeemGiftCode(
  db: Database,
  code: string,
  reader: { id: string; mediumMemberAt: Date | null },
  now: Date,
): Promise<Redemption> {
  const found = await db
    .select({ redeemedBy: giftCodes.redeemedBy, plan: gifts.plan })
    .from(giftCodes)
    .innerJoin(gifts, eq(gifts.id, giftCodes.giftId))
    .where(and(eq(giftCodes.code, code), sql`${gifts.paidAt} is not null`))
    .get();
  if (!found) return { kind: 'unknown' };
  if (found.redeemedBy) return { kind: 'taken' };
  const held = reader.mediumMemberAt
    ? await db.select({ endsAt: memberships.cancelAt }).from(memberships).where(eq(memberships.userId, reader.id))
    : [];
  const start = giftTermStart(now, held);
  if (!start) return { kind: 'renewing' };
  const endsAt = giftTermEnd(start, GIFT_MONTHS[found.plan]);
  // the membership and the member state follow only from this very redemption
  const redeemedNow = and(eq(giftCodes.code, code), eq(giftCodes.redeemedBy, reader.id), eq(giftCodes.redeemedAt, now));
  const [taken] = await db.batch([
    db
      .update(giftCodes)
      .set({ redeemedBy: reader.id, redeemedAt: now })
      .where(and(eq(giftCodes.code, code), isNull(giftCodes.redeemedBy)))
      .returning({ code: giftCodes.code }),
    db
      .insert(memberships)
      .select(
        db
          .select({
            id: sql<string>`${crypto.randomUUID()}`.as('id'),
            userId: giftCodes.redeemedBy,
            referrerId: sql<null>`null`.as('referrer_id'),
            plan: sql<string>`${found.plan}`.as('plan'),
            provider: sql<string>`'MEDIUM_GIFT'`.as('provider'),
            providerRef: sql<string>`${`gift:${code}`}`.as('provider_ref'),
            subscriptionRef: sql<null>`null`.as('subscription_ref'),
            cancelAt: sql<number>`${endsAt.getTime()}`.as('cancel_at'),
            startedAt: sql<number>`${now.getTime()}`.as('started_at'),
          })
          .from(giftCodes)
          .where(redeemedNow),
      )
      .onConflictDoNothing(),
    db
      .update(users)
      .set({ mediumMemberAt: sql`coalesce(${users.mediumMemberAt}, ${now.getTime()})` })
      .where(
        and(
          eq(users.id, reader.id),
          inArray(users.id, db.select({ userId: giftCodes.redeemedBy }).from(giftCodes).where(redeemedNow)),
        ),
      ),
  ]);
  return taken.length > 0 ? { kind: 'redeemed', endsAt } : { kind: 'taken' };
}

/**
 * The daily cron's part: readers whose gifted membership has ended, and who hold no other that
 * runs on, become lapsed members (docs/spec-checklist.md 1 §3), who can resume.
 */
export async function endGiftMemberships(db: Database, now: Date): Promise<void> {
  const at = now.getTime();
  await db.run(sql`update users set medium_member_at = null, has_past_memberships = 1
    where medium_member_at is not null
      and id in (select user_id from memberships where provider = 'MEDIUM_GIFT' and cancel_at <= ${at})
      and not exists (select 1 from memberships where memberships.user_id = users.id and (cancel_at is null or cancel_at > ${at}))`);
}

/** A gift not yet paid for, as its buyer chose it; Checkout's completed payment marks it paid. */
export const newGift = (db: Database, gift: typeof gifts.$inferInsert) => db.insert(gifts).values(gift);

/** A gift and its codes, in one round trip, both only for its buyer (nothing for anyone else). */
export async function buyersGift(db: Database, giftId: string, buyerId: string) {
  const theirs = and(eq(gifts.id, giftId), eq(gifts.buyerId, buyerId));
  const [[gift], codes] = await db.batch([
    db.select().from(gifts).where(theirs),
    db
      .select({ code: giftCodes.code, redeemedBy: giftCodes.redeemedBy })
      .from(giftCodes)
      .innerJoin(gifts, eq(gifts.id, giftCodes.giftId))
      .where(theirs)
      .orderBy(giftCodes.code),
  ]);
  return { gift, codes };
}

/** What a gift code gives and who gave it; undefined for a code that is not one. */
export const giftOfCode = (db: Database, code: string) =>
  db
    .select({ plan: gifts.plan, paidAt: gifts.paidAt, fromName: users.name, redeemedBy: giftCodes.redeemedBy })
    .from(giftCodes)
    .innerJoin(gifts, eq(gifts.id, giftCodes.giftId))
    .innerJoin(users, eq(users.id, gifts.buyerId))
    .where(eq(giftCodes.code, code))
    .get();
