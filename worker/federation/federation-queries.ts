import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { LocalActorRef } from './actor-identifier.ts';
import type { Database } from '../db/client.ts';
import {
  collectionDesigns,
  collections,
  federatedPosts,
  fediverseBlocks,
  fediverseFollowers,
  fediverseReplies,
  posts,
  userDesigns,
  users,
} from '../db/schema/index.ts';

/** What an actor document shows of a writer or a publication. */
export interface LocalActor extends LocalActorRef {
  /** The WebFinger name: a username or a publication's slug. */
  readonly handle: string;
  readonly name: string;
  readonly summary: string;
  readonly imageId: string | null;
  /** The header picture of the profile's or publication's design, while the design is shown. */
  readonly headerImageId: string | null;
  /** Whose blocks and mutes apply to what this actor receives: the writer, or the publication's creator. */
  readonly ownerId: string;
  readonly createdAt: Date;
  /** Federation turned off by the writer: the actor answers 410 Gone. */
  readonly off: boolean;
}

export async function findLocalActor(db: Database, ref: LocalActorRef): Promise<LocalActor | null> {
  if (ref.kind === 'USER') {
    const row = await db
      .select({ user: users, design: userDesigns.design })
      .from(users)
      .leftJoin(userDesigns, eq(userDesigns.userId, users.id))
      .where(and(eq(users.id, ref.id), isNull(users.deletedAt)))
      .get();
    if (!row || row.user.isSuspended) return null;
    const { user, design } = row;
    const headerImageId = user.isAuroraVisible ? (design?.headerImageId ?? null) : null;
    return {
      ...ref,
      handle: user.username,
      name: user.name,
      summary: user.bio,
      imageId: user.imageId,
      headerImageId,
      ownerId: user.id,
      createdAt: user.createdAt,
      off: user.federationOff,
    };
  }
  const row = await db
    .select({ collection: collections, design: collectionDesigns.design })
    .from(collections)
    .leftJoin(collectionDesigns, eq(collectionDesigns.collectionId, collections.id))
    .where(eq(collections.id, ref.id))
    .get();
  if (!row) return null;
  const { collection, design } = row;
  const headerImageId = collection.isAuroraVisible ? (design?.headerImageId ?? null) : null;
  return {
    ...ref,
    handle: collection.slug,
    name: collection.name,
    summary: collection.description,
    imageId: collection.avatarImageId,
    headerImageId,
    ownerId: collection.creatorId,
    createdAt: collection.createdAt,
    off: false,
  };
}

/** The actor a WebFinger name stands for: a writer's username first, then a publication's slug. */
export async function findActorByHandle(db: Database, handle: string): Promise<LocalActorRef | null> {
  const [user, collection] = await db.batch([
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, handle.toLowerCase()), isNull(users.deletedAt))),
    db.select({ id: collections.id }).from(collections).where(eq(collections.slug, handle.toLowerCase())),
  ]);
  if (user[0]) return { kind: 'USER', id: user[0].id };
  if (collection[0]) return { kind: 'PUBLICATION', id: collection[0].id };
  return null;
}

/** A writer's or publication's fediverse followers, newest first; all of them unless a limit is given (a delivery needs all). */
export const listFediverseFollowers = (db: Database, ref: LocalActorRef, limit?: number) => {
  const query = db
    .select()
    .from(fediverseFollowers)
    .where(and(eq(fediverseFollowers.localKind, ref.kind), eq(fediverseFollowers.localId, ref.id)))
    .orderBy(desc(fediverseFollowers.createdAt));
  return limit === undefined ? query : query.limit(limit);
};

export async function countFediverseFollowers(db: Database, ref: LocalActorRef): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(fediverseFollowers)
    .where(and(eq(fediverseFollowers.localKind, ref.kind), eq(fediverseFollowers.localId, ref.id)))
    .get();
  return row?.n ?? 0;
}

/** Whether the writer blocks (or, with `orMutes`, mutes) the fediverse account or its whole server. */
export async function fediverseBlocked(
  db: Database,
  ownerId: string,
  actorUri: URL,
  orMutes: boolean,
): Promise<boolean> {
  const rows = await db
    .select({ kind: fediverseBlocks.kind })
    .from(fediverseBlocks)
    .where(
      and(eq(fediverseBlocks.userId, ownerId), inArray(fediverseBlocks.target, [actorUri.href, actorUri.hostname])),
    );
  return rows.some((row) => orMutes || row.kind === 'BLOCK');
}

export const listFediverseBlocks = (db: Database, userId: string, limit: number) =>
  db
    .select()
    .from(fediverseBlocks)
    .where(eq(fediverseBlocks.userId, userId))
    .orderBy(desc(fediverseBlocks.createdAt))
    .limit(limit);

export const listFediverseReplies = (db: Database, postIds: readonly string[]) =>
  postIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(fediverseReplies)
        .where(inArray(fediverseReplies.postId, [...postIds]))
        .orderBy(fediverseReplies.publishedAt);

/** Whether a story was ever sent to the fediverse, or its writer or publication has followers there. */
export async function storyReachesFediverse(db: Database, postId: string): Promise<boolean> {
  const followed = or(
    and(eq(fediverseFollowers.localKind, 'USER'), eq(fediverseFollowers.localId, posts.creatorId)),
    and(eq(fediverseFollowers.localKind, 'PUBLICATION'), eq(fediverseFollowers.localId, posts.collectionId)),
  );
  const row = await db
    .select({
      sent: sql<number>`exists (select 1 from ${federatedPosts} where ${federatedPosts.postId} = ${posts.id})`,
      followed: sql<number>`exists (select 1 from ${fediverseFollowers} where ${followed})`,
    })
    .from(posts)
    .where(eq(posts.id, postId))
    .get();
  return Boolean(row && (row.sent || row.followed));
}
