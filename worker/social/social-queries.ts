import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { collectionFollows, collectionMutes, collections, follows, userMutes, users } from '../db/schema/index.ts';
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
