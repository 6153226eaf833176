import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamp } from './columns.ts';
import { collections, posts, tags } from './content.ts';
import { users } from './users.ts';

export const collectionFollows = sqliteTable(
  'collection_follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.followerId, table.collectionId] }), index('collection_follows_collection_idx').on(table.collectionId)],
);

export const collectionMutes = sqliteTable(
  'collection_mutes',
  {
    muterId: text('muter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.muterId, table.collectionId] })],
);

export const tagFollows = sqliteTable(
  'tag_follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tagSlug: text('tag_slug')
      .notNull()
      .references(() => tags.slug, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.followerId, table.tagSlug] })],
);

/** Claps per viewer per post (at most 50 each); posts.clap_count holds the total. */
export const claps = sqliteTable(
  'claps',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    updatedAt: timestamp('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.postId] }), index('claps_post_idx').on(table.postId)],
);

/** Highlights (quotes) anchored to a paragraph by name and offsets. */
export const highlights = sqliteTable(
  'highlights',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    paragraphName: text('paragraph_name').notNull(),
    startOffset: integer('start_offset').notNull(),
    endOffset: integer('end_offset').notNull(),
    /** The quoted text when it was made, so the quote survives later edits. */
    quotedText: text('quoted_text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('highlights_post_idx').on(table.postId), index('highlights_user_idx').on(table.userId, table.createdAt)],
);

/** Private notes from a reader to the writer, anchored like highlights. */
export const notes = sqliteTable(
  'notes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    paragraphName: text('paragraph_name').notNull(),
    startOffset: integer('start_offset').notNull(),
    endOffset: integer('end_offset').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('notes_post_idx').on(table.postId)],
);

export const noteReplies = sqliteTable(
  'note_replies',
  {
    id: text('id').primaryKey(),
    noteId: text('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('note_replies_note_idx').on(table.noteId)],
);
