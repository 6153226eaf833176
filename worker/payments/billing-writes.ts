import { and, desc, eq, sql } from 'drizzle-orm';
import type { BillingEvent } from './billing-event.ts';
import type { Database } from '../db/client.ts';
import { charges, stripeCustomers, stripeEvents } from '../db/schema/index.ts';

type Charge = Extract<BillingEvent, { kind: 'charge' }>;

/** Keeps which reader a Stripe customer pays for. */
export const rememberCustomer = (db: Database, customerId: string, userId: string) =>
  db.insert(stripeCustomers).values({ customerId, userId }).onConflictDoNothing();

/** Keeps a payment, or its refund: a charge reported again only updates what was refunded. */
export const recordCharge = (db: Database, { kind: _kind, ...charge }: Charge) =>
  db
    .insert(charges)
    .values(charge)
    .onConflictDoUpdate({
      target: charges.id,
      set: { refundedCents: sql`max(${charges.refundedCents}, excluded.refunded_cents)` },
    });

/** The reader's Stripe customer, the first one Stripe made for them: later checkouts reuse it. */
export const customerOf = async (db: Database, userId: string): Promise<string | null> =>
  (
    await db
      .select({ id: stripeCustomers.customerId })
      .from(stripeCustomers)
      .where(eq(stripeCustomers.userId, userId))
      .orderBy(stripeCustomers.createdAt)
      .limit(1)
      .get()
  )?.id ?? null;

const ownCharges = (db: Database, userId: string) =>
  db
    .select({ charge: charges })
    .from(charges)
    .innerJoin(
      stripeCustomers,
      and(eq(stripeCustomers.customerId, charges.customerId), eq(stripeCustomers.userId, userId)),
    );

/** The reader's payments, newest first. */
export const billingHistory = async (db: Database, userId: string) =>
  (await ownCharges(db, userId).orderBy(desc(charges.paidAt)).limit(200)).map((row) => row.charge);

/** One of the reader's payments; undefined for anyone else's. */
export const ownCharge = async (db: Database, userId: string, chargeId: string) =>
  (await ownCharges(db, userId).where(eq(charges.id, chargeId)).get())?.charge;

/** Whether Stripe's event was handled already: Stripe delivers an event at least once. */
export const stripeEventSeen = async (db: Database, eventId: string): Promise<boolean> =>
  (await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, eventId)).get()) !== undefined;

/** Notes Stripe's event as handled, once its changes are written. */
export const rememberStripeEvent = (db: Database, eventId: string, type: string, now: Date) =>
  db.insert(stripeEvents).values({ id: eventId, type, receivedAt: now }).onConflictDoNothing();
