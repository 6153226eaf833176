import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { MEMBERSHIP_PLANS } from '../../../shared/membership/plans.ts';
import { cascadingReference, createdAt, timestamp } from './columns.ts';
import { users } from './users.ts';

/**
 * The Stripe events acted on, by id: an event Stripe delivers again, or one replayed by someone
 * who kept a signed body, finds its id here and changes nothing.
 */
export const stripeEvents = sqliteTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at').notNull(),
});

/**
 * Memberships bought as gifts: one row per checkout, of one membership (plan id 29,
 * for the address named) or several (31, whose codes the buyer hands out). Pending until Stripe
 * reports the payment; its codes exist from then on.
 */
export const gifts = sqliteTable(
  'gifts',
  {
    id: text('id').primaryKey(),
    buyerId: cascadingReference('buyer_id', () => users.id),
    planType: text('plan_type', { enum: ['gift', 'group-gift'] }).notNull(),
    plan: text('plan', { enum: MEMBERSHIP_PLANS }).notNull(),
    quantity: integer('quantity').notNull(),
    recipientEmail: text('recipient_email'),
    message: text('message'),
    /** The Checkout session that paid for it, as Stripe's paid event names it. */
    checkoutRef: text('checkout_ref').unique(),
    paidAt: timestamp('paid_at'),
    createdAt: createdAt(),
  },
  (table) => [index('gifts_buyer_idx').on(table.buyerId)],
);

/** A gift's redemption codes: each makes one reader a member for the gift's term, once. */
export const giftCodes = sqliteTable(
  'gift_codes',
  {
    code: text('code').primaryKey(),
    giftId: cascadingReference('gift_id', () => gifts.id),
    redeemedBy: text('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at'),
  },
  (table) => [index('gift_codes_gift_idx').on(table.giftId)],
);

/**
 * Stripe customers by the reader they pay for: every checkout of theirs names one, and the first
 * is reused for the next, so their payments and the customer portal are in one place.
 */
export const stripeCustomers = sqliteTable(
  'stripe_customers',
  {
    customerId: text('customer_id').primaryKey(),
    userId: cascadingReference('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('stripe_customers_user_idx').on(table.userId)],
);

/**
 * Payments Stripe reported (its `charge.succeeded` and `charge.refunded` events), what billing
 * history and receipts show. Kept by customer: a charge may arrive before the checkout that
 * names its reader.
 */
export const charges = sqliteTable(
  'charges',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    currency: text('currency').notNull(),
    description: text('description').notNull().default(''),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    paidAt: timestamp('paid_at').notNull(),
  },
  (table) => [index('charges_customer_idx').on(table.customerId, table.paidAt)],
);
