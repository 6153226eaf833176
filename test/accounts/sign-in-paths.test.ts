import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../worker/app/app.ts';
import { hashPassword } from '../../worker/auth/password-hash.ts';
import { createTotpSecret, totpCode } from '../../worker/auth/totp.ts';
import { FACEBOOK_USER } from '../oauth-providers.ts';
import { TEST_IDENTITY } from '../oidc-provider.ts';
import { approvedCallback, providerBindings } from '../support/provider-bindings.ts';
import { seedContent, signIn } from '../support/seed-content.ts';
import { postGraphql } from '../support/graphql.ts';
import { eq } from 'drizzle-orm';
import { authAttempts, loginTokens, outbox, userIdentities, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

// Every sign-in path ends in completeSignIn, and an account with two-factor gets
// the code step of the specification, whatever the path proved. (The decision itself is a table in
// worker/auth/sign-in-gate.test.ts; here each path is walked through its public surface.)

const bindings = providerBindings();
const app = createApp();
let network = 0;
const request = (path: string, init: RequestInit = {}) =>
  app.request(
    `http://localhost${path}`,
    {
      redirect: 'manual',
      ...init,
      headers: { 'CF-Connecting-IP': `192.0.2.${(network = (network % 200) + 1)}`, ...init.headers },
    },
    bindings,
  );

const cookieValue = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((value) => value.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);

async function graphql(query: string, variables: Record<string, unknown> = {}, cookie = '', xsrf = '') {
  const response = await request('/_/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Xsrf-Token': xsrf, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { response, data: ((await response.json()) as { data: Record<string, Record<string, unknown>> }).data };
}

const sessions = async (userId: string) =>
  (await env.DB.prepare('select count(*) as n from sessions where user_id = ?').bind(userId).first<{ n: number }>())
    ?.n ?? 0;
const lastMail = () =>
  env.DB.prepare('select links, code, kind, recipient from outbox order by id desc limit 1').first<{
    links: string;
    code: string;
    kind: string;
    recipient: string;
  }>();

const EMAIL = 'ann@example.com';
let secret = '';

type Factor = 'totp' | 'sms' | 'locked-out';
async function requireSecondFactor(userId: string, factor: Factor) {
  secret = createTotpSecret();
  await db
    .update(users)
    .set(
      factor === 'sms'
        ? { twoFactorMethod: 'SMS_TEXT', twoFactorPhone: '+15550100199' }
        : {
            twoFactorMethod: 'AUTH_APP',
            twoFactorSecret: secret,
            twoFactorLockedUntil: factor === 'locked-out' ? new Date(Date.now() + 600_000) : null,
          },
    )
    .where(eq(users.id, userId))
    .run();
}

/** The code step, finished from the cookie a redirect left; answers the session cookie, if one was made. */
async function finishSecondFactor(secondFactorCookie: string, factor: Factor) {
  const code =
    factor === 'sms'
      ? ((
          await env.DB.prepare("select code from outbox where kind = 'sms' order by id desc limit 1").first<{
            code: string;
          }>()
        )?.code ?? '')
      : totpCode(secret, Date.now());
  const { response, data } = await graphql(
    'mutation ($code: String) { loginUser(twoFactorVerificationCode: $code) { __typename ... on AuthInfo { redirect } ... on TwoFactorAuthSoftLockout { message } } }',
    { code },
    `second_factor=${secondFactorCookie}`,
  );
  return { answer: data['loginUser'], session: cookieValue(response, 'sid') };
}

/** A redirect to the code step: no session, the step's token in its cookie, the page told the method. */
function expectCodeStep(response: Response, method: string) {
  const location = new URL(response.headers.get('Location') ?? '');
  expect(location.pathname).toBe('/two-factor-authentication');
  expect(location.searchParams.get('method')).toBe(method);
  expect(cookieValue(response, 'sid')).toBeUndefined();
  const pending = cookieValue(response, 'second_factor');
  expect(pending).toMatch(/^[\w-]{43}$/);
  return pending ?? '';
}

beforeEach(async () => {
  await seedContent(0);
  await db.batch([
    db.delete(loginTokens),
    db.delete(authAttempts),
    db.delete(outbox),
    db.delete(userIdentities),
    db.update(users).set({ email: EMAIL }).where(eq(users.id, 'u-ann')),
  ]);
});

/** Each path, as far as the point where it would make a session: the response that answers it. */
const PATHS: Record<string, () => Promise<Response>> = {
  async 'e-mail link'() {
    await graphql('mutation { sendAcctAuthEmail(email: "ann@example.com", operation: "login") { __typename } }');
    const link = new URL((JSON.parse((await lastMail())?.links ?? '[]') as string[])[0] ?? '');
    return request(link.pathname + link.search, { method: 'POST', headers: { Origin: 'http://localhost' } });
  },
  async '6-digit login code'() {
    const asked = await graphql(
      'mutation { sendAcctAuthEmail(email: "ann@example.com", operation: "login") { __typename } }',
    );
    const code =
      (
        await env.DB.prepare("select code from outbox where kind = 'email' order by id desc limit 1").first<{
          code: string;
        }>()
      )?.code ?? '';
    const verified = await graphql(
      'mutation ($code: String!) { verifyLoginCode(loginCode: $code) { ... on Token { value } } }',
      { code },
      `pending_login=${cookieValue(asked.response, 'pending_login')}`,
    );
    return request(`/m/callback/email?token=${String(verified.data['verifyLoginCode']?.['value'])}&operation=login`, {
      method: 'POST',
      headers: { Origin: 'http://localhost' },
    });
  },
  async Google() {
    await db.update(users).set({ email: TEST_IDENTITY.email }).where(eq(users.id, 'u-ann')).run();
    const callback = await approvedCallback(request, '/m/connect/google?redirect=/me/lists');
    return request(callback.path, { headers: { Cookie: callback.cookie } });
  },
  async 'Google one-tap'() {
    await db.update(users).set({ email: TEST_IDENTITY.email }).where(eq(users.id, 'u-ann')).run();
    return request('/m/callback/google', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'g_csrf_token=double-submit' },
      body: new URLSearchParams({ credential: inject('oneTapCredential'), g_csrf_token: 'double-submit' }).toString(),
    });
  },
  async Facebook() {
    await db.update(users).set({ email: FACEBOOK_USER.email }).where(eq(users.id, 'u-ann')).run();
    const callback = await approvedCallback(request, '/m/connect/facebook?redirect=/me/lists');
    return request(callback.path, { headers: { Cookie: callback.cookie } });
  },
};

describe('every redirect-based sign-in path goes through the code step', () => {
  it.each(Object.keys(PATHS).flatMap((path) => (['totp', 'sms'] as const).map((factor) => [path, factor] as const)))(
    '%s with %s: no session until the code',
    async (path, factor) => {
      await requireSecondFactor('u-ann', factor);
      const arrived = await (PATHS[path] ?? (() => Promise.reject(new Error(path))))();
      expect(arrived.status).toBeGreaterThanOrEqual(302);
      const pending = expectCodeStep(arrived, factor === 'sms' ? 'SMS_TEXT' : 'AUTH_APP');
      expect(await sessions('u-ann')).toBe(0);
      if (factor === 'sms') expect(await lastMail()).toMatchObject({ kind: 'sms', recipient: '+15550100199' });

      const finished = await finishSecondFactor(pending, factor);
      expect(finished.answer).toMatchObject({ __typename: 'AuthInfo' });
      expect(finished.session).toBeTruthy();
      expect(await sessions('u-ann')).toBe(1);
    },
  );

  it.each(Object.keys(PATHS))('%s without two-factor: a session at once', async (path) => {
    const arrived = await (PATHS[path] ?? (() => Promise.reject(new Error(path))))();
    expect(cookieValue(arrived, 'sid')).toBeTruthy();
    expect(cookieValue(arrived, 'second_factor')).toBeUndefined();
  });

  it.each(Object.keys(PATHS))(
    '%s while two-factor is locked out: no session, and the code step refuses',
    async (path) => {
      await requireSecondFactor('u-ann', 'locked-out');
      const arrived = await (PATHS[path] ?? (() => Promise.reject(new Error(path))))();
      const pending = expectCodeStep(arrived, 'AUTH_APP');
      const finished = await finishSecondFactor(pending, 'locked-out');
      expect(finished.answer).toMatchObject({ __typename: 'TwoFactorAuthSoftLockout' });
      expect(finished.session).toBeUndefined();
      expect(await sessions('u-ann')).toBe(0);
    },
  );
});

describe('the password-reset link', () => {
  const RESET =
    'mutation ($token: String) { crupdatePassword(password: "a new password!", token: $token) { __typename ... on AuthToken { preferredMethod } ... on AuthInfo { redirect } } }';
  const resetToken = async () => {
    await graphql('mutation { sendAcctAuthEmail(email: "ann@example.com", resetPasswordFlow: true) { __typename } }');
    return (
      new URL((JSON.parse((await lastMail())?.links ?? '[]') as string[])[0] ?? '').searchParams.get('token') ?? ''
    );
  };
  const passwordHash = async () =>
    (
      await env.DB.prepare("select password_hash from users where id = 'u-ann'").first<{
        password_hash: string | null;
      }>()
    )?.password_hash;

  beforeEach(async () => {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword('the old password', 'quire-development-pepper') })
      .where(eq(users.id, 'u-ann'))
      .run();
  });

  it('ends every session of the account, and signs in anew, when there is no second factor', async () => {
    await signIn('u-ann');
    const { response, data } = await graphql(RESET, { token: await resetToken() });
    expect(data['crupdatePassword']).toMatchObject({ __typename: 'AuthInfo' });
    expect(cookieValue(response, 'sid')).toBeTruthy();
    expect(await sessions('u-ann')).toBe(1);
    expect((await graphql('{ viewer { id } }', {}, 'sid=test-token-u-ann')).data['viewer']).toBeNull();
  });

  it.each(['totp', 'sms'] as const)(
    'with %s: the new password waits for the code; then it holds and other sessions end',
    async (factor) => {
      await requireSecondFactor('u-ann', factor);
      await signIn('u-ann');
      const before = await passwordHash();
      const { response, data } = await graphql(RESET, { token: await resetToken() });
      expect(data['crupdatePassword']).toEqual({
        __typename: 'AuthToken',
        preferredMethod: factor === 'sms' ? 'SMS_TEXT' : 'AUTH_APP',
      });
      expect(cookieValue(response, 'sid')).toBeUndefined();
      expect(await passwordHash()).toBe(before);
      expect(await sessions('u-ann')).toBe(1);

      const finished = await finishSecondFactor(cookieValue(response, 'second_factor') ?? '', factor);
      expect(finished.answer).toMatchObject({ __typename: 'AuthInfo' });
      expect(await passwordHash()).not.toBe(before);
      expect(await sessions('u-ann')).toBe(1);
      expect((await graphql('{ viewer { id } }', {}, 'sid=test-token-u-ann')).data['viewer']).toBeNull();
    },
  );
});

describe('sessions are rotated on sign-in', () => {
  it('ends the session the browser had when it signs in again', async () => {
    const { cookie, xsrf } = await signIn('u-ann');
    await db
      .update(users)
      .set({ passwordHash: await hashPassword('the password!', 'quire-development-pepper') })
      .where(eq(users.id, 'u-ann'))
      .run();
    const { response } = await graphql(
      'mutation { loginUser(email: "ann@example.com", password: "the password!") { __typename } }',
      {},
      cookie,
      xsrf,
    );
    const fresh = cookieValue(response, 'sid');
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe('test-token-u-ann');
    expect(await sessions('u-ann')).toBe(1);
  });
});

describe('open redirect after password sign-in', () => {
  beforeEach(() =>
    hashPassword('the password!', 'quire-development-pepper').then((hash) =>
      db.update(users).set({ email: 'chen@example.com', passwordHash: hash }).where(eq(users.id, 'u-ann')).run(),
    ),
  );

  it.each([
    ['a tab', '/%09/evil.example/phish'],
    ['a newline', '/%0A/evil.example/phish'],
    ['a carriage return', '/%0D/evil.example/phish'],
    ['a backslash', '/%5Cevil.example/phish'],
    ['two slashes', '//evil.example/phish'],
    ['an absolute address', 'http://evil.example/phish'],
  ])('keeps a sign-in whose redirect hides another host behind %s on this site', async (_variant, encoded) => {
    // what /m/signin?redirect=… hands the password step
    const redirect = new URLSearchParams(`redirect=${encoded}`).get('redirect') ?? '';
    const answer = await postGraphql(
      'mutation ($state: String) { loginUser(email: "chen@example.com", password: "the password!", state: $state) { __typename ... on AuthInfo { redirect } } }',
      {
        state: `password|${redirect}|login`,
      },
    );
    const body = (await answer.json()) as { data: { loginUser: { __typename: string; redirect: string } } };
    expect(body.data.loginUser).toEqual({ __typename: 'AuthInfo', redirect: '/' });
  });
});
