import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app/app.ts';
import { createTotpSecret } from '../../worker/auth/totp.ts';
import { TEST_IDENTITY } from '../oidc-provider.ts';
import { approvedCallback, providerBindings } from '../support/provider-bindings.ts';
import { seedContent } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { authAttempts, loginTokens, outbox, userIdentities, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

// A password sign-up proves nothing about the address it names. The account stays
// unproven until its link is used, and whoever proves the address takes it over (OWASP's
// guidance on account pre-hijacking).

const bindings = providerBindings();
const app = createApp();
let network = 0;
const request = (path: string, init: RequestInit = {}) =>
  app.request(
    `http://localhost${path}`,
    {
      redirect: 'manual',
      ...init,
      headers: { 'CF-Connecting-IP': `198.18.0.${(network = (network % 200) + 1)}`, ...init.headers },
    },
    bindings,
  );

const sessionOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((value) => value.startsWith('sid='))
    ?.split(';')[0];

async function graphql(query: string, variables: Record<string, unknown> = {}, cookie?: string) {
  const response = await request('/_/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Xsrf-Token': '', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { response, data: ((await response.json()) as { data: Record<string, Record<string, unknown> | null> }).data };
}

const VICTIM = TEST_IDENTITY.email;
const SIGN_UP =
  'mutation ($email: String) { createAccount(email: $email, name: "Mallory", password: "mallory’s password") { __typename ... on AuthInfo { uid } ... on Forbidden { message } ... on AlreadyExists { message } } }';
const LOGIN =
  'mutation ($email: String) { loginUser(email: $email, password: "mallory’s password") { __typename ... on AuthInfo { uid } } }';
const mails = (subject: string) =>
  env.DB.prepare('select recipient, links from outbox where subject = ? order by id')
    .bind(subject)
    .all<{ recipient: string; links: string }>();
const account = () =>
  env.DB.prepare('select id, password_hash, email_verified_at, two_factor_method from users where email = ?')
    .bind(VICTIM)
    .first<Record<string, unknown>>();
const viewerWith = async (cookie: string) => (await graphql('{ viewer { id } }', {}, cookie)).data['viewer'];

/** The owner signs in by the link mailed to the address. */
async function ownerSignsInByLink() {
  await graphql('mutation ($email: String!) { sendAcctAuthEmail(email: $email, operation: "login") { __typename } }', {
    email: VICTIM,
  });
  const sent = await env.DB.prepare(
    "select links from outbox where subject = 'Sign in to Quire' order by id desc limit 1",
  ).first<{ links: string }>();
  const link = new URL((JSON.parse(sent?.links ?? '[]') as string[])[0] ?? '');
  return request(link.pathname + link.search, { method: 'POST', headers: { Origin: 'http://localhost' } });
}

beforeEach(async () => {
  await seedContent(0);
  await db.batch([db.delete(outbox), db.delete(loginTokens), db.delete(authAttempts), db.delete(userIdentities)]);
});

describe('a password sign-up does not prove its address', () => {
  it('keeps the address unproven and mails a confirmation link to it', async () => {
    const { data } = await graphql(SIGN_UP, { email: VICTIM });
    expect(data['createAccount']).toMatchObject({ __typename: 'AuthInfo' });
    expect(await account()).toMatchObject({ email_verified_at: null });
    const confirmations = await mails('Confirm your email for Quire');
    expect(confirmations.results).toHaveLength(1);
    expect(confirmations.results[0]?.recipient).toBe(VICTIM);

    const link = new URL((JSON.parse(confirmations.results[0]?.links ?? '[]') as string[])[0] ?? '');
    expect(link.pathname).toMatch(/^\/m\/account\/confirm\//);
    expect((await request(link.pathname, { method: 'POST', headers: { Origin: 'http://localhost' } })).status).toBe(
      303,
    );
    expect((await account())?.['email_verified_at']).not.toBeNull();
    // once proven, the owner's own sign-in by link keeps their password
    await ownerSignsInByLink();
    expect((await account())?.['password_hash']).not.toBeNull();
  });

  it('answers a fourth sign-up naming one address, from any network, with the specification’s Forbidden', async () => {
    const answers = [];
    for (let n = 0; n < 4; n += 1)
      answers.push((await graphql(SIGN_UP, { email: 'busy@example.com' })).data['createAccount']?.['__typename']);
    expect(answers).toEqual(['AuthInfo', 'AlreadyExists', 'AlreadyExists', 'Forbidden']);
    expect((await graphql(SIGN_UP, { email: 'busy@example.com' })).data['createAccount']).toEqual({
      __typename: 'Forbidden',
      message: 'This email address was used too many times. Please try another.',
    });
  });
});

describe('pre-hijacking: the address’s owner takes the account over', () => {
  it('by the e-mail link: the other party’s password and sessions stop working, and the owner is told once', async () => {
    const mallory = await graphql(SIGN_UP, { email: VICTIM });
    const malloryCookie = sessionOf(mallory.response) ?? '';
    expect(await viewerWith(malloryCookie)).not.toBeNull();

    const owner = await ownerSignsInByLink();
    expect(owner.status).toBe(303);
    const ownerCookie = sessionOf(owner) ?? '';
    expect(await viewerWith(ownerCookie)).toMatchObject({ id: (await account())?.['id'] });
    expect(await account()).toMatchObject({ password_hash: null });
    expect((await account())?.['email_verified_at']).not.toBeNull();

    expect(await viewerWith(malloryCookie)).toBeNull();
    expect((await graphql(LOGIN, { email: VICTIM })).data['loginUser']).toEqual({ __typename: 'InvalidPassword' });
    expect((await mails('We secured your Quire account')).results).toEqual([
      expect.objectContaining({ recipient: VICTIM }),
    ]);
    // signing in again does not take over (or tell) twice
    await ownerSignsInByLink();
    expect((await mails('We secured your Quire account')).results).toHaveLength(1);
  });

  it('removes a second factor the other party set, so it cannot lock the owner out', async () => {
    await graphql(SIGN_UP, { email: VICTIM });
    await db
      .update(users)
      .set({ twoFactorMethod: 'AUTH_APP', twoFactorSecret: createTotpSecret() })
      .where(eq(users.email, VICTIM))
      .run();
    const owner = await ownerSignsInByLink();
    expect(sessionOf(owner)).toBeTruthy();
    expect(await account()).toMatchObject({ two_factor_method: null });
  });

  it('by Google: the provider links only after the address is proven, taking the account over', async () => {
    await graphql(SIGN_UP, { email: VICTIM });
    const callback = await approvedCallback(request, '/m/connect/google?redirect=/');
    const done = await request(callback.path, { headers: { Cookie: callback.cookie } });
    expect(sessionOf(done)).toBeTruthy();
    expect(await account()).toMatchObject({ password_hash: null });
    expect((await graphql(LOGIN, { email: VICTIM })).data['loginUser']).toEqual({ __typename: 'InvalidPassword' });
    const linked = await env.DB.prepare("select user_id from user_identities where provider = 'google'").first<{
      user_id: string;
    }>();
    expect(linked?.user_id).toBe((await account())?.['id']);
  });

  it('links Google to a proven account without taking anything away', async () => {
    await graphql(SIGN_UP, { email: VICTIM });
    await db
      .update(users)
      .set({ emailVerifiedAt: new Date(1) })
      .where(eq(users.email, VICTIM))
      .run();
    const callback = await approvedCallback(request, '/m/connect/google?redirect=/');
    await request(callback.path, { headers: { Cookie: callback.cookie } });
    expect((await account())?.['password_hash']).not.toBeNull();
    expect((await mails('We secured your Quire account')).results).toHaveLength(0);
  });
});
