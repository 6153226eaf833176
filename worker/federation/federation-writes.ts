import { and, eq, inArray, lt, lte } from 'drizzle-orm';
import type { LocalActorRef } from './actor-identifier.ts';
import type { Database } from '../db/client.ts';
import {
  federationKv,
  fediverseBlocks,
  fediverseDeliveries,
  fediverseFollowers,
  fediverseLikes,
  fediverseReplies,
  users,
} from '../db/schema/index.ts';
import { TIME } from '../../shared/constants.ts';
import { recountFollowers } from '../social/index.ts';

export type FediverseFollowerRow = typeof fediverseFollowers.$inferInsert;

const followerOf = (ref: LocalActorRef, actorUri: string) =>
  and(
    eq(fediverseFollowers.localKind, ref.kind),
    eq(fediverseFollowers.localId, ref.id),
    eq(fediverseFollowers.actorUri, actorUri),
  );

/** Adds (or refreshes) a fediverse follower; the follower count is recounted in the same batch. */
export async function addFediverseFollower(db: Database, row: FediverseFollowerRow): Promise<void> {
  const { localKind, localId, actorUri, createdAt: _createdAt, ...details } = row;
  await db.batch([
    db
      .insert(fediverseFollowers)
      .values(row)
      .onConflictDoUpdate({
        target: [fediverseFollowers.localKind, fediverseFollowers.localId, fediverseFollowers.actorUri],
        set: details,
      }),
    recountFollowers(db, { kind: localKind, id: localId }),
  ]);
}

/** Removes a fediverse follower; the removed row (for the Reject that tells their server), or null. */
export async function removeFediverseFollower(db: Database, ref: LocalActorRef, actorUri: string) {
  const [removed] = await db.batch([
    db.delete(fediverseFollowers).where(followerOf(ref, actorUri)).returning(),
    recountFollowers(db, ref),
  ]);
  return removed[0] ?? null;
}

/** Forgets every follower of an actor (federation turned off: they were told with a Delete). */
export async function removeAllFediverseFollowers(db: Database, ref: LocalActorRef): Promise<void> {
  await db.batch([
    db
      .delete(fediverseFollowers)
      .where(and(eq(fediverseFollowers.localKind, ref.kind), eq(fediverseFollowers.localId, ref.id))),
    recountFollowers(db, ref),
  ]);
}

/** A remote account gone (its Delete, or its server answering 410): it follows nobody here any more. */
export async function forgetFediverseActors(db: Database, actorUris: readonly string[]): Promise<void> {
  if (actorUris.length === 0) return;
  const followed = await db
    .select({ localKind: fediverseFollowers.localKind, localId: fediverseFollowers.localId })
    .from(fediverseFollowers)
    .where(inArray(fediverseFollowers.actorUri, [...actorUris]));
  await db.batch([
    db.delete(fediverseFollowers).where(inArray(fediverseFollowers.actorUri, [...actorUris])),
    ...followed.map((ref) => recountFollowers(db, { kind: ref.localKind, id: ref.localId })),
  ]);
}

/** A Like, once per account and story; whether it is new. */
export async function addFediverseLike(
  db: Database,
  postId: string,
  actorUri: string,
  activityId: string,
): Promise<boolean> {
  const added = await db
    .insert(fediverseLikes)
    .values({ postId, actorUri, activityId })
    .onConflictDoNothing()
    .returning({ postId: fediverseLikes.postId });
  return added.length > 0;
}

/** Undoes a Like; whether there was one. */
export async function removeFediverseLike(db: Database, activityId: string, actorUri: string): Promise<string | null> {
  const removed = await db
    .delete(fediverseLikes)
    .where(and(eq(fediverseLikes.activityId, activityId), eq(fediverseLikes.actorUri, actorUri)))
    .returning({ postId: fediverseLikes.postId });
  return removed[0]?.postId ?? null;
}

export async function addFediverseReply(db: Database, reply: typeof fediverseReplies.$inferInsert): Promise<void> {
  await db.insert(fediverseReplies).values(reply).onConflictDoNothing();
}

/** Deletes a reply, only at its own author's word; the story it answered, or null. */
export async function deleteFediverseReply(db: Database, id: string, actorUri: string): Promise<string | null> {
  const removed = await db
    .delete(fediverseReplies)
    .where(and(eq(fediverseReplies.id, id), eq(fediverseReplies.actorUri, actorUri)))
    .returning({ postId: fediverseReplies.postId });
  return removed[0]?.postId ?? null;
}

export async function setFediverseBlock(
  db: Database,
  userId: string,
  target: string,
  kind: 'BLOCK' | 'MUTE' | null,
): Promise<void> {
  await (kind === null
    ? db.delete(fediverseBlocks).where(and(eq(fediverseBlocks.userId, userId), eq(fediverseBlocks.target, target)))
    : db
        .insert(fediverseBlocks)
        .values({ userId, target, kind })
        .onConflictDoUpdate({ target: [fediverseBlocks.userId, fediverseBlocks.target], set: { kind } }));
}

export async function setFederationOff(db: Database, userId: string, off: boolean): Promise<void> {
  await db.update(users).set({ federationOff: off }).where(eq(users.id, userId));
}

/** How long a delivery's claim is kept: past Fedify's last retry (about two days of back-off), a duplicate can no longer arrive. */
const DELIVERY_CLAIM_DAYS = 7;

/** The daily upkeep: Fedify's expired cache entries, and delivery claims no message can repeat any more. */
export async function pruneFederationState(db: Database, now: Date): Promise<void> {
  await db.batch([
    db.delete(federationKv).where(lte(federationKv.expiresAt, now)),
    db
      .delete(fediverseDeliveries)
      .where(lt(fediverseDeliveries.createdAt, new Date(now.getTime() - DELIVERY_CLAIM_DAYS * TIME.day))),
  ]);
}

/** Claims one delivery (its activity, inbox and attempt); false when it was claimed already. */
export async function claimDelivery(db: Database, key: string): Promise<boolean> {
  const claimed = await db.insert(fediverseDeliveries).values({ key }).onConflictDoNothing().returning();
  return claimed.length > 0;
}

/** Gives a claimed delivery back, so the retry that follows a failure may send it. */
export async function releaseDelivery(db: Database, key: string): Promise<void> {
  await db.delete(fediverseDeliveries).where(eq(fediverseDeliveries.key, key));
}
