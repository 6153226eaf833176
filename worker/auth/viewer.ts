import { LOGGED_OUT_SESSION_PREFIX, TIME } from '../../shared/constants.ts';
import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import { hashToken } from './hash-token.ts';
import { sessionOfToken, touchSession } from './session-writes.ts';

/** A session unused this long ends, before its absolute end (SESSION_LIFETIME_MS). */
export const SESSION_IDLE_MS = 14 * TIME.day;
/** How stale a session's last-seen time may be before a request writes it again. */
export const LAST_SEEN_GRANULARITY_MS = TIME.hour;

/** The signed-in person behind a request, with the anti-forgery value bound to their session. */
export interface Viewer {
  readonly user: UserRow;
  readonly xsrf: string;
  /** The session's public id: the security settings mark it "this device". */
  readonly sessionId: string;
  /** When the session last proved it is its owner (ms), for changes that want a fresh proof. */
  readonly provedAt: number | null;
  /** The writer's or publication's own host a session made there is bound to; null for the main site's. */
  readonly boundHost: string | null;
}

/** The session cookie: `__Host-` prefixed (and so Secure) over https, plain on http://localhost. */
export const sessionCookieName = (url: URL): string => (url.protocol === 'https:' ? '__Host-sid' : 'sid');

/**
 * Finds the viewer for a session token presented on `host` (normalized); tokens starting lo_ are
 * logged out (docs/spec-checklist.md 2 §3). A session bound to another host, past its absolute end or unused for
 * SESSION_IDLE_MS finds no one; a used one has its last-seen time written, at most once an hour.
 */
export async function findViewer(
  db: Database,
  token: string | undefined,
  now: Date,
  host: string,
): Promise<Viewer | null> {
  if (!token || token.startsWith(LOGGED_OUT_SESSION_PREFIX)) return null;
  const tokenHash = await hashToken(token);
  const row = await sessionOfToken(db, tokenHash, {
    now,
    idleSince: new Date(now.getTime() - SESSION_IDLE_MS),
    host,
  });
  if (!row) return null;
  if (!row.lastSeenAt || now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_GRANULARITY_MS) {
    await touchSession(db, tokenHash, now);
  }
  return {
    user: row.user,
    xsrf: row.xsrf,
    sessionId: row.publicId ?? '',
    provedAt: row.provedAt?.getTime() ?? null,
    boundHost: row.host,
  };
}
