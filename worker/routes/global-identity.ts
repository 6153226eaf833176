import { consumeAccountToken } from '../auth/account-tokens.ts';
import { findUserById } from '../db/account-queries.ts';
import { database } from '../db/client.ts';
import { normalizeHost } from './resolve-host.ts';
import type { RouteHandler } from './route-handler.ts';
import { signInFromRoute } from './sign-in-from-route.ts';

/** Only a page of this same site; anything else goes to its home. */
function sameSiteTarget(redirectUrl: string | undefined, url: URL): string {
  try {
    const target = new URL(redirectUrl ?? '/', url);
    return target.origin === url.origin ? target.href : new URL('/', url).href;
  } catch {
    return new URL('/', url).href;
  }
}

/**
 * /m/global-identity on a writer's or a publication's own domain: spends the account token
 * AccountTokenQuery made for this host, starts a session here, and goes on to the page the reader
 * came for. A spent, expired or foreign token just goes on, signed out.
 */
export const globalIdentity: RouteHandler = async (c, match) => {
  const url = new URL(c.req.url);
  const headers = new Headers({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
  headers.set('Location', sameSiteTarget(c.req.query('redirectUrl'), url));
  const token = c.req.query('token');
  // On the auth domain itself there is nothing to carry: its own sign-in set the cookie.
  if (match.table !== 'default' && token) {
    const db = database(c.get('d1'));
    const now = Date.now();
    const userId = await consumeAccountToken(db, token, normalizeHost(url.host), now);
    const user = userId ? await findUserById(db, userId) : undefined;
    if (user) {
      const target = headers.get('Location') ?? '/';
      const signedIn = await signInFromRoute(c, user, 'hand-off', '/', {}, () => target);
      for (const cookie of signedIn.cookies) headers.append('Set-Cookie', cookie);
      headers.set('Location', signedIn.location);
    }
  }
  return new Response(null, { status: 302, headers });
};
