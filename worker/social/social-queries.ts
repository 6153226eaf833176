import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { collectionMutes, collections, userMutes, users } from '../db/schema/index.ts';

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
