import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import { TIME } from '../../shared/constants.ts';
import { randomHex } from '../../shared/hex.ts';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { hashToken } from './hash-token.ts';
import { randomToken } from './random-token.ts';

/** A session ends 30 days after sign-in however it is used (absolute), and sooner when idle (viewer.ts). */
export const SESSION_LIFETIME_MS = 30 * TIME.day;

/** Where a session was made from: the user agent and Cloudflare's country for the request. */
export interface SessionClient {
  readonly userAgent: string;
  readonly country: string | null;
}

/**
 * A new session at every sign-in: a random token for the cookie (only its hash is stored), an
 * anti-forgery value bound to it (kept when a session is rotated, so open pages go on working),
 * and a public id the security settings name it by. A session made on a writer's or a
 * publication's own site is bound to that `host`: it works nowhere else and never counts as a
 * proof (docs/security.md, "Signing in on a writer's own domain").
 */
export async function createSession(
  db: Database,
  userId: string,
  now: number,
  client: SessionClient,
  { xsrf = randomToken(16), host = null }: { xsrf?: string; host?: string | null } = {},
): Promise<{ token: string; xsrf: string; expiresAt: number }> {
  const token = randomToken(32);
  const expiresAt = now + SESSION_LIFETIME_MS;
  await db.insert(sessions).values({
    tokenHash: await hashToken(token),
    userId,
    xsrf,
    publicId: randomHex(16),
    userAgent: client.userAgent.slice(0, 512),
    country: client.country,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    // Signing in on the main site is itself a proof: whatever the account asks for was just given.
    provedAt: host === null ? new Date(now) : null,
    expiresAt: new Date(expiresAt),
    host,
  });
  return { token, xsrf, expiresAt };
}

/** Ends every session of an account (a new password, a takeover by the address's owner). */
export async function endSessionsOf(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of an account but one (its public id): "sign out of all other sessions". */
export async function endOtherSessions(db: Database, userId: string, keptPublicId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.publicId, keptPublicId)));
}

/** Ends one session of an account by its public id; false when it has no such session. */
export async function endSession(db: Database, userId: string, publicId: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ publicId: sessions.publicId });
  return ended.length > 0;
}

export async function destroySession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, await hashToken(token)));
}

/**
 * The live session a token's hash names on `host`, with its account: not past its absolute end,
 * used since `idleSince`, and made on the main site or on this host. Undefined when there is none.
 */
export const sessionOfToken = (db: Database, tokenHash: string, { now, idleSince, host }: SessionLookup) =>
  db
    .select({
      user: users,
      xsrf: sessions.xsrf,
      publicId: sessions.publicId,
      lastSeenAt: sessions.lastSeenAt,
      provedAt: sessions.provedAt,
      host: sessions.host,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        or(isNull(sessions.lastSeenAt), gt(sessions.lastSeenAt, idleSince)),
        or(isNull(sessions.host), eq(sessions.host, host)),
      ),
    )
    .get();

export interface SessionLookup {
  readonly now: Date;
  readonly idleSince: Date;
  readonly host: string;
}

/** Writes a session's last-seen time. */
export async function touchSession(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}
