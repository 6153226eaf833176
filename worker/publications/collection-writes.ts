import { and, eq } from 'drizzle-orm';
import type { NavigationItem } from '../../shared/publications/navigation.ts';
import type { Database } from '../db/client.ts';
import { collectionInvitations, collectionRoles, collections, type CollectionRow } from '../db/schema/index.ts';

type InvitedRole = 'EDITOR' | 'WRITER';

/** A new publication; null when its address was taken first. */
export async function createCollection(
  db: Database,
  collection: { id: string; slug: string; name: string; description: string; creatorId: string },
): Promise<CollectionRow | null> {
  // every publication may be designed (/{collectionSlug}/design)
  const row = await db
    .insert(collections)
    .values({ ...collection, isAuroraEligible: true })
    .onConflictDoNothing()
    .returning()
    .get();
  return row ?? null;
}

export const updateCollection = (
  db: Database,
  collectionId: string,
  fields: { name: string; description: string; hideAboutLink: boolean },
) => db.update(collections).set(fields).where(eq(collections.id, collectionId)).returning().get();

/** A publication's custom domain and where it stands (docs/spec-checklist.md 3 §3 domain statuses). */
export const setCustomDomain = (
  db: Database,
  collectionId: string,
  fields: {
    domain: string | null;
    domainStatus: CollectionRow['domainStatus'];
    domainToken: string | null;
    domainRequestedAt?: Date | null;
  },
) => db.update(collections).set(fields).where(eq(collections.id, collectionId)).returning().get();

export const setNavigation = (db: Database, collectionId: string, navigation: NavigationItem[]) =>
  db.update(collections).set({ navigation }).where(eq(collections.id, collectionId)).returning().get();

/** Inviting again changes the role offered; the invited person accepts or declines. */
export const inviteToCollection = (
  db: Database,
  invitation: { collectionId: string; userId: string; role: InvitedRole; invitedById: string },
) =>
  db
    .insert(collectionInvitations)
    .values(invitation)
    .onConflictDoUpdate({
      target: [collectionInvitations.collectionId, collectionInvitations.userId],
      set: { role: invitation.role, invitedById: invitation.invitedById },
    });

/** Accepting turns the invitation into the role, in one batch; false when there was none. */
/** Makes an open invitation a role; answers who invited, or null when there was no invitation. */
export async function acceptInvitation(
  db: Database,
  collectionId: string,
  userId: string,
  now: Date,
): Promise<{ invitedById: string } | null> {
  const invitation = await db
    .select()
    .from(collectionInvitations)
    .where(and(eq(collectionInvitations.collectionId, collectionId), eq(collectionInvitations.userId, userId)))
    .get();
  if (!invitation) return null;
  await db.batch([
    db
      .insert(collectionRoles)
      .values({ collectionId, userId, role: invitation.role, acceptedAt: now })
      .onConflictDoUpdate({
        target: [collectionRoles.collectionId, collectionRoles.userId],
        set: { role: invitation.role, acceptedAt: now },
      }),
    db
      .delete(collectionInvitations)
      .where(and(eq(collectionInvitations.collectionId, collectionId), eq(collectionInvitations.userId, userId))),
  ]);
  return { invitedById: invitation.invitedById };
}

export const declineInvitation = (db: Database, collectionId: string, userId: string) =>
  db
    .delete(collectionInvitations)
    .where(and(eq(collectionInvitations.collectionId, collectionId), eq(collectionInvitations.userId, userId)));

export const removeFromCollection = (db: Database, collectionId: string, userId: string) =>
  db.batch([
    db
      .delete(collectionRoles)
      .where(and(eq(collectionRoles.collectionId, collectionId), eq(collectionRoles.userId, userId))),
    db
      .delete(collectionInvitations)
      .where(and(eq(collectionInvitations.collectionId, collectionId), eq(collectionInvitations.userId, userId))),
  ]);
