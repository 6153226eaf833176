import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { highlights, noteReplies, notes } from '../db/schema/index.ts';

/** The highlights with these ids (those that exist). */
export const highlightsByIds = (db: Database, ids: readonly string[]) =>
  db
    .select()
    .from(highlights)
    .where(inArray(highlights.id, [...ids]));

/** The private notes with these ids (those that exist). */
export const notesByIds = (db: Database, ids: readonly string[]) =>
  db
    .select()
    .from(notes)
    .where(inArray(notes.id, [...ids]));

/** The replies to notes with these ids (those that exist). */
export const noteRepliesByIds = (db: Database, ids: readonly string[]) =>
  db
    .select()
    .from(noteReplies)
    .where(inArray(noteReplies.id, [...ids]));

/** The replies to these notes, oldest first. */
export const repliesToNotes = (db: Database, noteIds: readonly string[]) =>
  db
    .select()
    .from(noteReplies)
    .where(inArray(noteReplies.noteId, [...noteIds]))
    .orderBy(asc(noteReplies.createdAt));
