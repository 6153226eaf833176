import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  collectionFollows,
  collectionInvitations,
  collectionRoles,
  collections,
  posts,
  users,
} from '../db/schema/index.ts';

/** The invitations a publication sent, or those a person received, still waiting. */
export const invitationsOf = (db: Database, who: { readonly collectionId: string } | { readonly userId: string }) =>
  db
    .select()
    .from(collectionInvitations)
    .where(
      'collectionId' in who
        ? eq(collectionInvitations.collectionId, who.collectionId)
        : eq(collectionInvitations.userId, who.userId),
    );

/** A publication's newest followers. */
export const newestFollowers = async (db: Database, collectionId: string, limit: number) =>
  (
    await db
      .select({ user: users })
      .from(collectionFollows)
      .innerJoin(users, eq(users.id, collectionFollows.followerId))
      .where(eq(collectionFollows.collectionId, collectionId))
      .orderBy(desc(collectionFollows.createdAt))
      .limit(limit)
  ).map((row) => row.user);

/** The stories submitted to a publication and waiting for an editor, the latest changed first. */
export const pendingSubmissions = (db: Database, collectionId: string, limit: number) =>
  db
    .select()
    .from(posts)
    .where(
      and(
        eq(posts.pendingCollectionId, collectionId),
        eq(posts.statusForCollection, 'PENDING'),
        isNull(posts.deletedAt),
      ),
    )
    .orderBy(desc(posts.updatedAt))
    .limit(limit);

/** The publications a person made or holds a role in, by name; the first `limit` of them, or all. */
export function publicationsOf(db: Database, userId: string, limit?: number) {
  const query = db
    .select()
    .from(collections)
    .where(
      or(
        eq(collections.creatorId, userId),
        inArray(
          collections.id,
          db
            .select({ id: collectionRoles.collectionId })
            .from(collectionRoles)
            .where(eq(collectionRoles.userId, userId)),
        ),
      ),
    )
    .orderBy(collections.name)
    .$dynamic();
  return limit === undefined ? query : query.limit(limit);
}

export const publicationBySlug = (db: Database, slug: string) =>
  db.select().from(collections).where(eq(collections.slug, slug)).get();

/** A publication and the roles people hold in it, in one batch; its creator holds none (they own it). */
export async function publicationWithRoles(db: Database, collectionId: string) {
  const [[collection], roles] = await db.batch([
    db.select().from(collections).where(eq(collections.id, collectionId)),
    db.select().from(collectionRoles).where(eq(collectionRoles.collectionId, collectionId)),
  ]);
  return { collection, roles };
}

export const publicationById = (db: Database, id: string) =>
  db.select().from(collections).where(eq(collections.id, id)).get();
