import { getCookie } from 'hono/cookie';
import { link } from '../../shared/routes/index.ts';
import { nameFromEmail } from '../../shared/validation/account-fields.ts';
import { beginSignIn, finishSignIn, googleProvider, verifyOneTapToken, type Identity } from '../auth/oidc.ts';
import { createSession, SESSION_LIFETIME_MS, sessionCookie } from '../auth/sessions.ts';
import { findUserByEmail, insertAccount, uniqueUsername } from '../db/account-queries.ts';
import { database } from '../db/client.ts';
import { safeRedirect } from '../graphql/types/auth-results.ts';
import { renderNotFound } from '../render/render-pages.tsx';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import type { RouteHandler } from './route-handler.ts';

/** The state, PKCE verifier and destination wait here, HttpOnly, for the provider's answer: 10 minutes at most. */
const FLOW_COOKIE = 'oauth_google';
const FLOW_SECONDS = 600;

const encode = (value: object): string => btoa(JSON.stringify(value)).replaceAll('=', '');
function decode(value: string | undefined): { state: string; verifier: string; redirect: string } | null {
  try {
    const parsed: unknown = value ? JSON.parse(atob(value)) : null;
    if (parsed && typeof parsed === 'object' && 'state' in parsed && 'verifier' in parsed && 'redirect' in parsed) {
      return { state: String(parsed.state), verifier: String(parsed.verifier), redirect: safeRedirect(String(parsed.redirect)) };
    }
  } catch {
    // a tampered or truncated cookie is no flow at all
  }
  return null;
}

const flowCookie = (url: URL, value: string, maxAge: number): string =>
  `${FLOW_COOKIE}=${value}; Path=/m/callback/google; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${url.protocol === 'https:' ? '; Secure' : ''}`;

/** /m/connect/google: off to Google with a fresh state and PKCE verifier. */
export const connectGoogle: RouteHandler = async (c, match) => {
  const provider = googleProvider(c.env);
  if (!provider || c.get('flags').disable_login_google) return renderNotFound(c, match.table);
  const url = new URL(c.req.url);
  const { url: destination, state, codeVerifier } = await beginSignIn(provider, c.get('authOrigin') + link('AcctCallbackGoogle'));
  const cookie = flowCookie(url, encode({ state, verifier: codeVerifier, redirect: url.searchParams.get('redirect') ?? '/' }), FLOW_SECONDS);
  return new Response(null, { status: 302, headers: { Location: destination.toString(), 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } });
};

/** Any failed Google sign-in goes back to the sign-in page, which says so. */
function backToSignIn(c: Context<AppEnv>, headers: Headers): Response {
  headers.set('Location', `${c.get('authOrigin')}${link('ShowSignIn')}?error=google`);
  return new Response(null, { status: 302, headers });
}

/** Signs in the account with the identity's verified e-mail, creating it on first use (sign-up). */
async function signInWithIdentity(c: Context<AppEnv>, identity: Identity, redirect: string, headers: Headers): Promise<Response> {
  const db = database(c.get('d1'));
  const email = identity.email.toLowerCase();
  let user = await findUserByEmail(db, email);
  if (!user) {
    const name = identity.name.trim() || nameFromEmail(email) || 'Reader';
    user = await insertAccount(db, { name, email, username: await uniqueUsername(db, name), passwordHash: null });
  }
  const session = await createSession(db, user.id, Date.now());
  headers.append('Set-Cookie', sessionCookie(new URL(c.req.url), session.token, Math.floor(SESSION_LIFETIME_MS / 1000)));
  headers.set('Location', c.get('authOrigin') + redirect);
  return new Response(null, { status: 302, headers });
}

/**
 * One-tap (spec 2 §4) posts an ID token to the callback with Google's double-submit value:
 * `g_csrf_token` in the body must equal the cookie of that name. The token is verified against
 * the configured key set (issuer, audience, expiry) before anyone is signed in.
 */
async function oneTap(c: Context<AppEnv>, provider: NonNullable<ReturnType<typeof googleProvider>>): Promise<Response> {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const credential = typeof form['credential'] === 'string' ? form['credential'] : '';
  const csrf = typeof form['g_csrf_token'] === 'string' ? form['g_csrf_token'] : '';
  if (!credential || !csrf || getCookie(c, 'g_csrf_token') !== csrf) return backToSignIn(c, headers);
  let identity: Identity | null;
  try {
    identity = await verifyOneTapToken(provider, credential);
  } catch (error) {
    c.get('logger').warn('Google one-tap token refused', { message: error instanceof Error ? error.message : String(error) });
    return backToSignIn(c, headers);
  }
  return identity ? signInWithIdentity(c, identity, '/', headers) : backToSignIn(c, headers);
}

/**
 * /m/callback/google: checks the state, trades the code (never kept) for a verified identity,
 * and signs in, creating the account on first use. Any failure returns to the sign-in page.
 */
export const googleCallback: RouteHandler = async (c, match) => {
  const provider = googleProvider(c.env);
  if (!provider || c.get('flags').disable_login_google) return renderNotFound(c, match.table);
  if (c.req.method === 'POST') return oneTap(c, provider);
  const url = new URL(c.req.url);
  const flow = decode(getCookie(c, FLOW_COOKIE));
  const code = url.searchParams.get('code');
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  headers.append('Set-Cookie', flowCookie(url, '', 0));
  if (!flow || !code || url.searchParams.get('state') !== flow.state) return backToSignIn(c, headers);

  let identity;
  try {
    identity = await finishSignIn(provider, c.get('authOrigin') + link('AcctCallbackGoogle'), code, flow.verifier);
  } catch (error) {
    c.get('logger').warn('Google sign-in failed', { message: error instanceof Error ? error.message : String(error) });
    return backToSignIn(c, headers);
  }
  if (!identity) return backToSignIn(c, headers);

  return signInWithIdentity(c, identity, flow.redirect, headers);
};
