import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Design } from '../../shared/design/design.ts';
import type { Database } from '../db/client.ts';
import { collectionDesigns, collectionRoles, collections, follows, userDesigns, users } from '../db/schema/index.ts';

/** Saves a writer's profile design and whether readers see it, as one change. */
export const saveUserDesign = (db: Database, userId: string, design: Design, visible: boolean, now: Date) =>
  db.batch([
    db
      .insert(userDesigns)
      .values({ userId, design, updatedAt: now })
      .onConflictDoUpdate({ target: userDesigns.userId, set: { design, updatedAt: now } }),
    db.update(users).set({ isAuroraVisible: visible }).where(eq(users.id, userId)),
  ]);

/** Saves a publication's design; its navigation goes to the publication's own list. */
export function saveCollectionDesign(
  db: Database,
  collectionId: string,
  { navigation, ...design }: Design,
  visible: boolean,
  now: Date,
) {
  return db.batch([
    db
      .insert(collectionDesigns)
      .values({ collectionId, design, updatedAt: now })
      .onConflictDoUpdate({ target: collectionDesigns.collectionId, set: { design, updatedAt: now } }),
    db
      .update(collections)
      .set({ isAuroraVisible: visible, navigation: [...navigation] })
      .where(eq(collections.id, collectionId)),
  ]);
}

/** Whose design is saved: a profile's or a publication's (the shape their pages' cache tags take). */
export type DesignOwner = { readonly userId: string } | { readonly collectionId: string };

/** The design a writer saved for their profile; null when they never saved one. */
export const savedUserDesign = async (db: Database, userId: string) =>
  (await db.select({ design: userDesigns.design }).from(userDesigns).where(eq(userDesigns.userId, userId)).get())
    ?.design ?? null;

/** The design a publication saved (its navigation is the publication's own); null when it never saved one. */
export const savedCollectionDesign = async (db: Database, collectionId: string) =>
  (
    await db
      .select({ design: collectionDesigns.design })
      .from(collectionDesigns)
      .where(eq(collectionDesigns.collectionId, collectionId))
      .get()
  )?.design ?? null;

/** The design a writer or publication saved; null when they never saved one. */
export const savedDesign = (db: Database, owner: DesignOwner): Promise<Partial<Design> | null> =>
  'userId' in owner ? savedUserDesign(db, owner.userId) : savedCollectionDesign(db, owner.collectionId);

/** The writers a person follows, the latest first, none suspended: a profile's blogroll. */
export const followedWriters = async (db: Database, followerId: string, limit: number) =>
  (
    await db
      .select({ user: users })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followedId))
      .where(and(eq(follows.followerId, followerId), eq(users.isSuspended, false)))
      .orderBy(desc(follows.createdAt))
      .limit(limit)
      .all()
  ).map((row) => row.user);

/** The ids of people with a role in a publication. */
export const memberIds = async (db: Database, collectionId: string, limit: number) =>
  (
    await db
      .select({ userId: collectionRoles.userId })
      .from(collectionRoles)
      .where(eq(collectionRoles.collectionId, collectionId))
      .limit(limit)
      .all()
  ).map((row) => row.userId);

/** These people, those not suspended. */
export const activeUsers = (db: Database, ids: readonly string[]) =>
  db
    .select()
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.isSuspended, false)))
    .all();
