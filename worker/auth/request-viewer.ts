import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { normalizeHost } from '../hosts/resolve-host.ts';
import { findViewer, sessionCookieName, type Viewer } from './viewer.ts';

/** The session token a request carries, under the cookie name its scheme uses. */
export const sessionToken = (c: Context<AppEnv>): string | undefined =>
  getCookie(c, sessionCookieName(new URL(c.req.url)));

/** The request's signed-in viewer on the host it was sent to; visitors (no session cookie) cost no look-up. */
export const requestViewer = (c: Context<AppEnv>, db: Database, now = new Date()): Promise<Viewer | null> =>
  findViewer(db, sessionToken(c), now, normalizeHost(new URL(c.req.url).host));
