import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../worker/app/app.ts';
import { expectConsoleOutput } from '../fail-on-console.ts';
import { seedContent } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const issuer = inject('oidcIssuer');
const configured = {
  ...env,
  GOOGLE_CLIENT_ID: 'quire-test-client',
  GOOGLE_CLIENT_SECRET: 'quire-test-secret',
  GOOGLE_ISSUER: issuer,
  GOOGLE_JWKS_URL: `${issuer.replace(/\/$/, '')}/jwks`,
};
const app = createApp();
const request = (path: string, init: RequestInit = {}, bindings: Env = configured) =>
  app.request(`http://localhost${path}`, { redirect: 'manual', ...init }, bindings);

/** Starts the flow, lets the provider approve it, and returns the callback address and the flow cookie. */
async function authorize(): Promise<{ callback: string; cookie: string }> {
  const start = await request('/m/connect/google?redirect=/me/lists');
  expect(start.status).toBe(302);
  const cookie = (start.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
  const authorizeUrl = new URL(start.headers.get('Location') ?? '');
  expect(`${authorizeUrl.origin}/`).toBe(`${new URL(issuer).origin}/`);
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizeUrl.searchParams.get('redirect_uri')).toBe('http://localhost/m/callback/google');
  const approved = await fetch(authorizeUrl, { redirect: 'manual' });
  return { callback: approved.headers.get('Location') ?? '', cookie };
}

beforeEach(async () => {
  await seedContent(0);
});

describe('signing in with Google (OpenID Connect against a local provider)', () => {
  it('creates the account from a verified identity and signs in', async () => {
    const { callback, cookie } = await authorize();
    const url = new URL(callback);
    const done = await request(url.pathname + url.search, { headers: { Cookie: cookie } });
    expect(done.status).toBe(302);
    expect(done.headers.get('Location')).toBe('http://localhost/me/lists');
    expect(done.headers.getSetCookie().some((value) => value.startsWith('sid='))).toBe(true);
    const user = await env.DB.prepare(
      "select name, email, password_hash from users where email = 'oidc.reader@example.com'",
    ).first();
    expect(user).toEqual({ name: 'Oidc Reader', email: 'oidc.reader@example.com', password_hash: null });
  });

  it('signs an existing account in by its verified e-mail', async () => {
    await db.update(users).set({ email: 'oidc.reader@example.com' }).where(eq(users.id, 'u-ann')).run();
    const { callback, cookie } = await authorize();
    const url = new URL(callback);
    await request(url.pathname + url.search, { headers: { Cookie: cookie } });
    const count = await env.DB.prepare(
      "select count(*) as n from users where email = 'oidc.reader@example.com'",
    ).first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it.each([
    ['a state that does not match', (url: URL) => url.searchParams.set('state', 'forged'), true],
    ['no flow cookie', () => {}, false],
  ])('returns to the sign-in page for %s', async (_, tamper, withCookie) => {
    const { callback, cookie } = await authorize();
    const url = new URL(callback);
    tamper(url);
    const done = await request(url.pathname + url.search, withCookie ? { headers: { Cookie: cookie } } : {});
    expect(done.headers.get('Location')).toBe('http://localhost/m/signin?error=google');
    expect(done.headers.getSetCookie().some((value) => value.startsWith('sid='))).toBe(false);
  });

  it('returns to the sign-in page when the provider refuses the code', async () => {
    const warn = expectConsoleOutput('warn');
    const { callback, cookie } = await authorize();
    const url = new URL(callback);
    url.searchParams.set('code', 'not-a-code-the-provider-issued');
    const done = await request(url.pathname + url.search, { headers: { Cookie: cookie } });
    expect(done.headers.get('Location')).toBe('http://localhost/m/signin?error=google');
    expect(warn).toHaveBeenCalled();
  });

  it('is not there when Google is not configured, or its flag turns it off', async () => {
    expect((await request('/m/connect/google', {}, env)).status).toBe(404);
    expect(
      (await request('/m/connect/google', {}, { ...configured, FLAGS: '{"disable_login_google": true}' })).status,
    ).toBe(404);
  });

  it('offers the button on the sign-in page only when configured', async () => {
    expect(await (await request('/m/signin')).text()).toContain('Sign in with Google');
    expect(await (await request('/m/signin', {}, env)).text()).not.toContain('Sign in with Google');
  });
});

describe('Google one-tap (an ID token posted to the callback)', () => {
  const post = (credential: string, bodyCsrf: string, cookieCsrf: string | null) =>
    request('/m/callback/google', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(cookieCsrf ? { Cookie: `g_csrf_token=${cookieCsrf}` } : {}),
      },
      body: new URLSearchParams({ credential, g_csrf_token: bodyCsrf }).toString(),
    });

  it('signs up or in with a token the provider signed', async () => {
    const done = await post(inject('oneTapCredential'), 'double-submit', 'double-submit');
    expect(done.status).toBe(302);
    expect(done.headers.get('Location')).toBe('http://localhost/');
    expect(done.headers.getSetCookie().some((value) => value.startsWith('sid='))).toBe(true);
    expect(await env.DB.prepare("select name from users where email = 'oidc.reader@example.com'").first()).toEqual({
      name: 'Oidc Reader',
    });
  });

  it.each([
    ['a g_csrf_token that does not match its cookie', () => post(inject('oneTapCredential'), 'one', 'other'), false],
    ['no g_csrf_token cookie', () => post(inject('oneTapCredential'), 'one', null), false],
    ['a token for another audience', () => post(inject('foreignAudienceCredential'), 'x', 'x'), true],
    ['a forged token', () => post(`${inject('oneTapCredential').slice(0, -8)}AAAAAAAA`, 'x', 'x'), true],
  ])('refuses %s', async (_, send, logs) => {
    const warn = logs ? expectConsoleOutput('warn') : null;
    const done = await send();
    expect(done.headers.get('Location')).toBe('http://localhost/m/signin?error=google');
    expect(done.headers.getSetCookie().some((value) => value.startsWith('sid='))).toBe(false);
    if (warn) expect(warn).toHaveBeenCalled();
  });
});

describe('the one-tap card’s start-up values (docs/spec-checklist.md 2 §4)', () => {
  const pageFor = async (bindings: Env) => {
    const response = await request('/', {}, bindings);
    const html = await response.text();
    const state = JSON.parse(/window\.__PRELOADED_STATE__=(\{.*?\});window/.exec(html)?.[1] ?? '{}') as {
      config: { googleClientId: string | null };
    };
    return { clientId: state.config.googleClientId, policy: response.headers.get('Content-Security-Policy') ?? '' };
  };

  it('gives pages Google’s public client id, and lets its script check status only when one-tap is on', async () => {
    const off = await pageFor(configured);
    expect(off.clientId).toBe('quire-test-client');
    expect(off.policy).toContain("connect-src 'self';");
    const on = await pageFor({ ...configured, FLAGS: JSON.stringify({ enable_google_one_tap: true }) });
    expect(on.policy).toContain("connect-src 'self' https://accounts.google.com/gsi/;");
  });

  it('has nothing to offer without Google configured', async () => {
    const page = await pageFor({ ...env, FLAGS: JSON.stringify({ enable_google_one_tap: true }) });
    expect(page).toEqual({ clientId: null, policy: expect.stringContaining("connect-src 'self';") });
  });
});
