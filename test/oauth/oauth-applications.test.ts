import { env, SELF } from 'cloudflare:test';
import * as oauth from 'oauth4webapi';
import { beforeAll, describe, expect, it } from 'vitest';
import { asViewer, type Ask } from '../support/as-viewer.ts';
import { loadOAuthLibrary } from '../support/load-oauth-library.ts';
import { seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { collectionRoles, sessions } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

/**
 * Applications registered at /me/applications ask writers for access at
 * /m/oauth/authorize (authorization code with PKCE), trade the code at /m/token, and call the
 * public API with the token; integration tokens from settings call it too.
 */
const CALLBACK = 'https://app.example/callback';
const ORIGIN = 'http://localhost';

const CREATE_APPLICATION = `mutation ($name: String!, $website: String, $redirectUris: [String!]!, $mediumCompatible: Boolean) {
  createOAuthApplication(name: $name, website: $website, redirectUris: $redirectUris, mediumCompatible: $mediumCompatible) {
    __typename
    ... on CreatedOAuthApplication { clientSecret application { id name redirectUris mediumCompatible } }
    ... on Failure { message }
  }
}`;

const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

async function pkce(): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const challenge = base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  return { verifier, challenge };
}

interface Application {
  readonly id: string;
  readonly secret: string;
}

async function registerApplication(
  owner: Ask,
  name = 'Crossposter',
  { mediumCompatible = false } = {},
): Promise<Application> {
  const { createOAuthApplication: created } = await owner(CREATE_APPLICATION, {
    name,
    website: 'https://app.example',
    redirectUris: [CALLBACK],
    mediumCompatible,
  });
  expect(created?.__typename).toBe('CreatedOAuthApplication');
  expect((created?.['application'] as { mediumCompatible: boolean }).mediumCompatible).toBe(mediumCompatible);
  return { id: (created?.['application'] as { id: string }).id, secret: String(created?.['clientSecret']) };
}

const authorizeUrl = (application: Application, challenge: string, scope = 'basicProfile listPublications') =>
  `${ORIGIN}/m/oauth/authorize?${new URLSearchParams({ response_type: 'code', client_id: application.id, redirect_uri: CALLBACK, scope, state: 'st4te', code_challenge: challenge, code_challenge_method: 'S256' })}`;

/** The writer opens the consent page and answers it; returns where the browser is sent. */
async function consent(
  userId: string,
  url: string,
  decision: 'approve' | 'deny',
  { xsrf }: { xsrf?: string } = {},
): Promise<{ page: string; policy: string; location: string | null; status: number }> {
  const session = await signIn(userId);
  const shown = await SELF.fetch(url, { headers: { Cookie: session.cookie }, redirect: 'manual' });
  const page = await shown.text();
  const handle = /name="handle" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const flowCookies = shown.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const answer = await SELF.fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      Cookie: [session.cookie, ...flowCookies].join('; '),
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ handle, xsrf: xsrf ?? session.xsrf, decision }),
  });
  return {
    page,
    policy: shown.headers.get('Content-Security-Policy') ?? '',
    location: answer.headers.get('Location'),
    status: answer.status,
  };
}

async function exchange(
  application: Application,
  code: string,
  verifier: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await SELF.fetch(`${ORIGIN}/m/token`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: `Basic ${btoa(`${application.id}:${application.secret}`)}`,
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: CALLBACK,
      code_verifier: verifier,
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The whole dance for `userId`: consent, code, token. */
async function accessToken(application: Application, userId: string, scope?: string): Promise<string> {
  const { verifier, challenge } = await pkce();
  const { location } = await consent(userId, authorizeUrl(application, challenge, scope), 'approve');
  const code = new URL(location ?? '').searchParams.get('code') ?? '';
  const { status, body } = await exchange(application, code, verifier);
  expect(status).toBe(200);
  return String(body['access_token']);
}

const api = async (path: string, token?: string, headers: Record<string, string> = {}) => {
  const response = await SELF.fetch(ORIGIN + path, {
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; errors?: { message: string }[] },
    cache: response.headers.get('Cache-Control'),
  };
};

let ann: Ask;
let rex: Ask;
let ed: Ask;
beforeAll(async () => {
  await loadOAuthLibrary();
  await seedContent(0);
  ann = await asViewer('u-ann');
  rex = await asViewer('u-rex');
  ed = await asViewer('u-ed');
});

describe('registering an application (/me/applications/new)', () => {
  it.each([
    ['no address', [], 'Give at least one address to send people back to.'],
    [
      'plain http elsewhere',
      ['http://app.example/cb'],
      '“http://app.example/cb” must start with https:// (or http://localhost for an app on your computer).',
    ],
    ['a fragment', ['https://app.example/cb#x'], '“https://app.example/cb#x” may not have a #fragment.'],
    [
      'not an address',
      ['javascript:alert(1)'],
      '“javascript:alert(1)” must start with https:// (or http://localhost for an app on your computer).',
    ],
  ])('refuses %s', async (_, redirectUris, message) => {
    const { createOAuthApplication: result } = await ann(CREATE_APPLICATION, { name: 'Bad', redirectUris });
    expect(result).toEqual({ __typename: 'BadRequest', message });
  });

  it('gives the secret once, lists the application for its owner only, and deletes it for its owner only', async () => {
    const application = await registerApplication(ann, 'Listed app');
    expect(application.secret.length).toBeGreaterThan(20);
    const list = `{ viewer { oauthApplications { id name website redirectUris } } }`;
    expect((await ann(list))['viewer']?.['oauthApplications']).toContainEqual({
      id: application.id,
      name: 'Listed app',
      website: 'https://app.example',
      redirectUris: [CALLBACK],
    });
    const one = `query ($id: ID!) { oauthApplication(id: $id) { id name } }`;
    expect((await rex(one, { id: application.id }))['oauthApplication']).toBeNull();
    const remove = `mutation ($id: ID!) { deleteOAuthApplication(id: $id) { __typename ... on Failure { message } } }`;
    expect((await rex(remove, { id: application.id }))['deleteOAuthApplication']).toEqual({
      __typename: 'NotFound',
      message: 'No such application.',
    });
    expect((await ann(remove, { id: application.id }))['deleteOAuthApplication']?.__typename).toBe('User');
    expect((await ann(one, { id: application.id }))['oauthApplication']).toBeNull();
  });
});

describe('connecting an application (/m/oauth/authorize, /m/token) and the /v1 API', () => {
  let application: Application;
  beforeAll(async () => {
    application = await registerApplication(ann);
  });

  it('sends a visitor to sign in first, and back to the request afterwards', async () => {
    const url = authorizeUrl(application, (await pkce()).challenge);
    const response = await SELF.fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const signIn = new URL(response.headers.get('Location') ?? '');
    expect(signIn.pathname).toBe('/m/signin');
    expect(signIn.searchParams.get('redirect')).toBe(url.slice(ORIGIN.length));
  });

  it('names the application, what it may do and where access goes; Allow sends a code that PKCE and the secret trade for a token', async () => {
    const { verifier, challenge } = await pkce();
    const { page, policy, location, status } = await consent('u-ed', authorizeUrl(application, challenge), 'approve');
    // never framed; its form may go on (by redirect) to the application's own address, and nowhere else
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("form-action 'self' https://app.example;");
    expect(page).toContain('Allow Crossposter to use your Quire account?');
    expect(page).toContain('See your name, username, picture and profile address');
    expect(page).toContain('See the publications you belong to and who writes for them');
    expect(page).toContain('<strong>app.example</strong>');
    // none of the app's script runs there, and the library's own headers came along
    expect(page).not.toMatch(/<script[^>]* src=|modulepreload/);
    expect(status).toBe(302);
    const back = new URL(location ?? '');
    expect(back.origin + back.pathname).toBe(CALLBACK);
    expect(back.searchParams.get('state')).toBe('st4te');
    const code = back.searchParams.get('code') ?? '';

    // the wrong verifier gets nothing, and the code cannot be tried again after it
    expect((await exchange(application, code, (await pkce()).verifier)).status).toBe(400);
    const { verifier: v2, challenge: c2 } = await pkce();
    const second = await consent('u-ed', authorizeUrl(application, c2), 'approve');
    const token = await exchange(application, new URL(second.location ?? '').searchParams.get('code') ?? '', v2);
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ token_type: 'bearer', scope: 'basicProfile listPublications' });
    const accessToken = String(token.body['access_token']);
    expect(verifier).not.toBe(v2);

    const me = await api('/v1/me', accessToken);
    expect(me).toMatchObject({
      status: 200,
      cache: 'no-store',
      body: { data: { id: 'u-ed', username: 'ed', name: 'Ed Editor', url: `${ORIGIN}/@ed`, imageUrl: null } },
    });
    const publications = await api('/v1/users/u-ed/publications', accessToken);
    expect(publications.body).toEqual({
      data: [{ id: 'c-mag', name: 'The Mag', description: '', url: `${ORIGIN}/the-mag`, imageUrl: null }],
    });
    const contributors = await api('/v1/publications/c-mag/contributors', accessToken);
    expect(contributors.body).toEqual({
      data: [
        { publicationId: 'c-mag', userId: 'u-ann', role: 'editor' },
        { publicationId: 'c-mag', userId: 'u-ed', role: 'editor' },
      ],
    });
  });

  it('keeps a writer’s memberships theirs: another writer’s publications and a publication they are not in are refused', async () => {
    const token = await accessToken(application, 'u-rex');
    expect(await api('/v1/users/u-ed/publications', token)).toMatchObject({
      status: 403,
      body: { errors: [{ message: 'A token can list only its own writer’s publications.' }] },
    });
    expect(await api('/v1/publications/c-mag/contributors', token)).toMatchObject({
      status: 404,
      body: { errors: [{ message: 'Publication not found.' }] },
    });
    expect((await api('/v1/users/u-rex/publications', token)).body).toEqual({ data: [] });
  });

  it('refuses what the writer did not allow', async () => {
    const token = await accessToken(application, 'u-ann', 'basicProfile');
    expect((await api('/v1/me', token)).status).toBe(200);
    const refused = await api('/v1/users/u-ann/publications', token);
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.[0]?.message).toContain('listPublications');
  });

  it('answers 401 with no token, a made-up one, and one whose access the writer took back', async () => {
    expect(await api('/v1/me')).toMatchObject({ status: 401, body: { errors: [{ message: 'Token was invalid.' }] } });
    expect((await api('/v1/me', 'u-rex:grant:made-up')).status).toBe(401);
    expect((await api('/v1/me', 'qit_made-up')).status).toBe(401);
    const token = await accessToken(application, 'u-rex');
    expect((await api('/v1/me', token)).status).toBe(200);
    const connected = (await rex(`{ viewer { connectedApplications { id name scopes } } }`))['viewer']?.[
      'connectedApplications'
    ] as { id: string; name: string; scopes: string[] }[];
    expect(connected).toEqual([
      { id: expect.any(String), name: 'Crossposter', scopes: ['basicProfile', 'listPublications'] },
    ]);
    const disconnect = `mutation ($id: ID!) { disconnectApplication(id: $id) { __typename ... on Failure { message } } }`;
    expect((await ann(disconnect, { id: connected[0]?.id }))['disconnectApplication']?.__typename).toBe('NotFound');
    expect((await rex(disconnect, { id: connected[0]?.id }))['disconnectApplication']?.__typename).toBe('User');
    expect((await api('/v1/me', token)).status).toBe(401);
  });

  it('sends Deny back to the application as access_denied, and refuses an answer without the anti-forgery value', async () => {
    const denied = await consent('u-rex', authorizeUrl(application, (await pkce()).challenge), 'deny');
    const back = new URL(denied.location ?? '');
    expect([back.searchParams.get('error'), back.searchParams.get('state')]).toEqual(['access_denied', 'st4te']);
    const forged = await consent('u-rex', authorizeUrl(application, (await pkce()).challenge), 'approve', {
      xsrf: 'forged',
    });
    expect(forged.status).toBe(403);
    expect(forged.location).toBeNull();
  });

  it('shows a request from an unknown application or to an address it did not register on the page, never redirecting there', async () => {
    const session = await signIn('u-rex');
    for (const query of [
      {
        response_type: 'code',
        client_id: 'no-such-client',
        redirect_uri: CALLBACK,
        code_challenge: 'x'.repeat(43),
        code_challenge_method: 'S256',
      },
      {
        response_type: 'code',
        client_id: application.id,
        redirect_uri: 'https://evil.example/cb',
        code_challenge: 'x'.repeat(43),
        code_challenge_method: 'S256',
      },
    ]) {
      const response = await SELF.fetch(`${ORIGIN}/m/oauth/authorize?${new URLSearchParams(query)}`, {
        headers: { Cookie: session.cookie },
        redirect: 'manual',
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('Location')).toBeNull();
      expect(await response.text()).toContain('This app cannot connect to your account.');
    }
  });

  it('sends a request without PKCE back to the application as invalid_request, with its state, before any consent', async () => {
    const session = await signIn('u-rex');
    const query = {
      response_type: 'code',
      client_id: application.id,
      redirect_uri: CALLBACK,
      scope: 'basicProfile',
      state: 'st4te',
    };
    const response = await SELF.fetch(`${ORIGIN}/m/oauth/authorize?${new URLSearchParams(query)}`, {
      headers: { Cookie: session.cookie },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get('Location') ?? '');
    expect(back.origin + back.pathname).toBe(CALLBACK);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      error: 'invalid_request',
      error_description: 'PKCE is required: send code_challenge with code_challenge_method=S256.',
      state: 'st4te',
      iss: ORIGIN,
    });
  });

  it('lets an application registered for Medium’s API ask without PKCE, as Medium’s clients do: its secret trades the code, and a code asked with a challenge still wants the verifier', async () => {
    const medium = await registerApplication(ed, 'Medium client', { mediumCompatible: true });
    const query = {
      response_type: 'code',
      client_id: medium.id,
      redirect_uri: CALLBACK,
      scope: 'basicProfile',
      state: 'st4te',
    };
    const { location } = await consent('u-rex', `${ORIGIN}/m/oauth/authorize?${new URLSearchParams(query)}`, 'approve');
    const back = new URL(location ?? '');
    expect(back.searchParams.get('state')).toBe('st4te');
    const traded = await SELF.fetch(`${ORIGIN}/m/token`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: `Basic ${btoa(`${medium.id}:${medium.secret}`)}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code') ?? '',
        redirect_uri: CALLBACK,
      }),
    });
    expect(traded.status).toBe(200);

    const { challenge } = await pkce();
    const withChallenge = await consent('u-rex', authorizeUrl(medium, challenge), 'approve');
    const refused = await exchange(medium, new URL(withChallenge.location ?? '').searchParams.get('code') ?? '', '');
    expect(refused.status).toBe(400);
    expect(refused.body['error']).toBe('invalid_request');
  });

  it('takes the application’s id and secret in the form body at /m/token too, as its metadata says', async () => {
    const { verifier, challenge } = await pkce();
    const { location } = await consent('u-rex', authorizeUrl(application, challenge), 'approve');
    const trade = (secret: string) =>
      SELF.fetch(`${ORIGIN}/m/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: new URL(location ?? '').searchParams.get('code') ?? '',
          redirect_uri: CALLBACK,
          code_verifier: verifier,
          client_id: application.id,
          client_secret: secret,
        }),
      });
    expect((await trade('not-the-secret')).status).toBe(401);
    const traded = await trade(application.secret);
    expect(traded.status).toBe(200);
    const metadata = (await (await SELF.fetch(`${ORIGIN}/.well-known/oauth-authorization-server`)).json()) as Record<
      string,
      unknown
    >;
    // and no `none`: no application here is public, so one that read it would only be refused
    expect(metadata['token_endpoint_auth_methods_supported']).toEqual(['client_secret_basic', 'client_secret_post']);
  });

  it('takes HTTP Basic with the same client_id repeated in the body, which RFC 6749 does not count as a second method', async () => {
    const { verifier, challenge } = await pkce();
    const { location } = await consent('u-rex', authorizeUrl(application, challenge), 'approve');
    const traded = await SELF.fetch(`${ORIGIN}/m/token`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: `Basic ${btoa(`${application.id}:${application.secret}`)}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: new URL(location ?? '').searchParams.get('code') ?? '',
        redirect_uri: CALLBACK,
        code_verifier: verifier,
        client_id: application.id,
      }),
    });
    expect(traded.status).toBe(200);
  });

  it('trades codes and refresh tokens at Medium’s POST /v1/tokens, answering in Medium’s shape', async () => {
    const medium = await registerApplication(ed, 'Medium poster', { mediumCompatible: true });
    const query = {
      response_type: 'code',
      client_id: medium.id,
      redirect_uri: CALLBACK,
      scope: 'basicProfile,publishPost',
      state: 'st4te',
    };
    const { location } = await consent('u-rex', `${ORIGIN}/m/oauth/authorize?${new URLSearchParams(query)}`, 'approve');
    const tokens = (form: Record<string, string>) =>
      SELF.fetch(`${ORIGIN}/v1/tokens`, {
        method: 'POST',
        // Medium's SDK sends an empty bearer on this request too
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: 'Bearer ' },
        body: new URLSearchParams({ client_id: medium.id, client_secret: medium.secret, ...form }),
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
      }));
    const before = Date.now();
    const first = await tokens({
      code: new URL(location ?? '').searchParams.get('code') ?? '',
      grant_type: 'authorization_code',
      redirect_uri: CALLBACK,
    });
    expect(first).toMatchObject({
      status: 201,
      body: {
        token_type: 'Bearer',
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        scope: ['basicProfile', 'publishPost'],
      },
    });
    expect(first.body['expires_at']).toBeGreaterThan(before);
    expect((await api('/v1/me', String(first.body['access_token']))).status).toBe(200);

    const refreshed = await tokens({ refresh_token: String(first.body['refresh_token']), grant_type: 'refresh_token' });
    expect(refreshed).toMatchObject({
      status: 201,
      body: { token_type: 'Bearer', scope: ['basicProfile', 'publishPost'] },
    });
    expect((await api('/v1/me', String(refreshed.body['access_token']))).status).toBe(200);

    // spent codes and wrong secrets, in Medium's error shape with a numeric code
    const again = await tokens({
      code: new URL(location ?? '').searchParams.get('code') ?? '',
      grant_type: 'authorization_code',
      redirect_uri: CALLBACK,
    });
    expect(again).toEqual({ status: 400, body: { errors: [{ message: expect.any(String), code: 400 }] } });
    const wrongSecret = await SELF.fetch(`${ORIGIN}/v1/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: medium.id,
        client_secret: 'nope',
        grant_type: 'refresh_token',
        refresh_token: String(refreshed.body['refresh_token']),
      }),
    });
    expect(wrongSecret.status).toBe(401);
    expect(await wrongSecret.json()).toEqual({ errors: [{ message: expect.any(String), code: 401 }] });
  });

  it('sends a scope it does not offer back to the application as invalid_scope, with its state', async () => {
    const { challenge } = await pkce();
    const session = await signIn('u-rex');
    const response = await SELF.fetch(authorizeUrl(application, challenge, 'basicProfile deleteEverything'), {
      headers: { Cookie: session.cookie },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get('Location') ?? '');
    expect(back.origin + back.pathname).toBe(CALLBACK);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      error: 'invalid_scope',
      error_description: 'It asks for “deleteEverything”, which Quire does not offer.',
      state: 'st4te',
      iss: ORIGIN,
    });
  });

  it('reads scopes separated by commas, as Medium’s API and its SDK send them', async () => {
    const { verifier, challenge } = await pkce();
    const { page, location } = await consent(
      'u-ed',
      authorizeUrl(application, challenge, 'basicProfile,listPublications'),
      'approve',
    );
    expect(page).toContain('See the publications you belong to and who writes for them');
    const token = await exchange(application, new URL(location ?? '').searchParams.get('code') ?? '', verifier);
    expect(token.body).toMatchObject({ scope: 'basicProfile listPublications' });
    expect((await api('/v1/users/u-ed/publications', String(token.body['access_token']))).status).toBe(200);
  });

  it('takes a refresh token once: one used again revokes the grant, its newer tokens with it', async () => {
    const { verifier, challenge } = await pkce();
    const { location } = await consent('u-rex', authorizeUrl(application, challenge), 'approve');
    const first = await exchange(application, new URL(location ?? '').searchParams.get('code') ?? '', verifier);
    const refresh = (refreshToken: unknown) =>
      SELF.fetch(`${ORIGIN}/m/token`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Authorization: `Basic ${btoa(`${application.id}:${application.secret}`)}`,
        },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: String(refreshToken) }),
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
      }));
    expect(first.body['refresh_token']).toEqual(expect.any(String));

    const second = await refresh(first.body['refresh_token']);
    expect(second.status).toBe(200);
    expect(second.body['refresh_token']).not.toBe(first.body['refresh_token']);
    expect((await api('/v1/me', String(second.body['access_token']))).status).toBe(200);

    // the first one again: the application, or whoever copied it, is cut off
    expect(await refresh(first.body['refresh_token'])).toEqual({
      status: 400,
      body: {
        error: 'invalid_grant',
        error_description:
          'This refresh token was used before, so the access it gave is revoked. Connect the application again.',
      },
    });
    expect((await refresh(second.body['refresh_token'])).status).toBe(400);
    expect((await api('/v1/me', String(second.body['access_token']))).status).toBe(401);
  });

  it('publishes where clients find the endpoints', async () => {
    const metadata = (await (await SELF.fetch(`${ORIGIN}/.well-known/oauth-authorization-server`)).json()) as Record<
      string,
      unknown
    >;
    expect(metadata).toMatchObject({
      issuer: ORIGIN,
      authorization_endpoint: `${ORIGIN}/m/oauth/authorize`,
      token_endpoint: `${ORIGIN}/m/token`,
    });
    expect(metadata['scopes_supported']).toEqual(['basicProfile', 'listPublications', 'publishPost']);
  });
});

describe('oauth4webapi, a strict OAuth 2 client, runs the whole flow unmodified', () => {
  // the one change: its requests go to the Worker under test, over the local HTTP
  // (its request options are a fetch's: only the body's type is written more widely)
  const options = {
    [oauth.customFetch]: (url: string, init: oauth.CustomFetchOptions<string, unknown>) =>
      SELF.fetch(url, init as RequestInit),
    [oauth.allowInsecureRequests]: true,
  };

  it('discovers the server, connects a writer with PKCE and iss checked, calls the API, refreshes, and revokes', async () => {
    const issuer = new URL(ORIGIN);
    const server = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, { ...options, algorithm: 'oauth2' }),
    );
    const application = await registerApplication(ann, 'Strict client');
    const client: oauth.Client = { client_id: application.id };
    const authentication = oauth.ClientSecretBasic(application.secret);

    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const authorize = new URL(server.authorization_endpoint ?? '');
    authorize.search = new URLSearchParams({
      client_id: client.client_id,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'basicProfile listPublications',
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    }).toString();
    const { location } = await consent('u-ann', authorize.href, 'approve');
    const callback = oauth.validateAuthResponse(server, client, new URL(location ?? ''), state);

    const tokens = await oauth.processAuthorizationCodeResponse(
      server,
      client,
      await oauth.authorizationCodeGrantRequest(server, client, authentication, callback, CALLBACK, verifier, options),
    );
    expect(tokens).toMatchObject({ token_type: 'bearer', scope: 'basicProfile listPublications' });
    const me = await oauth.protectedResourceRequest(
      tokens.access_token,
      'GET',
      new URL(`${ORIGIN}/v1/me`),
      undefined,
      undefined,
      options,
    );
    expect(((await me.json()) as { data: { id: string } }).data.id).toBe('u-ann');

    const refreshed = await oauth.processRefreshTokenResponse(
      server,
      client,
      await oauth.refreshTokenGrantRequest(server, client, authentication, String(tokens.refresh_token), options),
    );
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    await oauth.processRevocationResponse(
      await oauth.revocationRequest(server, client, authentication, refreshed.access_token, options),
    );
    expect((await api('/v1/me', refreshed.access_token)).status).toBe(401);

    // a wrong secret is the challenge RFC 6749 §5.2 gives a client that authenticated by HTTP Basic
    const wrong = await oauth.refreshTokenGrantRequest(
      server,
      client,
      oauth.ClientSecretBasic('not-the-secret'),
      String(refreshed.refresh_token),
      options,
    );
    await expect(oauth.processRefreshTokenResponse(server, client, wrong)).rejects.toMatchObject({
      name: 'WWWAuthenticateChallengeError',
      status: 401,
    });
  });
});

describe('integration tokens (settings) and IFTTT', () => {
  it('makes a token shown once that calls the API as its writer until revoked, and wants a fresh proof to make one', async () => {
    const create = `mutation ($description: String!) { createIntegrationToken(description: $description) { __typename ... on CreatedIntegrationToken { token integrationToken { id description } } ... on Failure { message } } }`;
    const { createIntegrationToken: created } = await ann(create, { description: 'My importer' });
    const token = String(created?.['token']);
    expect(token).toMatch(/^qit_[0-9a-f]{40}$/);
    expect(await api('/v1/me', token)).toMatchObject({ status: 200, body: { data: { id: 'u-ann' } } });
    const listed = (await ann(`{ viewer { integrationTokens { description lastUsedAt } } }`))['viewer']?.[
      'integrationTokens'
    ] as { lastUsedAt: number | null }[];
    expect(listed).toEqual([{ description: 'My importer', lastUsedAt: expect.any(Number) }]);
    expect(
      await env.DB.prepare('select count(*) as n from integration_tokens where token_hash = ?').bind(token).first('n'),
    ).toBe(0);
    const revoke = `mutation ($id: ID!) { revokeIntegrationToken(id: $id) { __typename } }`;
    const id = (created?.['integrationToken'] as { id: string }).id;
    expect((await rex(revoke, { id }))['revokeIntegrationToken']?.__typename).toBe('NotFound');
    expect((await ann(revoke, { id }))['revokeIntegrationToken']?.__typename).toBe('User');
    expect((await api('/v1/me', token)).status).toBe(401);

    await db
      .update(sessions)
      .set({ provedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(sessions.userId, 'u-ed'))
      .run();
    expect((await ed(create, { description: 'Later' }))['createIntegrationToken']).toEqual({
      __typename: 'ReauthenticationRequired',
      message: 'Please confirm it’s you to continue.',
    });
  });

  it('answers IFTTT’s status check only with the service key, and tells IFTTT whose account a token is', async () => {
    expect((await api('/ifttt/v1/status', undefined, { 'IFTTT-Service-Key': 'test-ifttt-service-key' })).status).toBe(
      200,
    );
    expect(await api('/ifttt/v1/status', undefined, { 'IFTTT-Service-Key': 'wrong' })).toMatchObject({
      status: 401,
      body: { errors: [{ message: 'The IFTTT service key is missing or wrong.' }] },
    });
    expect((await api('/ifttt/v1/status')).status).toBe(401);
    const application = await registerApplication(ann, 'IFTTT');
    const token = await accessToken(application, 'u-rex', 'basicProfile');
    expect((await api('/ifttt/v1/user/info', token)).body).toEqual({
      data: { name: 'Rex Reader', id: 'u-rex', url: `${ORIGIN}/@rex` },
    });
    expect((await api('/ifttt/v1/user/info')).status).toBe(401);
  });
});

describe('creating a story through the API (POST /v1/users/{authorId}/posts, Medium’s create-post)', () => {
  let token: string;
  beforeAll(async () => {
    const { createIntegrationToken: created } = await ann(
      `mutation { createIntegrationToken(description: "Publisher") { ... on CreatedIntegrationToken { token } } }`,
    );
    token = String(created?.['token']);
  });
  const post = (body: unknown, { as = token, author = 'u-ann' }: { as?: string; author?: string } = {}) =>
    SELF.fetch(`${ORIGIN}/v1/users/${author}/posts`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${as}`, 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] },
    }));

  it('publishes Markdown with its tags and license, and readers find it at the address it answers with', async () => {
    const { status, body } = await post({
      title: 'Notes from the API',
      contentFormat: 'markdown',
      content: '## A part\n\nWords with **weight** and a [link](https://example.com).\n\n- one\n- two',
      tags: ['Essays', 'craft'],
      license: 'cc-40-by',
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      title: 'Notes from the API',
      authorId: 'u-ann',
      tags: ['essays', 'craft'],
      publishStatus: 'public',
      license: 'cc-40-by',
      licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
      publishedAt: expect.any(Number),
    });
    const page = await SELF.fetch(String(body.data?.['url']));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Notes from the API');
    expect(html).toContain('weight');
    const row = await env.DB.prepare('select visibility, license, content from posts where id = ?')
      .bind(body.data?.['id'])
      .first<{ visibility: string; license: string; content: string }>();
    expect(row).toMatchObject({ visibility: 'PUBLIC', license: 'CC_40_BY' });
    const types = (JSON.parse(row?.content ?? '{}') as { paragraphs: { type: string }[] }).paragraphs.map(
      (paragraph) => paragraph.type,
    );
    expect(types).toEqual(['H3', 'P', 'ULI', 'ULI']);
  });

  it('keeps a draft a draft and an unlisted story off the lists, and leaves script out of HTML', async () => {
    const draft = await post({
      title: 'Not yet',
      contentFormat: 'html',
      content: '<p>Draft words.</p><script>alert(1)</script>',
      publishStatus: 'draft',
    });
    expect(draft).toMatchObject({ status: 201, body: { data: { publishStatus: 'draft' } } });
    // Medium leaves a draft's publishedAt out
    expect(draft.body.data).not.toHaveProperty('publishedAt');
    expect((await SELF.fetch(`${ORIGIN}/p/${String(draft.body.data?.['id'])}`)).status).toBe(404);
    const stored = await env.DB.prepare('select content, first_published_at from posts where id = ?')
      .bind(draft.body.data?.['id'])
      .first<{ content: string; first_published_at: number | null }>();
    expect(stored?.first_published_at).toBeNull();
    expect(stored?.content).not.toContain('alert');
    const unlisted = await post({
      title: 'Quietly',
      contentFormat: 'html',
      content: '<p>For those with the link.</p>',
      publishStatus: 'unlisted',
    });
    expect(
      await env.DB.prepare('select visibility from posts where id = ?')
        .bind(unlisted.body.data?.['id'])
        .first('visibility'),
    ).toBe('UNLISTED');
  });

  it('keeps the first three tags of up to 25 characters, as Medium does, and a title the content opens with once', async () => {
    const { body } = await post({
      title: 'Said once',
      contentFormat: 'html',
      content: '<h1>Said once</h1><p>Only the words after it.</p>',
      tags: ['one', 'a-tag-far-longer-than-twenty-five', 'two', 'three', 'four'],
    });
    expect(body.data?.['tags']).toEqual(['one', 'two', 'three']);
    expect(body.data).not.toHaveProperty('licenseUrl');
    const row = await env.DB.prepare('select title, content from posts where id = ?')
      .bind(body.data?.['id'])
      .first<{ title: string; content: string }>();
    expect(row?.title).toBe('Said once');
    expect(
      (JSON.parse(row?.content ?? '{}') as { paragraphs: { text: string }[] }).paragraphs.map(
        (paragraph) => paragraph.text,
      ),
    ).toEqual(['Only the words after it.']);
  });

  it('answers an address the API does not have in its own JSON, not with a page', async () => {
    const response = await SELF.fetch(`${ORIGIN}/v1/stories/nothing`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect([response.status, response.headers.get('Content-Type')]).toEqual([404, 'application/json']);
    expect(await response.json()).toEqual({ errors: [{ message: 'There is no such endpoint.', code: 404 }] });
    expect((await api('/v1/me', token)).status).toBe(200);
  });

  it('keeps the story’s canonical address: the answer names it and the story’s page sends search engines there', async () => {
    const { status, body } = await post({
      title: 'First elsewhere',
      contentFormat: 'html',
      content: '<p>Written on my blog.</p>',
      canonicalUrl: 'https://blog.example/first',
    });
    expect(status).toBe(201);
    expect(body.data?.['canonicalUrl']).toBe('https://blog.example/first');
    const html = await (await SELF.fetch(String(body.data?.['url']))).text();
    expect(html).toContain('<link rel="canonical" href="https://blog.example/first"/>');
    const plain = await post({ title: 'Only here', contentFormat: 'html', content: '<p>Here first.</p>' });
    expect(plain.body.data).not.toHaveProperty('canonicalUrl');
    expect(await (await SELF.fetch(String(plain.body.data?.['url']))).text()).toContain(
      `<link rel="canonical" href="${String(plain.body.data?.['url'])}"/>`,
    );
  });

  it.each([
    ['in Markdown', { contentFormat: 'markdown', content: 'Look:\n\n![A picture](https://pictures.example/a.png)' }],
    [
      'in HTML',
      {
        contentFormat: 'html',
        content: '<p>Look:</p><figure><img src="https://pictures.example/a.png" alt="A picture"></figure>',
      },
    ],
  ])(
    'refuses a story with pictures %s with the reason, instead of dropping them, and stores nothing',
    async (_, story) => {
      const before = await env.DB.prepare('select count(*) as n from posts').first('n');
      expect(await post({ title: 'With a picture', ...story })).toEqual({
        status: 400,
        body: {
          errors: [
            {
              message:
                'Quire does not fetch pictures from other sites yet, so the story was not saved. Send it without its pictures, then add them in the editor.',
              code: 400,
            },
          ],
        },
      });
      expect(await env.DB.prepare('select count(*) as n from posts').first('n')).toBe(before);
    },
  );

  it.each([
    ['no title', { contentFormat: 'html', content: '<p>x</p>' }, 'Give the story a title.'],
    ['an unknown format', { title: 'T', contentFormat: 'rtf', content: 'x' }, 'contentFormat is "html" or "markdown".'],
    [
      'an unknown status',
      { title: 'T', contentFormat: 'html', content: 'x', publishStatus: 'secret' },
      'publishStatus is "public", "draft" or "unlisted".',
    ],
    [
      'tags that are not words',
      { title: 'T', contentFormat: 'html', content: 'x', tags: [1] },
      'tags is a list of words.',
    ],
    ['a body that is not JSON', '{title', 'Send the story as a JSON object.'],
  ])('refuses %s with a clear message and stores nothing', async (_, body, message) => {
    const before = await env.DB.prepare('select count(*) as n from posts').first('n');
    expect(await post(body)).toEqual({ status: 400, body: { errors: [{ message, code: 400 }] } });
    expect(await env.DB.prepare('select count(*) as n from posts').first('n')).toBe(before);
  });

  it('publishes only as the token’s own writer, and only with the publishPost scope', async () => {
    expect(await post({ title: 'T', contentFormat: 'html', content: 'x' }, { author: 'u-rex' })).toMatchObject({
      status: 403,
      body: { errors: [{ message: 'A token can publish only as its own writer.' }] },
    });
    const application = await registerApplication(ann, 'Reader app');
    const readOnly = await accessToken(application, 'u-ann', 'basicProfile');
    expect((await post({ title: 'T', contentFormat: 'html', content: 'x' }, { as: readOnly })).status).toBe(403);
    const response = await SELF.fetch(`${ORIGIN}/v1/users/u-ann/posts`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect([response.status, response.headers.get('Allow')]).toEqual([405, 'POST']);
  });
});

describe('creating a story in a publication through the API (POST /v1/publications/{publicationId}/posts)', () => {
  // a session of its own: a new one carries the fresh proof that making a token wants
  const tokenOf = async (userId: string) => {
    const { createIntegrationToken: created } = await (await asViewer(userId))(
      `mutation { createIntegrationToken(description: "Publisher") { ... on CreatedIntegrationToken { token } } }`,
    );
    return String(created?.['token']);
  };
  const postIn = (publicationId: string, as: string, body: Record<string, unknown>) =>
    SELF.fetch(`${ORIGIN}/v1/publications/${publicationId}/posts`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${as}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ contentFormat: 'html', content: '<p>Words for the publication.</p>', ...body }),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string; code: number }[] },
    }));
  const stored = (id: unknown) =>
    env.DB.prepare(
      'select collection_id, pending_collection_id, status_for_collection, first_published_at from posts where id = ?',
    )
      .bind(id)
      .first<Record<string, unknown>>();

  it('publishes an editor’s story in the publication at once, and keeps an editor’s draft there', async () => {
    const editor = await tokenOf('u-ed');
    const published = await postIn('c-mag', editor, { title: 'From the desk' });
    expect(published).toMatchObject({
      status: 201,
      body: { data: { publicationId: 'c-mag', publishStatus: 'public', publishedAt: expect.any(Number) } },
    });
    expect(await stored(published.body.data?.['id'])).toMatchObject({
      collection_id: 'c-mag',
      first_published_at: expect.any(Number),
    });

    const draft = await postIn('c-mag', editor, { title: 'Later for the desk', publishStatus: 'draft' });
    expect(draft).toMatchObject({ status: 201, body: { data: { publicationId: 'c-mag', publishStatus: 'draft' } } });
    expect(await stored(draft.body.data?.['id'])).toMatchObject({
      collection_id: null,
      pending_collection_id: 'c-mag',
      status_for_collection: 'NOT_YET_SUBMITTED',
      first_published_at: null,
    });
  });

  it('submits a writer’s story to the editors whatever status it asks for, and refuses anyone else with 403', async () => {
    const writer = await tokenOf('u-rex');
    const before = await env.DB.prepare('select count(*) as n from posts').first('n');
    expect(await postIn('c-mag', writer, { title: 'Let me in' })).toEqual({
      status: 403,
      body: { errors: [{ message: 'This token’s writer cannot publish in that publication.', code: 403 }] },
    });
    expect(await postIn('c-nowhere', writer, { title: 'Nowhere' })).toMatchObject({ status: 403 });
    expect(await env.DB.prepare('select count(*) as n from posts').first('n')).toBe(before);

    await db.insert(collectionRoles).values({ collectionId: 'c-mag', userId: 'u-rex', role: 'WRITER' }).run();
    const submitted = await postIn('c-mag', writer, { title: 'A pitch', publishStatus: 'public' });
    expect(submitted).toMatchObject({
      status: 201,
      body: { data: { publicationId: 'c-mag', publishStatus: 'draft' } },
    });
    expect(submitted.body.data).not.toHaveProperty('publishedAt');
    expect(await stored(submitted.body.data?.['id'])).toMatchObject({
      collection_id: null,
      pending_collection_id: 'c-mag',
      status_for_collection: 'PENDING',
      first_published_at: null,
    });
  });
});
