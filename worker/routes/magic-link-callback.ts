import { nameFromEmail } from '../../shared/validation/account-fields.ts';
import { consumeMagicLink } from '../auth/magic-links.ts';
import { createSession, SESSION_LIFETIME_MS, sessionCookie } from '../auth/sessions.ts';
import { findUserByEmail, insertAccount, uniqueUsername } from '../db/account-queries.ts';
import { database } from '../db/client.ts';
import { PENDING_LOGIN_COOKIE } from '../graphql/types/magic-link.ts';
import { renderAppPage } from '../render/render-pages.tsx';
import type { RouteHandler } from './route-handler.ts';

/**
 * /m/callback/email: GET and HEAD show the confirmation page (a mail scanner's visit changes
 * nothing); the POST from that page, from this site only, consumes the link once and signs in.
 */
export const magicLinkCallback: RouteHandler = async (c, match) => {
  const page = (status: number) => renderAppPage(c, { routeName: match.route.name, params: match.params, table: match.table, status });
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return page(200);
  if (c.req.method !== 'POST') return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD, POST' });

  const url = new URL(c.req.url);
  // Only the confirmation page itself may post here: no signing someone in from another site.
  if (c.req.header('Origin') !== url.origin) return c.text('This sign-in form did not come from this site.', 403);

  const db = database(c.get('d1'));
  const now = Date.now();
  const token = await consumeMagicLink(db, url.searchParams.get('token') ?? '', now);
  if (!token) return page(410);

  let user = await findUserByEmail(db, token.email);
  if (!user) {
    const name = token.fullName ?? (nameFromEmail(token.email) || 'Reader');
    user = await insertAccount(db, { name, email: token.email, username: await uniqueUsername(db, name), passwordHash: null });
  }
  const session = await createSession(db, user.id, now);
  const headers = new Headers({ Location: c.get('authOrigin') + token.redirect, 'Cache-Control': 'no-store' });
  headers.append('Set-Cookie', sessionCookie(url, session.token, Math.floor(SESSION_LIFETIME_MS / 1000)));
  headers.append('Set-Cookie', `${PENDING_LOGIN_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
  return new Response(null, { status: 303, headers });
};
