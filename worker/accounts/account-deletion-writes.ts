import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  addressPasswordFailures,
  charges,
  collectionFollows,
  collectionRoles,
  collections,
  dataExports,
  emailSubscribers,
  emailSuppressions,
  events,
  follows,
  loginTokens,
  memberReadingMonthly,
  outbox,
  posts,
  sequences,
  stripeCustomers,
  usernameHolds,
  users,
} from '../db/schema/index.ts';
import { TIME } from '../../shared/constants.ts';
import { USERNAME_HOLD_DAYS } from '../../shared/validation/username.ts';

/** The account published stories pass to when their writer leaves and keeps them. */
export const DELETED_USER = { id: 'deleted-user', username: 'deleted-user', name: 'Deleted user' } as const;

/** A leaving writer's stories that may stay under "Deleted user": published, not deleted, not responses. */
const keptStoriesOf = (userId: string) =>
  and(
    eq(posts.creatorId, userId),
    isNotNull(posts.firstPublishedAt),
    isNull(posts.deletedAt),
    isNull(posts.inResponseToPostId),
    isNull(posts.inResponseToCatalogId),
  );

/** The paragraphs of a leaving writer's stories that stay. */
export const keptStoryContents = (db: Database, userId: string) =>
  db.select({ content: posts.content }).from(posts).where(keptStoriesOf(userId)).all();

/** What the deletion must also clean outside D1: the cache tags of the pages that showed the person. */
export interface DeletedAccount {
  readonly postIds: readonly string[];
  readonly collectionIds: readonly string[];
  readonly exportIds: readonly string[];
}

/**
 * Deletes a person and everything that names them, in one batch (D1 runs it as one transaction).
 * With `keepStories`, their published stories and series pass to "Deleted user"; otherwise they go,
 * with their drafts and responses either way. Publications they created pass to their first editor,
 * or to "Deleted user" when there is none, since other writers' stories live there. Counters of
 * the people and publications they followed, or who followed them, are put right before the rows
 * go; the rows that name them by reference go by cascade, the rest here.
 */
export async function deleteAccount(
  db: Database,
  userId: string,
  keepStories: boolean,
  now = new Date(),
): Promise<DeletedAccount | null> {
  const person = await db
    .select({ email: users.email, unverifiedEmail: users.unverifiedEmail, username: users.username })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!person) return null;
  const [written, created, editors, exports] = await db.batch([
    db.select({ id: posts.id }).from(posts).where(eq(posts.creatorId, userId)),
    db.select({ id: collections.id }).from(collections).where(eq(collections.creatorId, userId)),
    db
      .select({ collectionId: collectionRoles.collectionId, userId: collectionRoles.userId })
      .from(collectionRoles)
      .innerJoin(collections, eq(collections.id, collectionRoles.collectionId))
      .where(and(eq(collections.creatorId, userId), eq(collectionRoles.role, 'EDITOR')))
      .orderBy(collectionRoles.createdAt),
    db.select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.userId, userId)),
  ]);
  const addresses = [person.email, person.unverifiedEmail].filter((address): address is string => address !== null);
  const heirOf = (collectionId: string) =>
    editors.find((editor) => editor.collectionId === collectionId)?.userId ?? DELETED_USER.id;
  await db.batch([
    db
      .insert(users)
      .values({ ...DELETED_USER, bio: '' })
      .onConflictDoNothing(),
    // counters of those they followed and who followed them
    db
      .update(users)
      .set({ followerCount: sql`max(${users.followerCount} - 1, 0)` })
      .where(
        inArray(users.id, db.select({ id: follows.followedId }).from(follows).where(eq(follows.followerId, userId))),
      ),
    db
      .update(users)
      .set({ followingCount: sql`max(${users.followingCount} - 1, 0)` })
      .where(
        inArray(users.id, db.select({ id: follows.followerId }).from(follows).where(eq(follows.followedId, userId))),
      ),
    db
      .update(collections)
      .set({ followerCount: sql`max(${collections.followerCount} - 1, 0)` })
      .where(
        inArray(
          collections.id,
          db
            .select({ id: collectionFollows.collectionId })
            .from(collectionFollows)
            .where(eq(collectionFollows.followerId, userId)),
        ),
      ),
    // stories: kept under "Deleted user", or gone
    ...(keepStories
      ? [
          db.update(posts).set({ creatorId: DELETED_USER.id }).where(keptStoriesOf(userId)),
          db.update(sequences).set({ creatorId: DELETED_USER.id }).where(eq(sequences.creatorId, userId)),
        ]
      : []),
    db.delete(posts).where(eq(posts.creatorId, userId)),
    db.delete(sequences).where(eq(sequences.creatorId, userId)),
    // publications they created go on under an editor
    ...created.map((collection) =>
      db
        .update(collections)
        .set({ creatorId: heirOf(collection.id) })
        .where(eq(collections.id, collection.id)),
    ),
    ...created.map((collection) =>
      db
        .delete(collectionRoles)
        .where(and(eq(collectionRoles.collectionId, collection.id), eq(collectionRoles.userId, heirOf(collection.id)))),
    ),
    // rows that name them without a reference to cascade from
    db.delete(events).where(eq(events.userId, userId)),
    db.delete(memberReadingMonthly).where(eq(memberReadingMonthly.memberId, userId)),
    db
      .delete(charges)
      .where(
        inArray(
          charges.customerId,
          db.select({ id: stripeCustomers.customerId }).from(stripeCustomers).where(eq(stripeCustomers.userId, userId)),
        ),
      ),
    db
      .delete(emailSubscribers)
      .where(
        or(
          eq(emailSubscribers.userId, userId),
          ...(addresses.length > 0 ? [inArray(emailSubscribers.email, addresses)] : []),
        ),
      ),
    ...(addresses.length > 0
      ? [
          db.delete(emailSuppressions).where(inArray(emailSuppressions.email, addresses)),
          db.delete(loginTokens).where(inArray(loginTokens.email, addresses)),
          db.delete(addressPasswordFailures).where(inArray(addressPasswordFailures.email, addresses)),
          db.delete(outbox).where(inArray(outbox.to, addresses)),
        ]
      : []),
    // and they themselves: sessions, follows, claps, highlights, lists and the rest go with them
    db.delete(users).where(eq(users.id, userId)),
    // their name is held as a renamed one is, for nobody: links to it cannot pass to a stranger at once
    db
      .insert(usernameHolds)
      .values({
        username: person.username,
        userId: null,
        heldUntil: new Date(now.getTime() + USERNAME_HOLD_DAYS * TIME.day),
      })
      .onConflictDoUpdate({
        target: usernameHolds.username,
        set: { userId: null, heldUntil: new Date(now.getTime() + USERNAME_HOLD_DAYS * TIME.day) },
      }),
  ]);
  return {
    postIds: written.map((post) => post.id),
    collectionIds: created.map((collection) => collection.id),
    exportIds: exports.map((row) => row.id),
  };
}
