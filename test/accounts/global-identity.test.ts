import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../support/seed-content.ts';
import { seedHosts } from '../support/seed-hosts.ts';
import { sessionCookieSet } from '../support/cookies.ts';

const ACCOUNT_TOKEN = `query ($actionUrl: String!, $handOff: String) { accountToken(actionUrl: $actionUrl, step: "SIGNIN_OPTIONS", handOff: $handOff) {
  __typename ... on AccountToken { token redirect } ... on BadRequest { message } ... on Unauthorized { message } } }`;

type Answer = { __typename: string; token?: string; redirect?: string; message?: string };

/**
 * The other site starts the hand-off as its Sign In link does: the nonce cookie it keeps in the
 * reader's browser, and the main site's sign-in page it sends them to.
 */
async function startOn(page: string) {
  const { origin } = new URL(page);
  const response = await SELF.fetch(`${origin}/m/global-identity?start=login&redirectUrl=${encodeURIComponent(page)}`, {
    redirect: 'manual',
  });
  const nonceCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('hand_off=')) ?? '';
  const signInPage = new URL(response.headers.get('Location') ?? '');
  return {
    response,
    nonceCookie: nonceCookie.split(';')[0] ?? '',
    signInPage,
    handOff: signInPage.searchParams.get('handOff'),
  };
}

async function askForToken(
  actionUrl: string,
  options: { userId?: string | null; origin?: string; handOff?: string | null; cookie?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.cookie) headers['Cookie'] = options.cookie;
  else if (options.userId !== null) headers['Cookie'] = (await signIn(options.userId ?? 'u-carol')).cookie;
  const response = await SELF.fetch(`${options.origin ?? 'http://localhost'}/_/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({
      query: ACCOUNT_TOKEN,
      variables: { actionUrl, handOff: options.handOff === undefined ? 'a-nonce' : options.handOff },
    }),
  });
  return ((await response.json()) as { data: { accountToken: Answer } }).data.accountToken;
}

/** Follows the token's redirect as the browser would, on the other site, with the cookies it holds there. */
const visit = (address: string, cookie = '') =>
  SELF.fetch(address, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });

/** The whole hand-off for carol, started on `page`'s site: the session cookie that site set, if any. */
async function handOffTo(page: string): Promise<string> {
  const started = await startOn(page);
  const answer = await askForToken(started.signInPage.searchParams.get('actionUrl') ?? '', {
    handOff: started.handOff,
  });
  const landed = await visit(answer.redirect ?? '', started.nonceCookie);
  return (sessionCookieSet(landed) ?? '').split(';')[0] ?? '';
}

async function ask(origin: string, cookie: string, query: string, variables: Record<string, unknown> = {}, xsrf = '') {
  const response = await SELF.fetch(`${origin}/_/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-Xsrf-Token': xsrf },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, unknown> | null; errors?: { message: string }[] };
}

/** Who the other site sees with the cookie it set. */
async function viewerOn(origin: string, cookie: string) {
  return ((await ask(origin, cookie, '{ viewer { id } }')).data as { viewer: { id: string } | null }).viewer;
}

/** The session's anti-forgery value, as the page would carry it. */
async function xsrfOn(origin: string, cookie: string): Promise<string> {
  const page = await SELF.fetch(`${origin}/`, { headers: { Cookie: cookie } });
  return /"xsrf":"([^"]+)"/.exec(await page.text())?.[1] ?? '';
}

beforeEach(() => seedHosts());

describe('AccountTokenQuery and /m/global-identity: carrying a sign-in to a writer’s own domain', () => {
  it.each([
    ['a custom domain of a writer', 'http://bob.example/some-story-0123456789ab?x=1'],
    ['a publication’s domain', 'http://daily.example/'],
    ['a writer’s subdomain', 'http://alice.localhost/about'],
  ])('signs the reader in on %s, once, and goes on to the page', async (_, actionUrl) => {
    const started = await startOn(actionUrl);
    expect(started.response.status).toBe(302);
    expect(started.nonceCookie).toMatch(/^hand_off=[\w-]{20,}$/);
    expect(started.signInPage.origin + started.signInPage.pathname).toBe('http://localhost/m/signin');
    expect(started.signInPage.searchParams.get('actionUrl')).toBe(actionUrl);

    const answer = await askForToken(actionUrl, { handOff: started.handOff });
    expect(answer.__typename).toBe('AccountToken');
    const redirect = new URL(answer.redirect ?? '');
    expect(redirect.origin).toBe(new URL(actionUrl).origin);
    expect(redirect.pathname).toBe('/m/global-identity');
    expect(redirect.searchParams.get('redirectUrl')).toBe(actionUrl);

    const first = await visit(redirect.href, started.nonceCookie);
    expect(first.status).toBe(302);
    expect(first.headers.get('Location')).toBe(actionUrl);
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    const cookie = sessionCookieSet(first) ?? '';
    expect(cookie).toMatch(/^sid=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
    expect(await viewerOn(redirect.origin, cookie.split(';')[0] ?? '')).toEqual({ id: 'u-carol' });

    // the same address again signs nobody in
    const second = await visit(redirect.href, started.nonceCookie);
    expect(second.headers.get('Location')).toBe(actionUrl);
    expect(sessionCookieSet(second)).toBeNull();
  });

  it('refuses a token on another site than the one it was made for', async () => {
    const started = await startOn('http://bob.example/');
    const answer = await askForToken('http://bob.example/', { handOff: started.handOff });
    const elsewhere = new URL(answer.redirect ?? '');
    elsewhere.host = 'daily.example';
    const response = await visit(elsewhere.href, started.nonceCookie);
    expect(sessionCookieSet(response)).toBeNull();
    // and never sends the reader off-site
    expect(response.headers.get('Location')).toBe('http://daily.example/');
  });

  it.each([
    ['a visitor', 'http://bob.example/', { userId: null }, 'Unauthorized', 'Sign in to do that.'],
    [
      'an address on no site of ours',
      'http://evil.example/',
      {},
      'BadRequest',
      'That address is not on a site we serve.',
    ],
    ['the main site itself', 'http://localhost/', {}, 'BadRequest', 'That address is not on a site we serve.'],
    ['another scheme', 'javascript:alert(1)', {}, 'BadRequest', 'That address is not on a site we serve.'],
    [
      'a request from another site',
      'http://bob.example/',
      { origin: 'http://daily.example' },
      'BadRequest',
      'Ask for this on the main site.',
    ],
    [
      'a hand-off the site did not start',
      'http://bob.example/',
      { handOff: null },
      'BadRequest',
      'Signing in to bob.example starts there: go back to it and choose Sign in.',
    ],
  ])('refuses %s', async (_, actionUrl, options, typename, message) => {
    expect(await askForToken(actionUrl, options)).toEqual({ __typename: typename, message });
  });
});

describe('a session made on a writer’s own domain stays there (docs/security.md)', () => {
  // The hole as it was found: the main site handed a token to any served domain on a link's say-so,
  // and the session it bought worked on the main domain, as a fresh proof, with every setting.
  it('is a visitor’s cookie on the main domain and on every other site', async () => {
    const cookie = await handOffTo('http://bob.example/');
    expect(await viewerOn('http://bob.example', cookie)).toEqual({ id: 'u-carol' });
    expect(await viewerOn('http://localhost', cookie)).toBeNull();
    expect(await viewerOn('http://daily.example', cookie)).toBeNull();
    expect(await viewerOn('http://alice.localhost', cookie)).toBeNull();
  });

  it('cannot buy a second hand-off from the main site', async () => {
    const cookie = await handOffTo('http://bob.example/');
    const started = await startOn('http://daily.example/');
    expect(await askForToken('http://daily.example/', { cookie, handOff: started.handOff })).toEqual({
      __typename: 'Unauthorized',
      message: 'Sign in to do that.',
    });
  });

  it('signs nobody in for whoever replays the token without the browser’s nonce', async () => {
    const started = await startOn('http://bob.example/');
    const answer = await askForToken('http://bob.example/', { handOff: started.handOff });
    // the domain's owner has the address (their DNS), but not the reader's cookie; nor a nonce of their own
    expect(sessionCookieSet(await visit(answer.redirect ?? ''))).toBeNull();
    expect(sessionCookieSet(await visit(answer.redirect ?? '', 'hand_off=one-of-their-own'))).toBeNull();
    // the reader's own browser still can, once
    expect(sessionCookieSet(await visit(answer.redirect ?? '', started.nonceCookie))).not.toBeNull();
  });

  it.each([
    ['the profile', 'mutation { updateUserProfile(name: "Owned", bio: "") { __typename } }'],
    ['two-factor', 'mutation { removeTwoFactorAuth(userId: "u-carol") { __typename } }'],
    ['a proof of identity', 'mutation { confirmIdentity(password: "x") { __typename } }'],
    ['the e-mail address', 'mutation { sendVerificationEmail(email: "owner@evil.example") { __typename } }'],
    ['the username', 'mutation { changeUsername(username: "owned") { __typename } }'],
    ['the other sessions', 'mutation { signOutOtherSessions { __typename } }'],
    ['billing', 'mutation { openBillingPortal { __typename } }'],
    ['applications', 'mutation { createIntegrationToken(description: "x") { __typename } }'],
    ['a story', 'mutation { createPost { __typename } }'],
    [
      'a change hidden behind a reader’s action in one request',
      'mutation { clap(targetPostId: "0123456789ab", numClaps: 1) { __typename } deleteAccount(keepStories: false) { __typename } }',
    ],
  ])('refuses to change %s there, before anything runs', async (_, mutation) => {
    const cookie = await handOffTo('http://bob.example/');
    const xsrf = await xsrfOn('http://bob.example', cookie);
    expect(xsrf).not.toBe('');
    const answer = await ask('http://bob.example', cookie, mutation, {}, xsrf);
    expect(answer.errors?.map((error) => error.message)).toEqual(['Go to localhost to do that.']);
    expect(answer.data ?? null).toBeNull();
  });

  it('does what a reader does on the page: follows the writer there', async () => {
    const cookie = await handOffTo('http://bob.example/');
    const xsrf = await xsrfOn('http://bob.example', cookie);
    const answer = await ask(
      'http://bob.example',
      cookie,
      'mutation { followUser(targetUserId: "u-bob") { __typename } }',
      {},
      xsrf,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ followUser: { __typename: expect.not.stringMatching(/Unauthorized|Forbidden/) } });
  });

  it('never counts as a fresh proof', async () => {
    const { env } = await import('cloudflare:test');
    await handOffTo('http://bob.example/');
    const row = await env.DB.prepare(
      `select host, proved_at from sessions where user_id = 'u-carol' and host is not null`,
    ).first<{ host: string; proved_at: number | null }>();
    expect(row).toEqual({ host: 'bob.example', proved_at: null });
  });

  it('is listed on the main site with the host it belongs to, and lists nothing there', async () => {
    const cookie = await handOffTo('http://bob.example/');
    const main = await signIn('u-carol');
    const listed = (await ask('http://localhost', main.cookie, '{ viewer { sessions { host current } } }')).data as {
      viewer: { sessions: { host: string | null; current: boolean }[] };
    };
    expect(listed.viewer.sessions).toEqual(
      expect.arrayContaining([
        { host: 'bob.example', current: false },
        { host: null, current: true },
      ]),
    );
    const there = (await ask('http://bob.example', cookie, '{ viewer { sessions { host } } }')).data as {
      viewer: { sessions: unknown[] };
    };
    expect(there.viewer.sessions).toEqual([]);
  });
});
