import { index, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { PostContent } from '../../../shared/content/paragraphs.ts';
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
  (table) => [
    uniqueIndex('email_subscribers_email_idx').on(table.email),
    index('email_subscribers_user_idx').on(table.userId),
  ],
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
 * One mailing: a published story (one issue per story, whichever newsletters carry it) or an
 * e-mail-only issue a newsletter's owner wrote. Deliveries and stats hang from it.
 */
export const newsletterIssues = sqliteTable(
  'newsletter_issues',
  {
    id: text('id').primaryKey(),
    /** The story it mails; null for an e-mail-only issue. */
    postId: text('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    /** The newsletter an e-mail-only issue was written for; null for a story. */
    newsletterId: text('newsletter_id').references(() => newsletters.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    /** An e-mail-only issue's words (a story's are the story's). */
    content: text('content', { mode: 'json' }).$type<PostContent>(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('newsletter_issues_post_idx').on(table.postId),
    index('newsletter_issues_newsletter_idx').on(table.newsletterId),
  ],
);

/**
 * Each issue goes to each subscriber once, whichever of its newsletters they are on and however
 * often the queue delivers the job: a row is claimed before the mail is sent. The provider's
 * message id ties its open reports back here; clicks come through the site's /r.
 */
export const newsletterDeliveries = sqliteTable(
  'newsletter_deliveries',
  {
    issueId: cascadingReference('issue_id', () => newsletterIssues.id),
    subscriberId: cascadingReference('subscriber_id', () => emailSubscribers.id),
    newsletterId: cascadingReference('newsletter_id', () => newsletters.id),
    sentAt: createdAt(),
    messageId: text('message_id'),
    openedAt: timestamp('opened_at'),
    clickedAt: timestamp('clicked_at'),
  },
  (table) => [
    primaryKey({ columns: [table.issueId, table.subscriberId] }),
    index('newsletter_deliveries_newsletter_idx').on(table.newsletterId),
    index('newsletter_deliveries_message_idx').on(table.messageId),
  ],
);

/** Addresses no newsletter mail goes to again: the provider reported a hard bounce or a complaint. */
export const emailSuppressions = sqliteTable('email_suppressions', {
  email: text('email').primaryKey(),
  reason: text('reason', { enum: ['BOUNCE', 'COMPLAINT'] }).notNull(),
  createdAt: createdAt(),
});
