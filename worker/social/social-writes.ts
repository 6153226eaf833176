import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  blocks,
  collectionFollows,
  collectionMutes,
  collections,
  fediverseFollowers,
  follows,
  tagFollows,
  tags,
  userMutes,
  users,
} from '../db/schema/index.ts';

/** A writer or a publication, whom readers here and on the fediverse follow. */
export interface FollowedRef {
  readonly kind: 'USER' | 'PUBLICATION';
  readonly id: string;
}

// Counts are recomputed from the relation rows in the same batch as the change: a repeated or
// racing request can never push them out of step, or below zero. Follower counts include the
// fediverse's followers.
const fediverseFollowerCount = (ref: FollowedRef) =>
  sql`(select count(*) from ${fediverseFollowers} where ${fediverseFollowers.localKind} = ${ref.kind} and ${fediverseFollowers.localId} = ${ref.id})`;

const recountUser = (db: Database, userId: string) =>
  db
    .update(users)
    .set({
      followerCount: sql`(select count(*) from ${follows} where ${follows.followedId} = ${userId}) + ${fediverseFollowerCount({ kind: 'USER', id: userId })}`,
      followingCount: sql`(select count(*) from ${follows} where ${follows.followerId} = ${userId})`,
    })
    .where(eq(users.id, userId));

const recountCollection = (db: Database, collectionId: string) =>
  db
    .update(collections)
    .set({
      followerCount: sql`(select count(*) from ${collectionFollows} where ${collectionFollows.collectionId} = ${collectionId}) + ${fediverseFollowerCount({ kind: 'PUBLICATION', id: collectionId })}`,
    })
    .where(eq(collections.id, collectionId));

/** Recounts a writer's or a publication's followers (a statement to batch with the change). */
export const recountFollowers = (db: Database, ref: FollowedRef) =>
  ref.kind === 'USER' ? recountUser(db, ref.id) : recountCollection(db, ref.id);

export async function setUserFollow(
  db: Database,
  followerId: string,
  followedId: string,
  following: boolean,
): Promise<void> {
  const change = following
    ? db.insert(follows).values({ followerId, followedId }).onConflictDoNothing()
    : db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)));
  await db.batch([change, recountUser(db, followedId), recountUser(db, followerId)]);
}

export async function setCollectionFollow(
  db: Database,
  followerId: string,
  collectionId: string,
  following: boolean,
): Promise<void> {
  const change = following
    ? db.insert(collectionFollows).values({ followerId, collectionId }).onConflictDoNothing()
    : db
        .delete(collectionFollows)
        .where(and(eq(collectionFollows.followerId, followerId), eq(collectionFollows.collectionId, collectionId)));
  await db.batch([change, recountCollection(db, collectionId)]);
}

export async function setTagFollow(
  db: Database,
  followerId: string,
  tagSlug: string,
  following: boolean,
): Promise<void> {
  const change = following
    ? db.insert(tagFollows).values({ followerId, tagSlug }).onConflictDoNothing()
    : db.delete(tagFollows).where(and(eq(tagFollows.followerId, followerId), eq(tagFollows.tagSlug, tagSlug)));
  await db.batch([
    change,
    db
      .update(tags)
      .set({ followerCount: sql`(select count(*) from ${tagFollows} where ${tagFollows.tagSlug} = ${tagSlug})` })
      .where(eq(tags.slug, tagSlug)),
  ]);
}

export async function setUserMute(db: Database, muterId: string, mutedId: string, muting: boolean): Promise<void> {
  await (muting
    ? db.insert(userMutes).values({ muterId, mutedId }).onConflictDoNothing()
    : db.delete(userMutes).where(and(eq(userMutes.muterId, muterId), eq(userMutes.mutedId, mutedId))));
}

export async function setCollectionMute(
  db: Database,
  muterId: string,
  collectionId: string,
  muting: boolean,
): Promise<void> {
  await (muting
    ? db.insert(collectionMutes).values({ muterId, collectionId }).onConflictDoNothing()
    : db
        .delete(collectionMutes)
        .where(and(eq(collectionMutes.muterId, muterId), eq(collectionMutes.collectionId, collectionId))));
}

/** Blocking also ends the follows between the two people, both ways. */
export async function setUserBlock(
  db: Database,
  blockerId: string,
  blockedId: string,
  blocking: boolean,
): Promise<void> {
  if (!blocking) {
    await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
    return;
  }
  await db.batch([
    db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing(),
    db.delete(follows).where(and(eq(follows.followerId, blockerId), eq(follows.followedId, blockedId))),
    db.delete(follows).where(and(eq(follows.followerId, blockedId), eq(follows.followedId, blockerId))),
    recountUser(db, blockerId),
    recountUser(db, blockedId),
  ]);
}
