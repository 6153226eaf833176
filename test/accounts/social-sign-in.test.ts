import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { exportPKCS8, generateKeyPair } from 'jose';
import { createApp } from '../../worker/app/app.ts';
import { expectConsoleOutput } from '../fail-on-console.ts';
import { FACEBOOK_USER, TWITTER_USER } from '../oauth-providers.ts';
import { seedContent } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const origin = inject('oauthProvidersOrigin');
const configured = {
  ...env,
  FACEBOOK_APP_ID: 'fb-app',
  FACEBOOK_APP_SECRET: 'fb-secret',
  FACEBOOK_DIALOG_ORIGIN: `${origin}/facebook`,
  FACEBOOK_GRAPH_ORIGIN: `${origin}/facebook`,
  TWITTER_CLIENT_ID: 'tw-client',
  TWITTER_CLIENT_SECRET: 'tw-secret',
  TWITTER_AUTHORIZE_ORIGIN: `${origin}/twitter`,
  TWITTER_API_ORIGIN: `${origin}/twitter`,
};
const app = createApp();
const request = (path: string, init: RequestInit = {}, bindings: Env = configured) =>
  app.request(`http://localhost${path}`, { redirect: 'manual', ...init }, bindings);

const PROVIDERS = [
  ['Facebook', '/m/connect/facebook', '/m/callback/facebook'],
  ['Twitter', '/m/account/authenticate-twitter', '/m/callback/twitter'],
] as const;

/** Starts the flow, lets the provider approve it, and returns the callback address and the flow cookie. */
async function authorize(start: string, callbackPath: string) {
  const started = await request(`${start}?redirect=/me/lists`);
  expect(started.status).toBe(302);
  const cookie = (started.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
  expect(started.headers.get('Set-Cookie')).toContain(`Path=${callbackPath}; HttpOnly; SameSite=Lax`);
  const authorizeUrl = new URL(started.headers.get('Location') ?? '');
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`http://localhost${callbackPath}`);
  const approved = await fetch(authorizeUrl, { redirect: 'manual' });
  const callback = new URL(approved.headers.get('Location') ?? '');
  return { callback: callback.pathname + callback.search, cookie };
}

const viewerFor = async (setCookie: string) => {
  const response = await request('/_/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: setCookie.split(';')[0] ?? '' },
    body: JSON.stringify({ query: '{ viewer { name username email } }' }),
  });
  return ((await response.json()) as { data: { viewer: unknown } }).data.viewer;
};

beforeEach(() => seedContent(0));

describe('Facebook and Twitter sign-in (OAuth 2 with PKCE, against local stand-ins)', () => {
  it('creates an account from a Facebook identity with its confirmed address, then finds it again by identity', async () => {
    for (let round = 0; round < 2; round += 1) {
      const { callback, cookie } = await authorize('/m/connect/facebook', '/m/callback/facebook');
      const done = await request(callback, { headers: { Cookie: cookie } });
      expect(done.status).toBe(302);
      expect(done.headers.get('Location')).toBe('http://localhost/me/lists');
      const session = done.headers.getSetCookie().find((value) => value.startsWith('sid=')) ?? '';
      expect(await viewerFor(session)).toEqual({
        name: FACEBOOK_USER.name,
        username: 'fayebook',
        email: FACEBOOK_USER.email,
      });
    }
    const accounts = await env.DB.prepare(`select count(*) as n from users where email = ?`)
      .bind(FACEBOOK_USER.email)
      .first<{ n: number }>();
    expect(accounts?.n).toBe(1);
  });

  it('signs the existing account with the same address in with Facebook', async () => {
    await db.update(users).set({ email: FACEBOOK_USER.email }).where(eq(users.id, 'u-ann')).run();
    const { callback, cookie } = await authorize('/m/connect/facebook', '/m/callback/facebook');
    const done = await request(callback, { headers: { Cookie: cookie } });
    const session = done.headers.getSetCookie().find((value) => value.startsWith('sid=')) ?? '';
    expect(await viewerFor(session)).toMatchObject({ name: 'Ann Author' });
  });

  it('creates an account from a Twitter identity, which has no address (the banner then asks for one)', async () => {
    const { callback, cookie } = await authorize('/m/account/authenticate-twitter', '/m/callback/twitter');
    const done = await request(callback, { headers: { Cookie: cookie } });
    const session = done.headers.getSetCookie().find((value) => value.startsWith('sid=')) ?? '';
    expect(await viewerFor(session)).toEqual({ name: TWITTER_USER.name, username: TWITTER_USER.username, email: null });
  });

  it.each(PROVIDERS)(
    '%s: refuses a forged state, a missing flow cookie and a replayed code',
    async (_, start, callbackPath) => {
      const logged = expectConsoleOutput('warn');
      const { callback, cookie } = await authorize(start, callbackPath);
      const forged = callback.replace(/state=[^&]+/, 'state=forged');
      const provider = callbackPath.split('/').at(-1);
      for (const [path, headers] of [
        [forged, { Cookie: cookie }],
        [callback, {}],
      ] as const) {
        const refused = await request(path, { headers });
        expect(refused.headers.get('Location')).toBe(`http://localhost/m/signin?error=${provider}`);
        expect(refused.headers.getSetCookie().some((value) => value.startsWith('sid='))).toBe(false);
      }
      await request(callback, { headers: { Cookie: cookie } });
      const replayed = await request(callback, { headers: { Cookie: cookie } });
      expect(replayed.headers.get('Location')).toBe(`http://localhost/m/signin?error=${provider}`);
      expect(logged).toHaveBeenCalledWith('Social sign-in failed', expect.objectContaining({ provider }));
    },
  );

  it.each(PROVIDERS)('%s: not found without keys, or with its disable flag on', async (name, start, callbackPath) => {
    expect((await request(start, {}, env)).status).toBe(404);
    expect((await request(callbackPath, {}, env)).status).toBe(404);
    const flag = `disable_login_${name.toLowerCase()}`;
    expect((await request(start, {}, { ...configured, FLAGS: JSON.stringify({ [flag]: true }) })).status).toBe(404);
  });

  it('names the configured providers in the page’s start-up values, for their buttons', async () => {
    const html = await (await request('/m/signin')).text();
    expect(html).toContain('"signInProviders":["facebook","twitter"]');
  });
});

describe('Sign in with Apple (OpenID Connect with a signed client secret, answered by form_post)', () => {
  const issuer = inject('oidcIssuer');

  async function appleBindings(): Promise<Env> {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    return {
      ...env,
      APPLE_CLIENT_ID: 'quire-test-client',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY1234567',
      APPLE_PRIVATE_KEY: await exportPKCS8(privateKey),
      APPLE_ISSUER: issuer,
    };
  }

  it('starts with form_post, takes the posted code and the name Apple sends once, and signs in', async () => {
    const bindings = await appleBindings();
    const started = await request('/m/start-auth/apple?redirect=/me/lists', {}, bindings);
    const cookie = (started.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    const authorizeUrl = new URL(started.headers.get('Location') ?? '');
    expect(authorizeUrl.searchParams.get('response_mode')).toBe('form_post');
    expect(authorizeUrl.searchParams.get('scope')).toBe('name email');
    // the local provider answers in the address; Apple posts the same values as a form
    const approved = new URL((await fetch(authorizeUrl, { redirect: 'manual' })).headers.get('Location') ?? '');
    const form = new URLSearchParams({
      code: approved.searchParams.get('code') ?? '',
      state: approved.searchParams.get('state') ?? '',
      user: JSON.stringify({ name: { firstName: 'Apple', lastName: 'Person' } }),
    });
    const done = await request(
      '/m/callback/apple',
      { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' }, body: form },
      bindings,
    );
    expect(done.headers.get('Location')).toBe('http://localhost/me/lists');
    const session = done.headers.getSetCookie().find((value) => value.startsWith('sid=')) ?? '';
    expect(await viewerFor(session)).toMatchObject({ name: 'Apple Person', email: 'oidc.reader@example.com' });
  });

  it('sends its flow cookie on a cross-site POST over https (SameSite=None; Secure)', async () => {
    const started = await app.request(
      'https://localhost/m/start-auth/apple',
      { redirect: 'manual' },
      await appleBindings(),
    );
    expect(started.headers.get('Set-Cookie')).toMatch(
      /^oauth_apple=[^;]+; Path=\/m\/callback\/apple; HttpOnly; SameSite=None; Max-Age=600; Secure$/,
    );
  });

  it('is not found without keys, or with disable_login_apple on', async () => {
    expect((await request('/m/start-auth/apple', {}, env)).status).toBe(404);
    const bindings = { ...(await appleBindings()), FLAGS: JSON.stringify({ disable_login_apple: true }) };
    expect((await request('/m/start-auth/apple', {}, bindings)).status).toBe(404);
    expect((await request('/m/callback/apple', { method: 'POST' }, bindings)).status).toBe(404);
  });

  it('refuses a posted answer with a forged state', async () => {
    const bindings = await appleBindings();
    const started = await request('/m/start-auth/apple', {}, bindings);
    const cookie = (started.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    const form = new URLSearchParams({ code: 'any', state: 'forged' });
    const refused = await request(
      '/m/callback/apple',
      { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' }, body: form },
      bindings,
    );
    expect(refused.headers.get('Location')).toBe('http://localhost/m/signin?error=apple');
  });
});
