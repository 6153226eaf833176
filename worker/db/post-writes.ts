import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { posts } from './schema/index.ts';

/** Trash keeps a deleted story 14 days (spec 1 §9) before a scheduled purge removes it (issue 5). */
export const moveToTrash = (db: Database, postId: string, at: Date) => db.update(posts).set({ deletedAt: at }).where(eq(posts.id, postId));

export const restoreFromTrash = (db: Database, postId: string) => db.update(posts).set({ deletedAt: null }).where(eq(posts.id, postId));

/** The writer of a story can hide a response on it, and show it again (UnhidePostResponseOnParentPost). */
export const setResponseHidden = (db: Database, responseId: string, hidden: boolean) =>
  db.update(posts).set({ isHiddenOnParent: hidden }).where(eq(posts.id, responseId));
