import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../worker/auth/password-hash.ts';
import { seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { authAttempts, loginTokens, outbox, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const PEPPER = 'quire-development-pepper';
let ipCounter = 0;

async function call(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await SELF.fetch('http://localhost/_/graphql', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Xsrf-Token': '',
      'CF-Connecting-IP': `192.0.2.${(ipCounter += 1)}`,
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: Record<string, Record<string, unknown>> };
  return { response, data: body.data };
}

const CRUPDATE = `mutation CrupdatePassword($password: String!, $oldPassword: String, $token: String) {
  crupdatePassword(password: $password, oldPassword: $oldPassword, token: $token) {
    __typename ... on AuthInfo { uid redirect } ... on User { id } ... on BadRequest { message } ... on Forbidden { message } ... on Unauthorized { message }
  }
}`;
const LOGIN = `mutation ($email: String, $password: String) { loginUser(email: $email, password: $password) { __typename } }`;
const RESET = `mutation ($email: String!) { sendAcctAuthEmail(email: $email, resetPasswordFlow: true, redirect: "/me/settings") { __typename ... on BadRequest { message } } }`;

async function resetLink(email: string): Promise<string> {
  await call(RESET, { email });
  const row = await env.DB.prepare('select subject, links from outbox order by id desc limit 1').first<{
    subject: string;
    links: string;
  }>();
  expect(row?.subject).toBe('Reset your Quire password');
  return (JSON.parse(row?.links ?? '[]') as string[])[0] ?? '';
}

beforeEach(async () => {
  await seedContent(1);
  await db.batch([
    db.delete(outbox),
    db.delete(loginTokens),
    db.delete(authAttempts),
    db
      .update(users)
      .set({ email: 'ann@example.com', passwordHash: await hashPassword('old password!', PEPPER) })
      .where(eq(users.id, 'u-ann')),
    db.update(users).set({ email: 'rex@example.com' }).where(eq(users.id, 'u-rex')),
  ]);
});

describe('resetting a password by email (CrupdatePassword with a token)', () => {
  it('mails a link to the create-password page, saves the new password once, signs in and lifts a lockout', async () => {
    await db.update(users).set({ passwordPermanentlyLocked: true }).where(eq(users.id, 'u-ann')).run();
    const link = await resetLink('ann@example.com');
    expect(link).toMatch(/^http:\/\/localhost\/password\?token=[\w-]+&operation=reset$/);
    const token = new URL(link).searchParams.get('token');

    const saved = await call(CRUPDATE, { password: 'brand new password', token });
    expect(saved.data['crupdatePassword']).toEqual({ __typename: 'AuthInfo', uid: 'u-ann', redirect: '/me/settings' });
    expect(saved.response.headers.get('Set-Cookie')).toMatch(/^sid=/);
    expect((await call(LOGIN, { email: 'ann@example.com', password: 'brand new password' })).data['loginUser']).toEqual(
      { __typename: 'AuthInfo' },
    );

    const again = await call(CRUPDATE, { password: 'another new password', token });
    expect(again.data['crupdatePassword']).toEqual({ __typename: 'BadRequest', message: 'Invalid token' });
  });

  it('keeps reset links and sign-in links apart', async () => {
    const link = await resetLink('ann@example.com');
    const token = new URL(link).searchParams.get('token') ?? '';
    const asSignIn = await SELF.fetch(`http://localhost/m/callback/email?token=${token}&operation=login`, {
      method: 'POST',
      headers: { Origin: 'http://localhost' },
      redirect: 'manual',
    });
    expect(asSignIn.status).toBe(410);
  });

  it('refuses an unknown address and a short password', async () => {
    expect((await call(RESET, { email: 'nobody@example.com' })).data['sendAcctAuthEmail']).toEqual({
      __typename: 'BadRequest',
      message: 'User does not exist',
    });
    const token = new URL(await resetLink('ann@example.com')).searchParams.get('token');
    expect((await call(CRUPDATE, { password: 'short', token })).data['crupdatePassword']).toEqual({
      __typename: 'BadRequest',
      message: 'Your password must be 8 characters or more.',
    });
  });
});

describe('changing and creating a password while signed in', () => {
  it.each([
    ['without the current password', undefined],
    ['with a wrong current password', 'not it at all'],
  ])('refuses a change %s', async (_, oldPassword) => {
    const { cookie, xsrf } = await signIn('u-ann');
    const { data } = await call(
      CRUPDATE,
      { password: 'brand new password', oldPassword },
      { Cookie: cookie, 'X-Xsrf-Token': xsrf },
    );
    expect(data['crupdatePassword']).toEqual({
      __typename: 'Forbidden',
      message: 'Please enter your current password.',
    });
  });

  it('changes the password given the current one', async () => {
    const { cookie, xsrf } = await signIn('u-ann');
    const { data } = await call(
      CRUPDATE,
      { password: 'brand new password', oldPassword: 'old password!' },
      { Cookie: cookie, 'X-Xsrf-Token': xsrf },
    );
    expect(data['crupdatePassword']).toEqual({ __typename: 'User', id: 'u-ann' });
    expect((await call(LOGIN, { email: 'ann@example.com', password: 'old password!' })).data['loginUser']).toEqual({
      __typename: 'InvalidPassword',
    });
    expect((await call(LOGIN, { email: 'ann@example.com', password: 'brand new password' })).data['loginUser']).toEqual(
      { __typename: 'AuthInfo' },
    );
  });

  it('creates a first password for an account that signed up by link', async () => {
    const { cookie, xsrf } = await signIn('u-rex');
    const { data } = await call(CRUPDATE, { password: 'my first password' }, { Cookie: cookie, 'X-Xsrf-Token': xsrf });
    expect(data['crupdatePassword']).toEqual({ __typename: 'User', id: 'u-rex' });
    expect((await call(LOGIN, { email: 'rex@example.com', password: 'my first password' })).data['loginUser']).toEqual({
      __typename: 'AuthInfo',
    });
  });

  it('needs a session without a token', async () => {
    const { data } = await call(CRUPDATE, { password: 'brand new password' });
    expect(data['crupdatePassword']).toEqual({ __typename: 'Unauthorized', message: 'Sign in to do that.' });
  });
});

// Common and easily guessed passwords are refused wherever a password is chosen.
describe('a password too easy to guess', () => {
  const CREATE = `mutation ($email: String, $password: String) { createAccount(email: $email, name: "Wen Li", password: $password) { __typename ... on BadRequest { message } } }`;
  const REFUSED =
    'This password is too easy to guess. This is similar to a commonly used password. Add more words that are less common.';

  it('is refused at sign-up, and no account is made', async () => {
    const { data } = await call(CREATE, { email: 'wen@example.com', password: 'Password123!' });
    expect(data['createAccount']).toEqual({ __typename: 'BadRequest', message: REFUSED });
    expect(await env.DB.prepare("select id from users where email = 'wen@example.com'").first()).toBeNull();
  });

  it('is refused when it is the person’s own name or address', async () => {
    const { data } = await call(CREATE, { email: 'wen.li@example.com', password: 'wenli2024' });
    expect(data['createAccount']).toMatchObject({
      __typename: 'BadRequest',
      message: expect.stringMatching(/^This password is too easy to guess\./),
    });
  });

  it('is refused by a reset link, which goes on working for a better one', async () => {
    const token = new URL(await resetLink('ann@example.com')).searchParams.get('token');
    expect((await call(CRUPDATE, { password: 'Password123!', token })).data['crupdatePassword']).toEqual({
      __typename: 'BadRequest',
      message: REFUSED,
    });
    expect((await call(CRUPDATE, { password: 'a brand new password', token })).data['crupdatePassword']).toMatchObject({
      __typename: 'AuthInfo',
    });
  });

  it('is refused as a new password in settings, and the old one still signs in', async () => {
    const session = await signIn('u-ann');
    const changed = await call(
      CRUPDATE,
      { password: 'Password123!', oldPassword: 'old password!' },
      { Cookie: session.cookie, 'X-Xsrf-Token': session.xsrf },
    );
    expect(changed.data['crupdatePassword']).toEqual({ __typename: 'BadRequest', message: REFUSED });
    expect((await call(LOGIN, { email: 'ann@example.com', password: 'old password!' })).data['loginUser']).toEqual({
      __typename: 'AuthInfo',
    });
  });
});
