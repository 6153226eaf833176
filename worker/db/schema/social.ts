import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { cascadingReference, createdAt, timestamp } from './columns.ts';
import { collections, posts, tags } from './content.ts';
import { users } from './users.ts';

export const collectionFollows = sqliteTable(
  'collection_follows',
  {
    followerId: cascadingReference('follower_id', () => users.id),
    collectionId: cascadingReference('collection_id', () => collections.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.collectionId] }),
    index('collection_follows_collection_idx').on(table.collectionId),
  ],
);

export const collectionMutes = sqliteTable(
  'collection_mutes',
  {
    muterId: cascadingReference('muter_id', () => users.id),
    collectionId: cascadingReference('collection_id', () => collections.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.muterId, table.collectionId] })],
);

export const tagFollows = sqliteTable(
  'tag_follows',
  {
    followerId: cascadingReference('follower_id', () => users.id),
    tagSlug: cascadingReference('tag_slug', () => tags.slug),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.followerId, table.tagSlug] })],
);

/** A reader's mark on a story's paragraph, by the paragraph's name and offsets within it: highlights and notes. */
const readersMarkOnAParagraph = () => ({
  id: text('id').primaryKey(),
  userId: cascadingReference('user_id', () => users.id),
  postId: cascadingReference('post_id', () => posts.id),
  paragraphName: text('paragraph_name').notNull(),
  startOffset: integer('start_offset').notNull(),
  endOffset: integer('end_offset').notNull(),
});

/** Claps per viewer per post (at most 50 each); posts.clap_count holds the total. */
export const claps = sqliteTable(
  'claps',
  {
    userId: cascadingReference('user_id', () => users.id),
    postId: cascadingReference('post_id', () => posts.id),
    count: integer('count').notNull(),
    updatedAt: timestamp('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.postId] }), index('claps_post_idx').on(table.postId)],
);

/** Highlights (quotes) anchored to a paragraph by name and offsets. */
export const highlights = sqliteTable(
  'highlights',
  {
    ...readersMarkOnAParagraph(),
    /** The quoted text when it was made, so the quote survives later edits. */
    quotedText: text('quoted_text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('highlights_post_idx').on(table.postId),
    index('highlights_user_idx').on(table.userId, table.createdAt),
  ],
);
export type HighlightRow = typeof highlights.$inferSelect;

/** Private notes from a reader to the writer, anchored like highlights. */
export const notes = sqliteTable(
  'notes',
  {
    ...readersMarkOnAParagraph(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('notes_post_idx').on(table.postId)],
);
export type NoteRow = typeof notes.$inferSelect;

export const noteReplies = sqliteTable(
  'note_replies',
  {
    id: text('id').primaryKey(),
    noteId: cascadingReference('note_id', () => notes.id),
    userId: cascadingReference('user_id', () => users.id),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('note_replies_note_idx').on(table.noteId)],
);
export type NoteReplyRow = typeof noteReplies.$inferSelect;
