import { TRAFFIC_SOURCES } from '../../../shared/content/enumerations.ts';
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { cascadingReference, createdAt, flag, timestamp } from './columns.ts';
import { users } from './users.ts';

/** Notifications, one row per event; rollups are computed when read (docs/spec-checklist.md 1 §2.11). */
export const notifications = sqliteTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: cascadingReference('user_id', () => users.id),
    notificationType: text('notification_type').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    postId: text('post_id'),
    collectionId: text('collection_id'),
    catalogId: text('catalog_id'),
    responsePostId: text('response_post_id'),
    noteId: text('note_id'),
    noteReplyId: text('note_reply_id'),
    quoteId: text('quote_id'),
    milestoneArg: integer('milestone_arg'),
    /** Notifications with the same key roll up into one row with several actors. */
    rollupKey: text('rollup_key').notNull(),
    occurredAt: timestamp('occurred_at').notNull(),
    /** When its e-mail was claimed for sending: each notification is mailed at most once, however often its job comes. */
    mailedAt: timestamp('mailed_at'),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.occurredAt)],
);

/** Each topic digest sent, by person and period (shared/notifications/topic-digest.ts): claimed before its mail goes, so none goes twice. */
export const digestDeliveries = sqliteTable(
  'digest_deliveries',
  {
    userId: cascadingReference('user_id', () => users.id),
    period: text('period').notNull(),
    sentAt: timestamp('sent_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.period] })],
);

/** Reading-meter counters per viewer: day, week, month, and month of posts not their own (docs/spec-checklist.md 3 §4). */
export const meteringCounts = sqliteTable(
  'metering_counts',
  {
    userId: cascadingReference('user_id', () => users.id),
    window: text('window', { enum: ['day', 'week', 'month', 'month_not_owned'] }).notNull(),
    windowStart: timestamp('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.window] })],
);

/**
 * The members-only stories a reader opened with the meter's free stories, per month.
 * The key is `u:{userId}` for a signed-in reader and `v:{visitorId}` for a visitor (the `mv`
 * cookie), so a visitor's month follows them across the hosts that /m/global-identity joins.
 */
export const meterUnlocks = sqliteTable(
  'meter_unlocks',
  {
    meterKey: text('meter_key').notNull(),
    monthStart: timestamp('month_start').notNull(),
    postId: text('post_id').notNull(),
    unlockedAt: timestamp('unlocked_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.meterKey, table.monthStart, table.postId] })],
);

/** One-use tokens that carry a visitor's meter from the main site to another host (/m/global-identity). */
export const meterHandoffs = sqliteTable('meter_handoffs', {
  tokenHash: text('token_hash').primaryKey(),
  visitorId: text('visitor_id').notNull(),
  /** The only host that may spend it. */
  host: text('host').notNull(),
  expiresAt: timestamp('expires_at').notNull(),
});

/** Client events (docs/spec-checklist.md 3 §3 "Event record"), ingested through the queue. */
export const events = sqliteTable(
  'events',
  {
    eventId: text('event_id').primaryKey(),
    key: text('key').notNull(),
    type: text('type').notNull(),
    data: text('data', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    timestamp: timestamp('timestamp').notNull(),
    userId: text('user_id'),
    createdAt: createdAt(),
    /** Counted in the stats rollups: the flag and the counts change in one transaction, so once. */
    rolledUp: flag('rolled_up'),
  },
  (table) => [
    index('events_type_idx').on(table.type, table.timestamp),
    index('events_created_idx').on(table.createdAt),
    // the rollup reads only what it has not counted yet
    index('events_pending_idx').on(table.type).where(sql`rolled_up = 0`),
  ],
);

/**
 * Stats per story per UTC day, rolled up from reading events (worker/stats/roll-up-writes.ts).
 * Pages read these, never the raw events, so a chart costs the same with a thousand events or a
 * million.
 */
export const postStatsDaily = sqliteTable(
  'post_stats_daily',
  {
    postId: text('post_id').notNull(),
    /** YYYY-MM-DD, in UTC. */
    day: text('day').notNull(),
    views: integer('views').notNull().default(0),
    reads: integer('reads').notNull().default(0),
    claps: integer('claps').notNull().default(0),
    readingTimeMs: integer('reading_time_ms').notNull().default(0),
    /** Members' share of the reading time: what the Partner Program's earnings divide. */
    memberReadingTimeMs: integer('member_reading_time_ms').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.postId, table.day] })],
);

/** Views per story per UTC day by where the reader came from (docs/spec-checklist.md 3 §3 traffic sources). */
export const postReferrersDaily = sqliteTable(
  'post_referrers_daily',
  {
    postId: text('post_id').notNull(),
    day: text('day').notNull(),
    source: text('source', { enum: TRAFFIC_SOURCES }).notNull(),
    /** The referring site's host for SITE and SEARCH; empty for the others. */
    host: text('host').notNull().default(''),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.postId, table.day, table.source, table.host] })],
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
    links: text('links', { mode: 'json' }).$type<string[]>().notNull().default([]),
    code: text('code'),
    /** The whole message as it would go out (newsletters, notification e-mails), so tests can read its MIME parts and headers. */
    raw: text('raw'),
    sentAt: timestamp('sent_at').notNull(),
  },
  (table) => [index('outbox_sent_idx').on(table.sentAt)],
);

/**
 * Development only: the Worker's log records (docs/spec-checklist.md 3 §3), kept here when no log provider is
 * configured, for the staff's internal status page (worker/logging/request-log.ts).
 */
export const logRecords = sqliteTable(
  'log_records',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    status: text('status').notNull(),
    message: text('message').notNull(),
    /** The whole record as a provider would receive it. */
    record: text('record', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    loggedAt: timestamp('logged_at').notNull(),
  },
  (table) => [index('log_records_logged_idx').on(table.loggedAt)],
);

/**
 * Trending stories per mode (day, week, month), overall (topic '') and per topic, as the ranking
 * job left them (worker/discovery/rank-trending.ts): pages read these, never the signals.
 */
export const trendingPosts = sqliteTable(
  'trending_posts',
  {
    mode: text('mode').notNull(),
    topicId: text('topic_id').notNull().default(''),
    position: integer('position').notNull(),
    postId: text('post_id').notNull(),
    score: real('score').notNull(),
  },
  (table) => [primaryKey({ columns: [table.mode, table.topicId, table.position] })],
);

/** The same rankings within each publication (/{collectionSlug}/trending), by the same job. */
export const trendingCollectionPosts = sqliteTable(
  'trending_collection_posts',
  {
    mode: text('mode').notNull(),
    collectionId: text('collection_id').notNull(),
    position: integer('position').notNull(),
    postId: text('post_id').notNull(),
    score: real('score').notNull(),
  },
  (table) => [primaryKey({ columns: [table.mode, table.collectionId, table.position] })],
);
