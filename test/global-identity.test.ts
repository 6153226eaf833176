import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from './support/seed-content.ts';
import { seedHosts } from './support/seed-hosts.ts';
import { sessionCookieSet } from './support/cookies.ts';

const ACCOUNT_TOKEN = `query ($actionUrl: String!) { accountToken(actionUrl: $actionUrl, step: "SIGNIN_OPTIONS") {
  __typename ... on AccountToken { token redirect } ... on BadRequest { message } ... on Unauthorized { message } } }`;

type Answer = { __typename: string; token?: string; redirect?: string; message?: string };

async function askForToken(actionUrl: string, options: { userId?: string | null; origin?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.userId !== null) headers['Cookie'] = (await signIn(options.userId ?? 'u-carol')).cookie;
  const response = await SELF.fetch(`${options.origin ?? 'http://localhost'}/_/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ query: ACCOUNT_TOKEN, variables: { actionUrl } }),
  });
  return ((await response.json()) as { data: { accountToken: Answer } }).data.accountToken;
}

/** Follows the token's redirect as the browser would, on the other site. */
const visit = (address: string) => SELF.fetch(address, { redirect: 'manual' });

/** Who the other site sees with the cookie it set. */
async function viewerOn(origin: string, cookie: string) {
  const response = await SELF.fetch(`${origin}/_/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ query: '{ viewer { id } }' }),
  });
  return ((await response.json()) as { data: { viewer: { id: string } | null } }).data.viewer;
}

beforeEach(() => seedHosts());

describe('AccountTokenQuery and /m/global-identity: carrying a sign-in to a writer’s own domain', () => {
  it.each([
    ['a custom domain of a writer', 'http://bob.example/some-story-0123456789ab?x=1'],
    ['a publication’s domain', 'http://daily.example/'],
    ['a writer’s subdomain', 'http://alice.localhost/about'],
  ])('signs the reader in on %s, once, and goes on to the page', async (_, actionUrl) => {
    const answer = await askForToken(actionUrl);
    expect(answer.__typename).toBe('AccountToken');
    const redirect = new URL(answer.redirect ?? '');
    expect(redirect.origin).toBe(new URL(actionUrl).origin);
    expect(redirect.pathname).toBe('/m/global-identity');
    expect(redirect.searchParams.get('redirectUrl')).toBe(actionUrl);

    const first = await visit(redirect.href);
    expect(first.status).toBe(302);
    expect(first.headers.get('Location')).toBe(actionUrl);
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    const cookie = sessionCookieSet(first) ?? '';
    expect(cookie).toMatch(/^sid=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
    expect(await viewerOn(redirect.origin, cookie.split(';')[0] ?? '')).toEqual({ id: 'u-carol' });

    // the same address again signs nobody in
    const second = await visit(redirect.href);
    expect(second.headers.get('Location')).toBe(actionUrl);
    expect(sessionCookieSet(second)).toBeNull();
  });

  it('refuses a token on another site than the one it was made for', async () => {
    const answer = await askForToken('http://bob.example/');
    const elsewhere = new URL(answer.redirect ?? '');
    elsewhere.host = 'daily.example';
    const response = await visit(elsewhere.href);
    expect(sessionCookieSet(response)).toBeNull();
    // and never sends the reader off-site
    expect(response.headers.get('Location')).toBe('http://daily.example/');
  });

  it.each([
    ['a visitor', 'http://bob.example/', { userId: null }, 'Unauthorized', 'Sign in to do that.'],
    ['an address on no site of ours', 'http://evil.example/', {}, 'BadRequest', 'That address is not on a site we serve.'],
    ['the main site itself', 'http://localhost/', {}, 'BadRequest', 'That address is not on a site we serve.'],
    ['another scheme', 'javascript:alert(1)', {}, 'BadRequest', 'That address is not on a site we serve.'],
    ['a request from another site', 'http://bob.example/', { origin: 'http://daily.example' }, 'BadRequest', 'Ask for this on the main site.'],
  ])('refuses %s', async (_, actionUrl, options, typename, message) => {
    expect(await askForToken(actionUrl, options)).toEqual({ __typename: typename, message });
  });
});
