import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp } from './columns.ts';

/**
 * The Stripe events acted on, by id: an event Stripe delivers again, or one replayed by someone
 * who kept a signed body, finds its id here and changes nothing.
 */
export const stripeEvents = sqliteTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at').notNull(),
});
