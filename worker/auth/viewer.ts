import { and, eq, gt } from 'drizzle-orm';
import { LOGGED_OUT_SESSION_PREFIX } from '../../shared/constants.ts';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { hexOf } from '../../shared/hex.ts';

export type UserRow = typeof users.$inferSelect;

/** The signed-in person behind a request, with the anti-forgery value bound to their session. */
export interface Viewer {
  readonly user: UserRow;
  readonly xsrf: string;
}

/** The session cookie: `__Host-` prefixed (and so Secure) over https, plain on http://localhost. */
export const sessionCookieName = (url: URL): string => (url.protocol === 'https:' ? '__Host-sid' : 'sid');

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return hexOf(digest);
}

/** Finds the viewer for a session token; tokens starting lo_ are logged out (spec 2 §3). */
export async function findViewer(db: Database, token: string | undefined, now: Date): Promise<Viewer | null> {
  if (!token || token.startsWith(LOGGED_OUT_SESSION_PREFIX)) return null;
  const row = await db
    .select({ user: users, xsrf: sessions.xsrf })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, await hashToken(token)), gt(sessions.expiresAt, now)))
    .get();
  return row ? { user: row.user, xsrf: row.xsrf } : null;
}
