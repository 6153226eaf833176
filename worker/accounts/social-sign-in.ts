import { getCookie } from 'hono/cookie';
import { safeRedirect } from '../../shared/routes/safe-redirect.ts';
import type { Context } from 'hono';
import type { Flags } from '../../shared/flags.ts';
import { link, type RouteName } from '../../shared/routes/index.ts';
import { nameFromEmail } from '../../shared/validation/account-fields.ts';
import { googleProvider, verifyOneTapToken } from '../auth/oidc.ts';
import type { SignInPath } from '../auth/sign-in-gate.ts';
import { socialProvider, type SocialIdentity, type SocialProviderName } from '../auth/social-providers.ts';
import { findUserByEmail, insertAccount, uniqueUsername } from './account-queries.ts';
import { database } from '../db/client.ts';
import { findUserByIdentity, linkIdentity } from './identity-queries.ts';
import type { AppEnv } from '../context.ts';
import type { RouteHandler } from '../routes/route-handler.ts';
import { signInFromRoute } from './sign-in-from-route.ts';

/** The state, PKCE verifier and destination wait in a cookie, HttpOnly, for the provider's answer: 10 minutes at most. */
const FLOW_SECONDS = 600;

const CALLBACKS: Record<SocialProviderName, RouteName> = {
  google: 'AcctCallbackGoogle',
  facebook: 'AcctCallbackFacebook',
  twitter: 'AcctCallbackTwitter',
  apple: 'AcctCallbackApple',
};

const DISABLED: Record<SocialProviderName, keyof Flags> = {
  google: 'disable_login_google',
  facebook: 'disable_login_facebook',
  twitter: 'disable_login_twitter',
  apple: 'disable_login_apple',
};

const encode = (value: object): string => btoa(JSON.stringify(value)).replaceAll('=', '');
function decode(value: string | undefined): { state: string; verifier: string; redirect: string } | null {
  try {
    const parsed: unknown = value ? JSON.parse(atob(value)) : null;
    if (parsed && typeof parsed === 'object' && 'state' in parsed && 'verifier' in parsed && 'redirect' in parsed) {
      return {
        state: String(parsed.state),
        verifier: String(parsed.verifier),
        redirect: safeRedirect(String(parsed.redirect)),
      };
    }
  } catch {
    // a tampered or truncated cookie is no flow at all
  }
  return null;
}

/**
 * Lax keeps the cookie off other sites' requests; Apple's answer is one (a cross-site POST), so
 * its cookie is SameSite=None, which browsers accept only with Secure (Apple requires https).
 */
const flowCookie = (name: SocialProviderName, url: URL, value: string, maxAge: number): string => {
  const secure = url.protocol === 'https:';
  const sameSite = name === 'apple' && secure ? 'None' : 'Lax';
  return `oauth_${name}=${value}; Path=${link(CALLBACKS[name])}; HttpOnly; SameSite=${sameSite}; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
};

/** The code and state, from the address or, for providers that post their answer, the form; Apple adds the name once. */
async function providerAnswer(
  c: Context<AppEnv>,
  url: URL,
  byPost: boolean,
): Promise<{ code: string | null; state: string | null; name: string }> {
  if (!byPost || c.req.method !== 'POST')
    return { code: url.searchParams.get('code'), state: url.searchParams.get('state'), name: '' };
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const text = (key: string) => (typeof form[key] === 'string' ? form[key] : null);
  let name = '';
  try {
    const user = JSON.parse(text('user') ?? '{}') as { name?: { firstName?: string; lastName?: string } };
    name = [user.name?.firstName, user.name?.lastName].filter(Boolean).join(' ');
  } catch {
    // no name, or not one we can read: the ID token's claims will do
  }
  return { code: text('code'), state: text('state'), name };
}

const enabledProvider = (c: Context<AppEnv>, name: SocialProviderName) =>
  c.get('flags')[DISABLED[name]] ? null : socialProvider(c.env, name);

/** Any failed social sign-in goes back to the sign-in page, which says so. */
function backToSignIn(c: Context<AppEnv>, name: SocialProviderName, headers: Headers): Response {
  headers.set('Location', `${c.get('authOrigin')}${link('ShowSignIn')}?error=${name}`);
  return new Response(null, { status: 302, headers });
}

/**
 * The account behind an identity: the one it signed in before; else the account with the
 * provider's verified address; else a new one (sign-up). The identity is remembered either way.
 */
async function accountFor(c: Context<AppEnv>, identity: SocialIdentity) {
  const db = database(c.get('d1'));
  const email = identity.email?.toLowerCase() ?? null;
  const linked = await findUserByIdentity(db, identity.provider, identity.subject);
  if (linked) return { user: linked, byAddress: false };
  const byAddress = email ? await findUserByEmail(db, email) : undefined;
  const name = identity.name.trim() || (email ? nameFromEmail(email) : '') || identity.username || 'Reader';
  // Providers give only addresses they verified (social-providers.ts): a new account's is proven.
  const user =
    byAddress ??
    (await insertAccount(db, {
      name,
      email,
      username: await uniqueUsername(db, identity.username ?? name),
      passwordHash: null,
      emailProved: true,
    }));
  return { user, byAddress: byAddress !== undefined };
}

async function signInWithIdentity(
  c: Context<AppEnv>,
  identity: SocialIdentity,
  path: SignInPath,
  redirect: string,
  headers: Headers,
): Promise<Response> {
  const { user, byAddress } = await accountFor(c, identity);
  // Found by its address, the account is reached by proving that address: an unproven one is
  // taken back for its owner first, so the provider links only to a proven address.
  const signedIn = await signInFromRoute(c, user, path, redirect, { provedAddress: byAddress });
  await linkIdentity(database(c.get('d1')), identity.provider, identity.subject, user.id);
  for (const cookie of signedIn.cookies) headers.append('Set-Cookie', cookie);
  headers.set('Location', signedIn.location);
  return new Response(null, { status: 302, headers });
}

/** /m/connect/google, /m/connect/facebook, /m/account/authenticate-twitter, /m/start-auth/apple: off to the provider with a fresh state and PKCE verifier. */
const connectWith =
  (name: SocialProviderName): RouteHandler =>
  async (c, match) => {
    const provider = enabledProvider(c, name);
    if (!provider) return c.get('app').notFound(match.table);
    const url = new URL(c.req.url);
    const { url: destination, state, codeVerifier } = await provider.begin(c.get('authOrigin') + link(CALLBACKS[name]));
    const cookie = flowCookie(
      name,
      url,
      encode({ state, verifier: codeVerifier, redirect: url.searchParams.get('redirect') ?? '/' }),
      FLOW_SECONDS,
    );
    return new Response(null, {
      status: 302,
      headers: { Location: destination.toString(), 'Set-Cookie': cookie, 'Cache-Control': 'no-store' },
    });
  };

/**
 * One-tap (docs/spec-checklist.md 2 §4) posts an ID token to Google's callback with Google's double-submit value:
 * `g_csrf_token` in the body must equal the cookie of that name. The token is verified against
 * the configured key set (issuer, audience, expiry) before anyone is signed in.
 */
async function oneTap(c: Context<AppEnv>): Promise<Response> {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  const provider = googleProvider(c.env);
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const credential = typeof form['credential'] === 'string' ? form['credential'] : '';
  const csrf = typeof form['g_csrf_token'] === 'string' ? form['g_csrf_token'] : '';
  if (!provider || !credential || !csrf || getCookie(c, 'g_csrf_token') !== csrf)
    return backToSignIn(c, 'google', headers);
  try {
    const identity = await verifyOneTapToken(provider, credential);
    if (!identity) return backToSignIn(c, 'google', headers);
    return signInWithIdentity(
      c,
      { provider: 'google', subject: identity.subject, email: identity.email, name: identity.name, username: null },
      'one-tap',
      '/',
      headers,
    );
  } catch (error) {
    c.get('logger').warn('Google one-tap token refused', {
      message: error instanceof Error ? error.message : String(error),
    });
    return backToSignIn(c, 'google', headers);
  }
}

/**
 * /m/callback/{provider}: checks the state, trades the code (never kept) for an identity, and
 * signs in, creating the account on first use. Any failure returns to the sign-in page.
 */
const callbackFor =
  (name: SocialProviderName): RouteHandler =>
  async (c, match) => {
    const provider = enabledProvider(c, name);
    if (!provider) return c.get('app').notFound(match.table);
    if (name === 'google' && c.req.method === 'POST') return oneTap(c);
    const url = new URL(c.req.url);
    const flow = decode(getCookie(c, `oauth_${name}`));
    const answer = await providerAnswer(c, url, provider.answersByPost === true);
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    headers.append('Set-Cookie', flowCookie(name, url, '', 0));
    if (!flow || !answer.code || answer.state !== flow.state) return backToSignIn(c, name, headers);
    let identity: SocialIdentity | null;
    try {
      identity = await provider.finish(
        c.get('authOrigin') + link(CALLBACKS[name]),
        answer.code,
        flow.verifier,
        answer.name,
      );
    } catch (error) {
      c.get('logger').warn('Social sign-in failed', {
        provider: name,
        message: error instanceof Error ? error.message : String(error),
      });
      return backToSignIn(c, name, headers);
    }
    return identity ? signInWithIdentity(c, identity, name, flow.redirect, headers) : backToSignIn(c, name, headers);
  };

export const connectGoogle = connectWith('google');
export const googleCallback = callbackFor('google');
export const connectFacebook = connectWith('facebook');
export const facebookCallback = callbackFor('facebook');
export const connectTwitter = connectWith('twitter');
export const twitterCallback = callbackFor('twitter');
export const startAppleSignIn = connectWith('apple');
export const appleCallback = callbackFor('apple');
