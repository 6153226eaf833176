import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { chunked } from '../db/chunked.ts';
import type { Database } from '../db/client.ts';
import { blocks, catalogs, collections, follows, notifications, posts, userMutes, users } from '../db/schema/index.ts';

/** Notification rows one insert carries: D1 binds at most 100 values a statement, and a row has 14. */
const ROWS_PER_STATEMENT = 7;

// the recipients go as one JSON value: D1 binds at most 100 values a statement, and a story may name fifty people
const among = (column: SQLiteColumn, recipients: readonly string[]) =>
  sql`${column} in (select value from json_each(${JSON.stringify(recipients)}))`;

/** The recipients whose accounts are still there. */
export async function presentAccounts(db: Database, recipients: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(among(users.id, recipients), isNull(users.deletedAt)));
  return new Set(rows.map((row) => row.id));
}

/**
 * How the recipients stand to an actor, in one round trip: the accounts still there (the actor's
 * among them, with their notification modes and whether moderators limited them), who mutes the
 * actor, the blocks either way, and who follows the actor.
 */
export async function relationsToActor(db: Database, actorId: string, recipients: readonly string[]) {
  const [present, muting, blocking, following] = await db.batch([
    db
      .select({ id: users.id, mode: users.notificationMode, limited: users.isLimited })
      .from(users)
      .where(and(or(among(users.id, recipients), eq(users.id, actorId)), isNull(users.deletedAt))),
    db
      .select({ userId: userMutes.muterId })
      .from(userMutes)
      .where(and(eq(userMutes.mutedId, actorId), among(userMutes.muterId, recipients))),
    db
      .select({ blocker: blocks.blockerId, blocked: blocks.blockedId })
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockedId, actorId), among(blocks.blockerId, recipients)),
          and(eq(blocks.blockerId, actorId), among(blocks.blockedId, recipients)),
        ),
      ),
    db
      .select({ userId: follows.followerId })
      .from(follows)
      .where(and(eq(follows.followedId, actorId), among(follows.followerId, recipients))),
  ]);
  return { present, muting, blocking, following };
}

/**
 * Writes notifications, each once however often its event comes (their ids come from their dedupe
 * keys). An event for many people (a story naming fifty) is a batch of statements, one round trip.
 */
export async function writeNotifications(
  db: Database,
  rows: readonly (typeof notifications.$inferInsert)[],
): Promise<void> {
  const statements = chunked([...rows], ROWS_PER_STATEMENT).map((chunk) =>
    db.insert(notifications).values(chunk).onConflictDoNothing(),
  );
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

const some = (ids: readonly (string | null)[]): string[] => {
  const present = [...new Set(ids.filter((id): id is string => id !== null))];
  // an empty IN () is no list at all to SQLite: ask for an id nothing has
  return present.length > 0 ? present : [''];
};

/** What notifications' mails name, in one round trip: the recipients still there, and the actors, stories, publications and lists. */
export async function whatMailsName(
  db: Database,
  candidates: readonly {
    userId: string;
    actorId: string | null;
    postId: string | null;
    collectionId: string | null;
    catalogId: string | null;
  }[],
) {
  const [recipients, actors, stories, publications, lists] = await db.batch([
    db
      .select({ id: users.id, email: users.email, username: users.username, off: users.notificationEmailsOff })
      .from(users)
      .where(and(inArray(users.id, some(candidates.map((row) => row.userId))), isNull(users.deletedAt))),
    db
      .select({ id: users.id, name: users.name, username: users.username })
      .from(users)
      .where(inArray(users.id, some(candidates.map((row) => row.actorId)))),
    db
      .select({ id: posts.id, title: posts.title })
      .from(posts)
      .where(inArray(posts.id, some(candidates.map((row) => row.postId)))),
    db
      .select({ id: collections.id, name: collections.name, slug: collections.slug })
      .from(collections)
      .where(inArray(collections.id, some(candidates.map((row) => row.collectionId)))),
    db
      .select({ id: catalogs.id, name: catalogs.name })
      .from(catalogs)
      .where(inArray(catalogs.id, some(candidates.map((row) => row.catalogId)))),
  ]);
  return { recipients, actors, stories, publications, lists };
}

/** Claims notifications' mails (mailed now): the ids not claimed before, whose mail this run sends. */
export async function claimMailing(db: Database, ids: readonly string[], now: Date): Promise<Set<string>> {
  const rows = await db
    .update(notifications)
    .set({ mailedAt: now })
    .where(and(inArray(notifications.id, [...ids]), isNull(notifications.mailedAt)))
    .returning({ id: notifications.id });
  return new Set(rows.map((row) => row.id));
}

/** Gives back the claims of mails not sent, for the queue's retry. */
export async function giveBackMailing(db: Database, ids: readonly string[]): Promise<void> {
  await db
    .update(notifications)
    .set({ mailedAt: null })
    .where(inArray(notifications.id, [...ids]));
}
