import { and, count, desc, eq } from 'drizzle-orm';
import { randomHex } from '../../shared/hex.ts';
import type { Database } from '../db/client.ts';
import { integrationTokens, oauthApplications } from '../db/schema/index.ts';

/** Whether the application was registered for Medium's API, whose clients ask for access without PKCE. */
export async function isMediumCompatible(db: Database, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ mediumCompatible: oauthApplications.mediumCompatible })
    .from(oauthApplications)
    .where(eq(oauthApplications.clientId, clientId));
  return row?.mediumCompatible ?? false;
}

/** A writer's registered applications, newest first. */
export const applicationsOf = (db: Database, ownerId: string) =>
  db
    .select()
    .from(oauthApplications)
    .where(eq(oauthApplications.ownerId, ownerId))
    .orderBy(desc(oauthApplications.createdAt));

/** The application, when this writer registered it. */
export const ownedApplication = async (db: Database, ownerId: string, clientId: string) =>
  (
    await db
      .select()
      .from(oauthApplications)
      .where(and(eq(oauthApplications.clientId, clientId), eq(oauthApplications.ownerId, ownerId)))
  )[0];

export const applicationCount = async (db: Database, ownerId: string): Promise<number> =>
  (await db.select({ n: count() }).from(oauthApplications).where(eq(oauthApplications.ownerId, ownerId)))[0]?.n ?? 0;

/** Records who registered an OAuth client, and whether it speaks Medium's API. */
export const newApplication = (db: Database, clientId: string, ownerId: string, mediumCompatible: boolean) =>
  db.insert(oauthApplications).values({ clientId, ownerId, mediumCompatible });

export const deleteApplication = (db: Database, clientId: string) =>
  db.delete(oauthApplications).where(eq(oauthApplications.clientId, clientId));

/** A writer's integration tokens, newest first (their hashes only: a token is shown once). */
export const integrationTokensOf = (db: Database, userId: string) =>
  db
    .select()
    .from(integrationTokens)
    .where(eq(integrationTokens.userId, userId))
    .orderBy(desc(integrationTokens.createdAt));

export const integrationTokenCount = async (db: Database, userId: string): Promise<number> =>
  (await db.select({ n: count() }).from(integrationTokens).where(eq(integrationTokens.userId, userId)))[0]?.n ?? 0;

/** A new integration token, kept by its hash; undefined when it could not be written. */
export const newIntegrationToken = async (db: Database, userId: string, description: string, tokenHash: string) =>
  (
    await db
      .insert(integrationTokens)
      .values({ id: randomHex(12), userId, description, tokenHash })
      .returning()
  )[0];

/** Revokes one of a writer's tokens; undefined when they have no such token. */
export const revokeIntegrationToken = async (db: Database, userId: string, id: string) =>
  (
    await db
      .delete(integrationTokens)
      .where(and(eq(integrationTokens.id, id), eq(integrationTokens.userId, userId)))
      .returning({ id: integrationTokens.id })
  )[0];
