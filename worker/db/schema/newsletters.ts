import { index, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { cascadingReference, createdAt, timestamp } from './columns.ts';
import { newsletters, posts } from './content.ts';
import { users } from './users.ts';

/**
 * Everyone who gets newsletter mail, by address: a reader's own account when they have one,
 * or an address alone (a visitor, an imported list). The id is what unsubscribe links name.
 */
export const emailSubscribers = sqliteTable(
  'email_subscribers',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('email_subscribers_email_idx').on(table.email), index('email_subscribers_user_idx').on(table.userId)],
);

/**
 * A subscriber's place on one newsletter: PENDING until they confirm (double opt-in; nothing is
 * sent before), ACTIVE, or UNSUBSCRIBED (kept, so a later subscribe is a new opt-in).
 */
export const newsletterSubscriptions = sqliteTable(
  'newsletter_subscriptions',
  {
    newsletterId: cascadingReference('newsletter_id', () => newsletters.id),
    subscriberId: cascadingReference('subscriber_id', () => emailSubscribers.id),
    state: text('state', { enum: ['PENDING', 'ACTIVE', 'UNSUBSCRIBED'] }).notNull(),
    /** The confirmation link's token, hashed; cleared once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.newsletterId, table.subscriberId] }),
    index('newsletter_subscriptions_subscriber_idx').on(table.subscriberId),
    index('newsletter_subscriptions_token_idx').on(table.confirmTokenHash),
  ],
);

/**
 * Each story goes to each subscriber once, whichever of its newsletters they are on and however
 * often the queue delivers the job: a row is claimed before the mail is sent.
 */
export const newsletterDeliveries = sqliteTable(
  'newsletter_deliveries',
  {
    postId: cascadingReference('post_id', () => posts.id),
    subscriberId: cascadingReference('subscriber_id', () => emailSubscribers.id),
    newsletterId: cascadingReference('newsletter_id', () => newsletters.id),
    sentAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.subscriberId] }), index('newsletter_deliveries_newsletter_idx').on(table.newsletterId)],
);
