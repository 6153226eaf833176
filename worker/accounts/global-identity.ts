import { getCookie } from 'hono/cookie';
import { consumeAccountToken, HAND_OFF_COOKIE, newHandOffNonce } from '../auth/account-token-writes.ts';
import { flowCookie } from '../auth/cookies.ts';
import { link } from '../../shared/routes/index.ts';
import { findUserById } from './account-queries.ts';
import { database } from '../db/client.ts';
import { otherServedSite } from '../routes/other-served-site.ts';
import { normalizeHost } from '../hosts/resolve-host.ts';
import type { RouteHandler } from '../routes/route-handler.ts';
import { signInFromRoute } from './sign-in-from-route.ts';
import {
  consumeMeterHandoff,
  issueMeterHandoff,
  newVisitorMeterId,
  VISITOR_METER_COOKIE,
  visitorMeterCookie,
  visitorMeterId,
} from '../meter/index.ts';

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

/** How long a started hand-off waits for the reader to sign in on the main site and come back. */
const HAND_OFF_SECONDS = 30 * 60;

/**
 * This site starts a hand-off (`?start=login` or `register`, its Sign In and Sign up links): a
 * nonce kept in the reader's browser here, and the main site's sign-in page, which asks the
 * reader whether to sign in here and sends them back with a token bound to the nonce.
 */
function startHandOff(c: Parameters<RouteHandler>[0], url: URL, headers: Headers, start: string): void {
  const nonce = newHandOffNonce();
  const signIn = new URL(link('ShowSignIn'), c.get('authOrigin'));
  if (start === 'register') signIn.searchParams.set('operation', 'register');
  signIn.searchParams.set('actionUrl', headers.get('Location') ?? new URL('/', url).href);
  signIn.searchParams.set('handOff', nonce);
  headers.append('Set-Cookie', flowCookie(url, HAND_OFF_COOKIE, nonce, HAND_OFF_SECONDS));
  headers.set('Location', signIn.href);
}

/**
 * /m/global-identity on a writer's or a publication's own domain: starts a hand-off; or spends
 * the account token AccountTokenQuery made for this host and for the nonce this browser holds,
 * starts a session bound to this host, and goes on to the page the reader came for; or spends a
 * meter token, so this host counts the visitor's reads with the main site's meter. A spent,
 * expired or foreign token, or one without this browser's nonce, just goes on, signed out.
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
  const start = c.req.query('start');
  if (match.table !== 'default' && start) startHandOff(c, url, headers, start);
  const token = c.req.query('token');
  const nonce = getCookie(c, HAND_OFF_COOKIE);
  // On the auth domain itself there is nothing to carry: its own sign-in set the cookie.
  if (match.table !== 'default' && token && nonce) {
    const db = database(c.get('d1'));
    const now = Date.now();
    headers.append('Set-Cookie', flowCookie(url, HAND_OFF_COOKIE, '', 0));
    const userId = await consumeAccountToken(db, token, normalizeHost(url.host), nonce, now);
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
