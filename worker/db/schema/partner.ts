import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { EarningsFlag } from '../../../shared/partner/earnings.ts';
import { cascadingReference, flag, timestamp } from './columns.ts';
import { posts } from './content.ts';
import { users } from './users.ts';

/**
 * A writer's way into the Partner Program: the country they are paid in and their
 * Stripe Connect Express account, as Stripe last reported it.
 */
export const partnerAccounts = sqliteTable('partner_accounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  country: text('country').notNull(),
  stripeAccountId: text('stripe_account_id').unique(),
  detailsSubmitted: flag('details_submitted'),
  payoutsEnabled: flag('payouts_enabled'),
  disabledReason: text('disabled_reason'),
  updatedAt: timestamp('updated_at').notNull(),
});

/**
 * How long each member read each earning story, per month: the rollup adds to it, and the
 * month's earnings divide each member's share by it.
 */
export const memberReadingMonthly = sqliteTable(
  'member_reading_monthly',
  {
    /** YYYY-MM, in UTC. */
    month: text('month').notNull(),
    memberId: text('member_id').notNull(),
    postId: text('post_id').notNull(),
    readingTimeMs: integer('reading_time_ms').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.month, table.memberId, table.postId] })],
);

/** What staff decided about a story's earnings: an exclusion, a bonus, a guarantee paid ahead. */
export const postEarningTerms = sqliteTable('post_earning_terms', {
  postId: text('post_id')
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  excluded: text('excluded', { enum: ['CALL_TO_ACTION', 'META_POST'] }),
  /** Awarded for the month named. */
  bonusCents: integer('bonus_cents').notNull().default(0),
  bonusMonth: text('bonus_month'),
  guaranteeCents: integer('guarantee_cents'),
  guaranteeAccumulatedCents: integer('guarantee_accumulated_cents').notNull().default(0),
});

/** Months whose earnings are computed: the job does a month once. */
export const earningsMonths = sqliteTable('earnings_months', {
  month: text('month').primaryKey(),
  poolCents: integer('pool_cents').notNull(),
  computedAt: timestamp('computed_at').notNull(),
});

/** Each story's earnings in a month. */
export const postEarnings = sqliteTable(
  'post_earnings',
  {
    month: text('month').notNull(),
    postId: text('post_id').notNull(),
    writerId: cascadingReference('writer_id', () => users.id),
    memberReadingTimeMs: integer('member_reading_time_ms').notNull(),
    earnedCents: integer('earned_cents').notNull(),
    bonusCents: integer('bonus_cents').notNull(),
    payableCents: integer('payable_cents').notNull(),
    flags: text('flags', { mode: 'json' }).$type<EarningsFlag[]>().notNull().default(sql`'[]'`),
  },
  (table) => [
    primaryKey({ columns: [table.month, table.postId] }),
    index('post_earnings_writer_idx').on(table.writerId, table.month),
  ],
);

/** Partners asking curators to feature a members-only story (/p/{postId}/requests/partner/feature/{token}). */
export const partnerFeatureRequests = sqliteTable('partner_feature_requests', {
  postId: text('post_id')
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  requestedBy: cascadingReference('requested_by', () => users.id),
  requestedAt: timestamp('requested_at').notNull(),
});
