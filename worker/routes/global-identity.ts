import { getCookie } from 'hono/cookie';
import { consumeAccountToken } from '../auth/account-tokens.ts';
import { newVisitorMeterId, VISITOR_METER_COOKIE, visitorMeterCookie, visitorMeterId } from '../auth/visitor-meter.ts';
import { consumeMeterHandoff, issueMeterHandoff } from '../db/meter-writes.ts';
import { findUserById } from '../db/account-queries.ts';
import { database } from '../db/client.ts';
import { otherServedSite } from './other-served-site.ts';
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
 * The main site's half of carrying a visitor's reading meter (`?meter=1`): the visitor's meter id
 * (made now if they have none) goes, as a one-use token, to the other site's /m/global-identity.
 * An address that is not one of our other sites goes to the main site's home.
 */
async function handOffMeter(c: Parameters<RouteHandler>[0], url: URL, headers: Headers): Promise<void> {
  const db = database(c.get('d1'));
  const target = await otherServedSite(db, c.req.query('redirectUrl') ?? '', new URL(c.get('authOrigin')));
  if (!target) return;
  let visitorId = visitorMeterId(getCookie(c, VISITOR_METER_COOKIE));
  if (!visitorId) {
    visitorId = newVisitorMeterId();
    headers.append('Set-Cookie', visitorMeterCookie(url, visitorId));
  }
  const next = new URL('/m/global-identity', target.origin);
  next.searchParams.set('redirectUrl', target.href);
  next.searchParams.set('meterToken', await issueMeterHandoff(db, visitorId, normalizeHost(target.host), new Date()));
  headers.set('Location', next.href);
}

/**
 * /m/global-identity on a writer's or a publication's own domain: spends the account token
 * AccountTokenQuery made for this host, starts a session here, and goes on to the page the reader
 * came for; or spends a meter token, so this host counts the visitor's reads with the main
 * site's meter. A spent, expired or foreign token just goes on, signed out and metered here.
 */
export const globalIdentity: RouteHandler = async (c, match) => {
  const url = new URL(c.req.url);
  const headers = new Headers({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
  headers.set('Location', sameSiteTarget(c.req.query('redirectUrl'), url));
  if (match.table === 'default' && c.req.query('meter')) await handOffMeter(c, url, headers);
  const meterToken = c.req.query('meterToken');
  if (match.table !== 'default' && meterToken) {
    const visitorId = await consumeMeterHandoff(database(c.get('d1')), meterToken, normalizeHost(url.host), new Date());
    if (visitorId) headers.append('Set-Cookie', visitorMeterCookie(url, visitorId));
  }
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
