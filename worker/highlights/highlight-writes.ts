import { and, asc, desc, eq } from 'drizzle-orm';
import type { Anchor } from '../../shared/content/anchor.ts';
import type { Database } from '../db/client.ts';
import { randomHex } from '../../shared/hex.ts';
import { highlights, noteReplies, notes } from '../db/schema/index.ts';

export async function addHighlight(
  db: Database,
  userId: string,
  postId: string,
  anchor: Anchor,
  quotedText: string,
  now: Date,
): Promise<string> {
  const id = randomHex(12);
  await db.insert(highlights).values({ id, userId, postId, ...anchor, quotedText, createdAt: now });
  return id;
}

/** Removes a highlight of this reader's; false when there was none. */
export async function removeHighlight(db: Database, userId: string, highlightId: string): Promise<boolean> {
  const removed = await db
    .delete(highlights)
    .where(and(eq(highlights.id, highlightId), eq(highlights.userId, userId)))
    .returning({ id: highlights.id });
  return removed.length > 0;
}

export async function addNote(
  db: Database,
  userId: string,
  postId: string,
  anchor: Anchor,
  content: string,
  now: Date,
): Promise<string> {
  const id = randomHex(12);
  await db.insert(notes).values({ id, userId, postId, ...anchor, content, createdAt: now });
  return id;
}

export async function addNoteReply(
  db: Database,
  userId: string,
  noteId: string,
  content: string,
  now: Date,
): Promise<string> {
  const id = randomHex(12);
  await db.insert(noteReplies).values({ id, userId, noteId, content, createdAt: now });
  return id;
}

/** Private notes on a story: the writer sees all of them, anyone else only their own. */
export const visibleNotes = (db: Database, viewerId: string, post: { id: string; creatorId: string }) =>
  db
    .select()
    .from(notes)
    .where(and(eq(notes.postId, post.id), post.creatorId === viewerId ? undefined : eq(notes.userId, viewerId)))
    .orderBy(asc(notes.createdAt));

export const latestHighlights = (db: Database, userId: string, limit: number) =>
  db.select().from(highlights).where(eq(highlights.userId, userId)).orderBy(desc(highlights.createdAt)).limit(limit);
