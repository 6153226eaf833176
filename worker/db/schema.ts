import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);

/** Writers and readers. A live custom domain serves the profile in the "user" table mode. */
export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  username: text('username').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').unique(),
  bio: text('bio').notNull().default(''),
  imageId: text('image_id'),
  hasSubdomain: integer('has_subdomain', { mode: 'boolean' }).notNull().default(false),
  customDomain: text('custom_domain').unique(),
  createdAt: createdAt(),
});

/** Publications. A domain serves the publication in the "collection" table mode. */
export const collections = sqliteTable(
  'collections',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    domain: text('domain').unique(),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('collections_creator_idx').on(table.creatorId)],
);

/** Development only: every mail, SMS and voice code sent, for a person or a test to read. */
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    to: text('recipient').notNull(),
    kind: text('kind', { enum: ['email', 'sms', 'voice'] }).notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull().default(''),
    links: text('links', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    code: text('code'),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('outbox_sent_idx').on(table.sentAt)],
);
