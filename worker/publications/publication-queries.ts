import { and, desc, eq, inArray, isNull, or, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  collectionFollows,
  collectionInvitations,
  collectionRoles,
  collections,
  featuredPosts,
  posts,
  users,
} from '../db/schema/index.ts';
import type { DrizzleD1Database } from 'drizzle-orm/d1';

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

/** The publications with these ids (those that exist), or those a subquery names. */
export const publicationsByIds = (db: DrizzleD1Database, ids: string[] | SQLWrapper) =>
  db.select().from(collections).where(inArray(collections.id, ids));

export const publicationsBySlugs = (db: Database, slugs: readonly string[]) =>
  db
    .select()
    .from(collections)
    .where(inArray(collections.slug, [...slugs]));

/** The publications serving these custom domains now (ACTIVE). */
export const publicationsByLiveDomains = (db: Database, domains: readonly string[]) =>
  db
    .select()
    .from(collections)
    .where(and(inArray(collections.domain, [...domains]), eq(collections.domainStatus, 'ACTIVE')));

/** Which of these stories are featured by the publication they are in now. */
export async function featuredAmong(db: Database, postIds: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ postId: featuredPosts.postId })
    .from(featuredPosts)
    .innerJoin(posts, and(eq(posts.id, featuredPosts.postId), eq(posts.collectionId, featuredPosts.collectionId)))
    .where(inArray(featuredPosts.postId, [...postIds]));
  return new Set(rows.map((row) => row.postId));
}

/** The editors and writers of these publications (a publication's creator is on its own row). */
export const rolesInPublications = (db: Database, collectionIds: readonly string[]) =>
  db
    .select({
      collectionId: collectionRoles.collectionId,
      userId: collectionRoles.userId,
      role: collectionRoles.role,
    })
    .from(collectionRoles)
    .where(inArray(collectionRoles.collectionId, [...collectionIds]));

/** Whether someone made a publication or is one of its editors: who may publish straight into it. */
export async function runsPublication(db: Database, collectionId: string, userId: string): Promise<boolean> {
  const [created, role] = await db.batch([
    db
      .select({ id: collections.id })
      .from(collections)
      .where(and(eq(collections.id, collectionId), eq(collections.creatorId, userId))),
    db
      .select({ role: collectionRoles.role })
      .from(collectionRoles)
      .where(
        and(
          eq(collectionRoles.collectionId, collectionId),
          eq(collectionRoles.userId, userId),
          eq(collectionRoles.role, 'EDITOR'),
        ),
      ),
  ]);
  return created.length > 0 || role.length > 0;
}
