import { eq } from 'drizzle-orm';
import { TIME } from '../../shared/constants.ts';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { hashToken, sessionCookieName } from './viewer.ts';

export const SESSION_LIFETIME_MS = 30 * TIME.day;

export const randomToken = (bytes: number): string =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(bytes))))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');

/** A new session at every sign-in: a random token for the cookie (only its hash is stored) and an anti-forgery value bound to it. */
export async function createSession(db: Database, userId: string, now: number): Promise<{ token: string; xsrf: string; expiresAt: number }> {
  const token = randomToken(32);
  const xsrf = randomToken(16);
  const expiresAt = now + SESSION_LIFETIME_MS;
  await db.insert(sessions).values({ tokenHash: await hashToken(token), userId, xsrf, expiresAt: new Date(expiresAt) });
  return { token, xsrf, expiresAt };
}

/** Ends every session of an account (a new password, a takeover by the address's owner). */
export async function endSessionsOf(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function destroySession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, await hashToken(token)));
}

/** HttpOnly, SameSite=Lax; over https also Secure with the __Host- prefix (so no Domain, Path=/). */
export function sessionCookie(url: URL, token: string, maxAgeSeconds: number): string {
  const secure = url.protocol === 'https:' ? '; Secure' : '';
  return `${sessionCookieName(url)}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

export const clearedSessionCookie = (url: URL): string => sessionCookie(url, '', 0);
