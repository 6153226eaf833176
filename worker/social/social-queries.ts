import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  blocks,
  collectionFollows,
  collectionMutes,
  collections,
  follows,
  userMutes,
  users,
} from '../db/schema/index.ts';
import { COLLECTION_ADDRESS_COLUMNS, USER_ADDRESS_COLUMNS } from '../db/address-columns.ts';

/** Whom a person muted, the latest first. */
export const mutedPeople = async (db: Database, muterId: string, limit: number) =>
  (
    await db
      .select({ user: users })
      .from(userMutes)
      .innerJoin(users, eq(users.id, userMutes.mutedId))
      .where(eq(userMutes.muterId, muterId))
      .orderBy(desc(userMutes.createdAt))
      .limit(limit)
      .all()
  ).map((row) => row.user);

/** The publications a person muted, the latest first. */
export const mutedPublications = async (db: Database, muterId: string, limit: number) =>
  (
    await db
      .select({ collection: collections })
      .from(collectionMutes)
      .innerJoin(collections, eq(collections.id, collectionMutes.collectionId))
      .where(eq(collectionMutes.muterId, muterId))
      .orderBy(desc(collectionMutes.createdAt))
      .limit(limit)
      .all()
  ).map((row) => row.collection);

/** The writers (none suspended or deleted) and publications a person follows, by name, in one batch. */
export async function followedBy(db: Database, followerId: string, limit: number) {
  const [people, publications] = await db.batch([
    db
      .select({ ...USER_ADDRESS_COLUMNS, name: users.name })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followedId))
      .where(and(eq(follows.followerId, followerId), eq(users.isSuspended, false), isNull(users.deletedAt)))
      .orderBy(asc(users.name))
      .limit(limit),
    db
      .select({ ...COLLECTION_ADDRESS_COLUMNS, name: collections.name })
      .from(collectionFollows)
      .innerJoin(collections, eq(collections.id, collectionFollows.collectionId))
      .where(eq(collectionFollows.followerId, followerId))
      .orderBy(asc(collections.name))
      .limit(limit),
  ]);
  return { people, publications };
}

/** Whom among `ids` the viewer follows, blocks and mutes, in one round trip. */
export async function viewerUserRelations(db: Database, viewerId: string, ids: readonly string[]) {
  const targets = [...ids];
  const [following, blocking, muting] = await db.batch([
    db
      .select({ id: follows.followedId })
      .from(follows)
      .where(and(eq(follows.followerId, viewerId), inArray(follows.followedId, targets))),
    db
      .select({ id: blocks.blockedId })
      .from(blocks)
      .where(and(eq(blocks.blockerId, viewerId), inArray(blocks.blockedId, targets))),
    db
      .select({ id: userMutes.mutedId })
      .from(userMutes)
      .where(and(eq(userMutes.muterId, viewerId), inArray(userMutes.mutedId, targets))),
  ]);
  const idSet = (rows: { id: string }[]) => new Set(rows.map((row) => row.id));
  return { following: idSet(following), blocking: idSet(blocking), muting: idSet(muting) };
}

/** Who among `ids` blocks the viewer. */
export async function blockersOfViewer(db: Database, viewerId: string, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: blocks.blockerId })
    .from(blocks)
    .where(and(eq(blocks.blockedId, viewerId), inArray(blocks.blockerId, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** Which publications among `ids` the viewer follows and mutes, in one round trip. */
export async function viewerPublicationRelations(db: Database, viewerId: string, ids: readonly string[]) {
  const targets = [...ids];
  const [following, muting] = await db.batch([
    db
      .select({ id: collectionFollows.collectionId })
      .from(collectionFollows)
      .where(and(eq(collectionFollows.followerId, viewerId), inArray(collectionFollows.collectionId, targets))),
    db
      .select({ id: collectionMutes.collectionId })
      .from(collectionMutes)
      .where(and(eq(collectionMutes.muterId, viewerId), inArray(collectionMutes.collectionId, targets))),
  ]);
  return { following: new Set(following.map((row) => row.id)), muting: new Set(muting.map((row) => row.id)) };
}
