import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { federatedPosts, posts } from '../db/schema/index.ts';

/** What was last sent of a story to the fediverse, by the digest of its Article. */
export type SentArticle = typeof federatedPosts.$inferSelect;

export const sentArticle = (db: Database, postId: string) =>
  db.select().from(federatedPosts).where(eq(federatedPosts.postId, postId)).get();

/** The writer of a story, for the Delete sent in their name. */
export const storyWriterId = async (db: Database, postId: string) =>
  (await db.select({ creatorId: posts.creatorId }).from(posts).where(eq(posts.id, postId)).get())?.creatorId;

/** Claims a story's Delete: its sent record goes, if it is still the one read; false when another run took it. */
export async function claimDeletion(db: Database, sent: SentArticle): Promise<boolean> {
  const claimed = await db
    .delete(federatedPosts)
    .where(and(eq(federatedPosts.postId, sent.postId), eq(federatedPosts.digest, sent.digest)))
    .returning();
  return claimed.length > 0;
}

/** Gives a failed Delete's claim back. */
export async function restoreSent(db: Database, sent: SentArticle): Promise<void> {
  await db.insert(federatedPosts).values(sent).onConflictDoNothing();
}

/**
 * Claims the sending of a story's new digest: replaces the sent record if it is still the one
 * read (or makes the first); false when another run took it.
 */
export async function claimSending(
  db: Database,
  postId: string,
  sent: SentArticle | undefined,
  digest: string,
  now: Date,
): Promise<boolean> {
  const claimed = sent
    ? await db
        .update(federatedPosts)
        .set({ digest, sentAt: now })
        .where(and(eq(federatedPosts.postId, postId), eq(federatedPosts.digest, sent.digest)))
        .returning()
    : await db.insert(federatedPosts).values({ postId, digest, sentAt: now }).onConflictDoNothing().returning();
  return claimed.length > 0;
}

/** Gives a failed send's claim back: the record as it was, or none. */
export async function giveBackSending(db: Database, postId: string, sent: SentArticle | undefined): Promise<void> {
  await (sent
    ? db.update(federatedPosts).set(sent).where(eq(federatedPosts.postId, postId))
    : db.delete(federatedPosts).where(eq(federatedPosts.postId, postId)));
}
