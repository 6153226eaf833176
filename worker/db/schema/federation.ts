import { index, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { cascadingReference, createdAt, timestamp } from './columns.ts';
import { posts } from './content.ts';
import { users } from './users.ts';

/** Whose actor a fediverse row belongs to: a writer or a publication (worker/federation/actor-identifier.ts). */
export const FEDERATED_KINDS = ['USER', 'PUBLICATION'] as const;

/**
 * Each actor's key pairs, made once on first use: RSA for HTTP Signatures, Ed25519 for Object
 * Integrity Proofs. The private halves are encrypted under FEDERATION_KEY_SECRET, so a copy of
 * the database alone cannot sign as a writer.
 */
export const federationKeys = sqliteTable(
  'federation_keys',
  {
    actorId: text('actor_id').notNull(),
    algorithm: text('algorithm', { enum: ['RSASSA-PKCS1-v1_5', 'Ed25519'] }).notNull(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.actorId, table.algorithm] })],
);

/** Fedify's key–value store (worker/federation/kv-store-writes.ts): cached remote documents, idempotence marks. */
export const federationKv = sqliteTable(
  'federation_kv',
  {
    key: text('key').primaryKey(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at'),
  },
  (table) => [index('federation_kv_expires_idx').on(table.expiresAt)],
);

/** Fediverse accounts following a writer or a publication; follower counts include them. */
export const fediverseFollowers = sqliteTable(
  'fediverse_followers',
  {
    localKind: text('local_kind', { enum: FEDERATED_KINDS }).notNull(),
    localId: text('local_id').notNull(),
    actorUri: text('actor_uri').notNull(),
    /** The Follow's id, which a Reject names when the writer removes the follower. */
    followId: text('follow_id').notNull(),
    handle: text('handle').notNull(),
    name: text('name').notNull().default(''),
    url: text('url'),
    inbox: text('inbox').notNull(),
    sharedInbox: text('shared_inbox'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.localKind, table.localId, table.actorUri] })],
);

/** Fediverse accounts (an actor's id) or whole servers (a host) a writer blocks or mutes. */
export const fediverseBlocks = sqliteTable(
  'fediverse_blocks',
  {
    userId: cascadingReference('user_id', () => users.id),
    target: text('target').notNull(),
    kind: text('kind', { enum: ['BLOCK', 'MUTE'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.target] })],
);

/** Likes from the fediverse, one per account and story: each counts as one clap. */
export const fediverseLikes = sqliteTable(
  'fediverse_likes',
  {
    postId: cascadingReference('post_id', () => posts.id),
    actorUri: text('actor_uri').notNull(),
    activityId: text('activity_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.actorUri] })],
);

/** Replies from the fediverse to a story, shown with its responses; the text is stored as plain paragraphs. */
export const fediverseReplies = sqliteTable(
  'fediverse_replies',
  {
    id: text('id').primaryKey(),
    postId: cascadingReference('post_id', () => posts.id),
    actorUri: text('actor_uri').notNull(),
    handle: text('handle').notNull(),
    name: text('name').notNull().default(''),
    actorUrl: text('actor_url'),
    url: text('url'),
    paragraphs: text('paragraphs', { mode: 'json' }).$type<string[]>().notNull(),
    publishedAt: timestamp('published_at').notNull(),
  },
  (table) => [index('fediverse_replies_post_idx').on(table.postId, table.publishedAt)],
);
export type FediverseReplyRow = typeof fediverseReplies.$inferSelect;

/** What the fediverse was last sent of each story (a digest of its Article), so an unchanged story sends nothing. */
export const federatedPosts = sqliteTable('federated_posts', {
  postId: text('post_id').primaryKey(),
  digest: text('digest').notNull(),
  sentAt: timestamp('sent_at').notNull(),
});

/** Deliveries made, one per activity, inbox and attempt: a message the queue hands over twice sends once. */
export const fediverseDeliveries = sqliteTable('fediverse_deliveries', {
  key: text('key').primaryKey(),
  createdAt: createdAt(),
});
