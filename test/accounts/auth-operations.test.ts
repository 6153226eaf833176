import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../worker/auth/password-hash.ts';
import { seedContent } from '../support/seed-content.ts';
import { sessionCookieSet } from '../support/cookies.ts';
import { newNetwork } from '../support/graphql.ts';
import { eq } from 'drizzle-orm';
import { addressPasswordFailures, authAttempts, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

interface Payload {
  readonly __typename: string;
  readonly [field: string]: unknown;
}
interface Result {
  readonly data: Record<string, Payload> & { viewer?: unknown };
  readonly errors?: { message: string }[];
}

/** Posts as a browser would, with the (empty) anti-forgery value a visitor has. */
async function post(body: object, headers: Record<string, string> = {}) {
  const response = await SELF.fetch('http://localhost/_/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Xsrf-Token': '', ...headers },
    body: JSON.stringify(body),
  });
  const parsed: unknown = await response.json();
  return { response, json: parsed as Result, batch: parsed as Result[] };
}

const CREATE = `mutation CreateAccount($email: String, $name: String, $password: String) {
  createAccount(email: $email, name: $name, password: $password, redirect: "/@somebody") {
    __typename ... on AuthInfo { uid sessionToken redirect } ... on BadRequest { message } ... on AlreadyExists { message }
    ... on UserCreationRateLimited { message } ... on Forbidden { message }
  }
}`;

const LOGIN = `mutation LoginUser($email: String, $password: String) {
  loginUser(email: $email, password: $password, operation: "login", state: "password|/me/stories|login") {
    __typename ... on AuthInfo { uid redirect } ... on NotFound { message }
    ... on InvalidPassword { message lockoutInfo { failCount lockedOutUntil } }
    ... on PasswordSoftLockout { message lockoutInfo { failCount lockedOutUntil } }
    ... on PasswordPermanentLockout { message }
    ... on IpAuthLockout { message }
  }
}`;

beforeEach(async () => {
  await seedContent(1);
  await db.batch([
    db.delete(authAttempts),
    db.delete(addressPasswordFailures),
    db
      .update(users)
      .set({
        email: 'ann@example.com',
        passwordHash: await hashPassword('the right password', 'quire-development-pepper'),
      })
      .where(eq(users.id, 'u-ann')),
  ]);
});

describe('CreateAccount (docs/spec-checklist.md 2 §7, §8)', () => {
  it('creates the account, signs it in with an HttpOnly cookie, and keeps the token out of the body', async () => {
    const ip = newNetwork();
    const { response, json } = await post(
      {
        query: CREATE,
        variables: { email: ' New.Reader@Example.com ', name: 'New Reader', password: 'a long enough password' },
      },
      { 'CF-Connecting-IP': ip },
    );
    expect(json.data['createAccount']).toMatchObject({
      __typename: 'AuthInfo',
      sessionToken: '',
      redirect: '/@somebody',
    });
    const cookie = sessionCookieSet(response) ?? '';
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{40,}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    const viewer = await post(
      { query: '{ viewer { id name username email } }' },
      { Cookie: cookie.split(';')[0] ?? '' },
    );
    expect(viewer.json.data.viewer).toEqual({
      id: json.data['createAccount']?.['uid'],
      name: 'New Reader',
      username: 'newreader',
      email: 'new.reader@example.com',
    });
    const stored = await env.DB.prepare('select token_hash from sessions where user_id = ?')
      .bind(json.data['createAccount']?.['uid'])
      .first<{ token_hash: string }>();
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(cookie).not.toContain(stored?.token_hash);
  });

  it.each([
    [
      { email: 'not-an-email', name: 'X', password: 'long enough!' },
      'BadRequest',
      'Please enter a valid email address.',
    ],
    [
      { email: 'x@example.com', name: 'X', password: 'short' },
      'BadRequest',
      'Your password must be 8 characters or more.',
    ],
    [{ email: '12345@example.com', name: '   ', password: 'long enough!' }, 'BadRequest', 'Please enter your name'],
    [
      { email: 'ANN@example.com', name: 'Ann Again', password: 'long enough!' },
      'AlreadyExists',
      'You’ve already created an account with this service.',
    ],
  ])('refuses %o with %s', async (variables, typename, message) => {
    const { json } = await post({ query: CREATE, variables }, { 'CF-Connecting-IP': newNetwork() });
    expect(json.data['createAccount']).toEqual({ __typename: typename, message });
  });

  it('limits account creation per network, counting each operation of a batch', async () => {
    const ip = newNetwork();
    const batch = Array.from({ length: 6 }, (_, i) => ({
      query: CREATE,
      variables: { email: `reader${i}@example.com`, name: `Reader ${i}`, password: 'long enough!' },
    }));
    const { batch: results } = await post(batch, { 'CF-Connecting-IP': ip });
    const kinds = results.map((result) => result.data['createAccount']?.__typename).sort();
    expect(kinds).toEqual(['AuthInfo', 'AuthInfo', 'AuthInfo', 'AuthInfo', 'AuthInfo', 'UserCreationRateLimited']);
    const limited = results.find((result) => result.data['createAccount']?.__typename === 'UserCreationRateLimited');
    expect(limited?.data['createAccount']?.['message']).toBe(
      'Too many accounts created from this IP address. Please try again later.',
    );
  });
});

describe('LoginUser with a password (docs/spec-checklist.md 2 §8 "Password")', () => {
  it('signs in with the right password and goes to the stored destination', async () => {
    const { response, json } = await post(
      { query: LOGIN, variables: { email: 'ann@example.com', password: 'the right password' } },
      { 'CF-Connecting-IP': newNetwork() },
    );
    expect(json.data['loginUser']).toEqual({ __typename: 'AuthInfo', uid: 'u-ann', redirect: '/me/stories' });
    expect(response.headers.get('Set-Cookie')).toMatch(/^sid=/);
  });

  it.each([
    ['an account with a password, given a wrong one', 'ann@example.com'],
    ['an address with no account', 'nobody@example.com'],
    ['an account that signs in by link only', 'rex@example.com'],
  ])('answers %s the same way, down to the lockout (no telling registered addresses apart)', async (_case, email) => {
    await db.update(users).set({ email: 'rex@example.com' }).where(eq(users.id, 'u-rex')).run();
    const ip = newNetwork();
    const attempt = async () =>
      (await post({ query: LOGIN, variables: { email, password: 'not the password' } }, { 'CF-Connecting-IP': ip }))
        .json.data['loginUser'];
    expect(await attempt()).toEqual({
      __typename: 'InvalidPassword',
      message: 'That password was incorrect. You have 5 more attempts before your account is locked for 1 minute.',
      lockoutInfo: { failCount: 1, lockedOutUntil: null },
    });
    for (let i = 0; i < 4; i += 1) await attempt();
    expect(await attempt()).toMatchObject({
      __typename: 'PasswordSoftLockout',
      message: 'Due to too many password attempts, your account is locked for 1 minute.',
    });
  });

  it('spends the same hashing work on an unknown address as on a wrong password', async () => {
    const deriveBits = vi.spyOn(crypto.subtle, 'deriveBits');
    try {
      await post(
        { query: LOGIN, variables: { email: 'nobody@example.com', password: 'whatever it is' } },
        { 'CF-Connecting-IP': newNetwork() },
      );
      const onMiss = deriveBits.mock.calls.filter(([params]) => (params as Pbkdf2Params).iterations === 100_000).length;
      deriveBits.mockClear();
      await post(
        { query: LOGIN, variables: { email: 'ann@example.com', password: 'not the password' } },
        { 'CF-Connecting-IP': newNetwork() },
      );
      const onWrong = deriveBits.mock.calls.filter(
        ([params]) => (params as Pbkdf2Params).iterations === 100_000,
      ).length;
      expect(onWrong).toBe(1);
      // the decoy hash is made once per isolate, then each miss verifies against it
      expect(onMiss).toBeGreaterThanOrEqual(1);
    } finally {
      deriveBits.mockRestore();
    }
  });

  it('counts down the attempts, then locks for a minute even the right password', async () => {
    const ip = newNetwork();
    const attempt = (password: string) =>
      post({ query: LOGIN, variables: { email: 'ann@example.com', password } }, { 'CF-Connecting-IP': ip });
    const first = (await attempt('wrong password')).json.data['loginUser'];
    expect(first).toEqual({
      __typename: 'InvalidPassword',
      message: 'That password was incorrect. You have 5 more attempts before your account is locked for 1 minute.',
      lockoutInfo: { failCount: 1, lockedOutUntil: null },
    });
    for (let i = 0; i < 4; i += 1) await attempt('wrong password');
    const sixth = (await attempt('wrong password')).json.data['loginUser'];
    expect(sixth).toMatchObject({
      __typename: 'PasswordSoftLockout',
      message: 'Due to too many password attempts, your account is locked for 1 minute.',
    });
    const right = (await attempt('the right password')).json.data['loginUser'];
    expect(right?.__typename).toBe('PasswordSoftLockout');
  });

  it('counts a batch of 20 attempts as 20 attempts', async () => {
    const ip = newNetwork();
    const batch = Array.from({ length: 20 }, () => ({
      query: LOGIN,
      variables: { email: 'ann@example.com', password: 'wrong password' },
    }));
    const { batch: results } = await post(batch, { 'CF-Connecting-IP': ip });
    const kinds = results.map((result) => result.data['loginUser']?.__typename);
    expect(kinds.filter((kind) => kind === 'InvalidPassword')).toHaveLength(5);
    expect(kinds.filter((kind) => kind === 'PasswordSoftLockout')).toHaveLength(15);
    const network = await env.DB.prepare('select count from auth_attempts where key = ?')
      .bind(`password-ip:${ip}`)
      .first<{ count: number }>();
    expect(network?.count).toBe(20);
    const after = await post(
      { query: LOGIN, variables: { email: 'ann@example.com', password: 'the right password' } },
      { 'CF-Connecting-IP': ip },
    );
    expect(after.json.data['loginUser']?.__typename).toBe('PasswordSoftLockout');
  });

  it('locks a network out for a day after too many attempts', async () => {
    const ip = newNetwork();
    const batch = Array.from({ length: 20 }, () => ({
      query: LOGIN,
      variables: { email: 'nobody@example.com', password: 'wrong password' },
    }));
    for (let i = 0; i < 2; i += 1) await post(batch, { 'CF-Connecting-IP': ip });
    const { batch: results } = await post(
      Array.from({ length: 11 }, () => batch[0]),
      { 'CF-Connecting-IP': ip },
    );
    expect(results.at(-1)?.data['loginUser']).toEqual({
      __typename: 'IpAuthLockout',
      message: 'For security reasons, you cannot sign in from this network for 1 day.',
    });
  });
});

describe('e-mail look-ups', () => {
  it('EmailAvailability and MagicLinkPreferredQuery tell the sign-in where to go', async () => {
    const ip = { 'CF-Connecting-IP': newNetwork() };
    const query = `query ($email: String!) {
      emailAvailability(email: $email)
      prefersMagicLink(email: $email) { __typename ... on PrefersMagicLink { result } ... on NotFound { message } }
    }`;
    expect((await post({ query, variables: { email: 'ann@example.com' } }, ip)).json.data).toEqual({
      emailAvailability: false,
      prefersMagicLink: { __typename: 'PrefersMagicLink', result: false },
    });
    expect((await post({ query, variables: { email: 'new@example.com' } }, ip)).json.data).toEqual({
      emailAvailability: true,
      prefersMagicLink: { __typename: 'NotFound', message: 'User does not exist' },
    });
  });

  it('slows probing: aliases in one request count one look-up each', async () => {
    const fields = Array.from(
      { length: 31 },
      (_, i) => `a${i}: emailAvailability(email: "probe${i}@example.com")`,
    ).join(' ');
    const { json } = await post({ query: `{ ${fields} }` }, { 'CF-Connecting-IP': newNetwork() });
    expect(json.errors).toEqual([expect.objectContaining({ message: 'Too many requests. Please try again later.' })]);
  });
});
