import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app/app.ts';
import { hashPassword } from '../../worker/auth/password-hash.ts';
import { createTotpSecret, totpCode } from '../../worker/auth/totp.ts';
import { hashToken } from '../../worker/auth/hash-token.ts';
import { seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { authAttempts, outbox, recoveryCodes, sessions, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

// Changing the password, the e-mail, the phone or the two-factor method,
// regenerating recovery codes and turning two-factor off "ask for the password, a second factor
// or a passkey within the last 10 minutes".

const app = createApp();
const PEPPER = 'quire-development-pepper';
type Session = { cookie: string; xsrf: string };

async function graphql(query: string, variables: Record<string, unknown>, session: Session) {
  const response = await app.request(
    'http://localhost/_/graphql',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Xsrf-Token': session.xsrf, Cookie: session.cookie },
      body: JSON.stringify({ query, variables }),
    },
    env,
  );
  const body = (await response.json()) as { data: Record<string, Record<string, unknown> | null> };
  return { response, data: body.data };
}

const proofAge = (minutes: number) =>
  db
    .update(sessions)
    .set({ provedAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(sessions.userId, 'u-ann'))
    .run();
const ann = () =>
  env.DB.prepare(
    "select password_hash, email, unverified_email, two_factor_method, two_factor_secret from users where id = 'u-ann'",
  ).first<Record<string, string | null>>();
const recoveryCodeCount = async () =>
  (await env.DB.prepare("select count(*) as n from recovery_codes where user_id = 'u-ann'").first<{ n: number }>())
    ?.n ?? 0;
const mails = (subject: string) =>
  env.DB.prepare('select recipient from outbox where subject = ?')
    .bind(subject)
    .all<{ recipient: string }>()
    .then((rows) => rows.results);
const rotated = (response: Response, before: Session): Session => ({
  cookie: `sid=${/sid=([^;]+)/.exec(response.headers.get('Set-Cookie') ?? '')?.[1] ?? ''}`,
  xsrf: before.xsrf,
});

async function withPassword(password: string) {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password, PEPPER) })
    .where(eq(users.id, 'u-ann'))
    .run();
}

async function withAuthenticatorApp(): Promise<string> {
  const secret = createTotpSecret();
  await db.batch([
    db.update(users).set({ twoFactorMethod: 'AUTH_APP', twoFactorSecret: secret }).where(eq(users.id, 'u-ann')),
    db.insert(recoveryCodes).values({ userId: 'u-ann', codeHash: 'old-code' }),
  ]);
  return secret;
}

beforeEach(async () => {
  await seedContent(0);
  await db.batch([
    db.delete(outbox),
    db.delete(authAttempts),
    db.delete(recoveryCodes),
    db
      .update(users)
      .set({
        email: 'ann@example.com',
        passwordHash: null,
        twoFactorMethod: null,
        twoFactorSecret: null,
        passwordFailCount: 0,
      })
      .where(eq(users.id, 'u-ann')),
  ]);
});

interface SensitiveChange {
  readonly name: string;
  readonly prepare: () => Promise<unknown>;
  readonly mutation: string;
  readonly field: string;
  readonly done: string;
  readonly unchanged: () => Promise<unknown>;
}

const CHANGES: readonly SensitiveChange[] = [
  {
    name: 'a first password',
    prepare: async () => undefined,
    mutation: 'mutation { crupdatePassword(password: "a long new password") { __typename } }',
    field: 'crupdatePassword',
    done: 'User',
    unchanged: async () => (await ann())?.['password_hash'],
  },
  {
    name: 'a new e-mail address',
    prepare: async () => undefined,
    mutation: 'mutation { sendVerificationEmail(email: "new-ann@example.com") { __typename } }',
    field: 'sendVerificationEmail',
    done: 'VerificationEmailSent',
    unchanged: async () => (await ann())?.['unverified_email'],
  },
  {
    name: 'a two-factor method or phone',
    prepare: async () => undefined,
    mutation: 'mutation { registerAuthyUser(preferredMethod: AUTH_APP) { __typename } }',
    field: 'registerAuthyUser',
    done: 'AuthyRegistration',
    unchanged: async () =>
      (
        await env.DB.prepare("select two_factor_pending_secret as s from users where id = 'u-ann'").first<{
          s: string | null;
        }>()
      )?.s,
  },
  {
    name: 'new recovery codes',
    prepare: withAuthenticatorApp,
    mutation: 'mutation { crupdateTwoFactorBackupCodes(userId: "u-ann") { __typename } }',
    field: 'crupdateTwoFactorBackupCodes',
    done: 'BackupCodes',
    unchanged: recoveryCodeCount,
  },
  {
    name: 'turning two-factor off',
    prepare: withAuthenticatorApp,
    mutation: 'mutation { removeTwoFactorAuth(userId: "u-ann") { __typename } }',
    field: 'removeTwoFactorAuth',
    done: 'User',
    unchanged: async () => (await ann())?.['two_factor_method'],
  },
];

describe('a sensitive change wants a proof from the last 10 minutes', () => {
  it.each(CHANGES)('$name: refused 11 minutes after the last proof, changing nothing', async (change) => {
    await change.prepare();
    const session = await signIn('u-ann');
    const before = await change.unchanged();
    await proofAge(11);
    const { data } = await graphql(change.mutation, {}, session);
    expect(data[change.field]).toEqual({ __typename: 'ReauthenticationRequired' });
    expect(await change.unchanged()).toEqual(before);
  });

  it.each(CHANGES)('$name: done 9 minutes after signing in', async (change) => {
    await change.prepare();
    const session = await signIn('u-ann');
    await proofAge(9);
    expect((await graphql(change.mutation, {}, session)).data[change.field]).toEqual({ __typename: change.done });
  });

  it('the password given again makes the session fresh; a wrong one does not and is counted', async () => {
    await withPassword('ann’s own password');
    const session = await signIn('u-ann');
    await proofAge(30);
    const confirm =
      'mutation ($password: String) { confirmIdentity(password: $password) { __typename ... on InvalidPassword { message } } }';
    const wrong = await graphql(confirm, { password: 'a guess' }, session);
    expect(wrong.data['confirmIdentity']).toMatchObject({ __typename: 'InvalidPassword' });
    expect((await graphql(CHANGES[1]!.mutation, {}, session)).data['sendVerificationEmail']).toEqual({
      __typename: 'ReauthenticationRequired',
    });

    const confirmed = await graphql(confirm, { password: 'ann’s own password' }, session);
    expect(confirmed.data['confirmIdentity']).toEqual({ __typename: 'IdentityConfirmed' });
    // the raised session is a new one; the old token is gone
    const fresh = rotated(confirmed.response, session);
    expect(fresh.cookie).not.toBe(session.cookie);
    expect((await graphql('{ viewer { id } }', {}, session)).data['viewer']).toBeNull();
    expect((await graphql(CHANGES[1]!.mutation, {}, fresh)).data['sendVerificationEmail']).toEqual({
      __typename: 'VerificationEmailSent',
    });
  });

  it('guesses sent as aliases of one request each count towards the lockout', async () => {
    await withPassword('ann’s own password');
    const session = await signIn('u-ann');
    const guesses = Array.from(
      { length: 8 },
      (_, i) => `g${i}: confirmIdentity(password: "guess ${i}") { __typename }`,
    ).join(' ');
    const { data } = await graphql(`mutation { ${guesses} }`, {}, session);
    const kinds = Object.values(data).map((answer) => answer?.['__typename']);
    // five wrong, the sixth locks the account for a minute, and the rest of the batch finds it locked
    expect(kinds).toEqual([...Array(5).fill('InvalidPassword'), ...Array(3).fill('PasswordSoftLockout')]);
    // locked out, even the right password is refused for now
    const right = await graphql(
      'mutation { confirmIdentity(password: "ann’s own password") { __typename } }',
      {},
      session,
    );
    expect(right.data['confirmIdentity']).toEqual({ __typename: 'PasswordSoftLockout' });
  });

  it('wrong codes sent as aliases of one request lock the second factor like sign-ins', async () => {
    await withAuthenticatorApp();
    const session = await signIn('u-ann');
    const guesses = Array.from(
      { length: 8 },
      (_, i) => `g${i}: confirmIdentity(code: "00000${i}") { __typename }`,
    ).join(' ');
    const kinds = Object.values((await graphql(`mutation { ${guesses} }`, {}, session)).data).map(
      (answer) => answer?.['__typename'],
    );
    expect(kinds).toEqual([...Array(5).fill('InvalidTwoFactorAuthCode'), ...Array(3).fill('TwoFactorAuthSoftLockout')]);
  });

  it('a code from the authenticator app, or a recovery code once, makes the session fresh', async () => {
    const secret = await withAuthenticatorApp();
    const session = await signIn('u-ann');
    await proofAge(30);
    const byCode = await graphql(
      'mutation ($code: String) { confirmIdentity(code: $code) { __typename } }',
      { code: totpCode(secret, Date.now()) },
      session,
    );
    expect(byCode.data['confirmIdentity']).toEqual({ __typename: 'IdentityConfirmed' });
    const fresh = rotated(byCode.response, session);
    expect((await graphql(CHANGES[3]!.mutation, {}, fresh)).data['crupdateTwoFactorBackupCodes']).toEqual({
      __typename: 'BackupCodes',
    });

    await proofAge(30);
    await db
      .insert(recoveryCodes)
      .values({ userId: 'u-ann', codeHash: await hashToken('u-ann:abcd-efgh') })
      .run();
    const byRecovery = 'mutation { confirmIdentity(backupCode: "abcd-efgh") { __typename } }';
    const recovered = await graphql(byRecovery, {}, fresh);
    expect(recovered.data['confirmIdentity']).toEqual({ __typename: 'IdentityConfirmed' });
    await proofAge(30);
    expect((await graphql(byRecovery, {}, rotated(recovered.response, fresh))).data['confirmIdentity']).toEqual({
      __typename: 'NotFound',
    });
  });

  it('another person’s session proves nothing for this one', async () => {
    await withPassword('ann’s own password');
    const session = await signIn('u-ann');
    await proofAge(30);
    const rex = await signIn('u-rex');
    await graphql('mutation { confirmIdentity(password: "ann’s own password") { __typename } }', {}, rex);
    expect((await graphql(CHANGES[1]!.mutation, {}, session)).data['sendVerificationEmail']).toEqual({
      __typename: 'ReauthenticationRequired',
    });
  });
});

describe('changing a password that exists', () => {
  it('needs the current one, whatever the age of the proof: "Please enter your current password."', async () => {
    await withPassword('the old password');
    const session = await signIn('u-ann');
    await proofAge(60);
    const change =
      'mutation ($old: String) { crupdatePassword(password: "a brand new password", oldPassword: $old) { __typename ... on Forbidden { message } } }';
    for (const old of [null, 'not the old one']) {
      expect((await graphql(change, { old }, session)).data['crupdatePassword']).toEqual({
        __typename: 'Forbidden',
        message: 'Please enter your current password.',
      });
    }
    expect((await graphql(change, { old: 'the old password' }, session)).data['crupdatePassword']).toEqual({
      __typename: 'User',
    });
  });

  it('guesses at the current password are locked out like sign-ins', async () => {
    await withPassword('the old password');
    const session = await signIn('u-ann');
    const guesses = Array.from(
      { length: 8 },
      (_, i) => `g${i}: crupdatePassword(password: "a brand new password", oldPassword: "guess ${i}") { __typename }`,
    ).join(' ');
    const kinds = Object.values((await graphql(`mutation { ${guesses} }`, {}, session)).data).map(
      (answer) => answer?.['__typename'],
    );
    expect(kinds).toEqual([...Array(5).fill('Forbidden'), ...Array(3).fill('PasswordSoftLockout')]);
    const right = await graphql(
      'mutation { crupdatePassword(password: "a brand new password", oldPassword: "the old password") { __typename } }',
      {},
      session,
    );
    expect(right.data['crupdatePassword']).toEqual({ __typename: 'PasswordSoftLockout' });
  });
});

describe('turning two-factor off', () => {
  it('removes the factor and its recovery codes, ends the other sessions, tells the owner once, and sign-in no longer asks for a code', async () => {
    await withPassword('ann’s own password');
    await withAuthenticatorApp();
    const laptop = await signIn('u-ann');
    await db
      .insert(sessions)
      .values({
        tokenHash: await hashToken('other-token'),
        userId: 'u-ann',
        xsrf: 'x',
        expiresAt: new Date(Date.now() + 86_400_000),
        publicId: 'other',
      })
      .run();
    const off = await graphql(
      'mutation { removeTwoFactorAuth(userId: "u-ann") { __typename ... on User { twoFactorMethod } } }',
      {},
      laptop,
    );
    expect(off.data['removeTwoFactorAuth']).toEqual({ __typename: 'User', twoFactorMethod: null });
    expect(await ann()).toMatchObject({ two_factor_method: null, two_factor_secret: null });
    expect(await recoveryCodeCount()).toBe(0);
    expect(await env.DB.prepare("select public_id from sessions where user_id = 'u-ann'").all()).toMatchObject({
      results: [expect.not.objectContaining({ public_id: 'other' })],
    });
    expect(await mails('Two-factor authentication is off for Quire')).toEqual([{ recipient: 'ann@example.com' }]);
    const again = await graphql(
      'mutation { removeTwoFactorAuth(userId: "u-ann") { __typename } }',
      {},
      rotated(off.response, laptop),
    );
    expect(again.data['removeTwoFactorAuth']).toEqual({ __typename: 'NotFound' });
    expect(await mails('Two-factor authentication is off for Quire')).toHaveLength(1);

    const signInAgain = await graphql(
      'mutation { loginUser(email: "ann@example.com", password: "ann’s own password") { __typename } }',
      {},
      { cookie: '', xsrf: '' },
    );
    expect(signInAgain.data['loginUser']).toEqual({ __typename: 'AuthInfo' });
  });

  it('is refused for someone else’s account', async () => {
    await withAuthenticatorApp();
    const rex = await signIn('u-rex');
    expect(
      (await graphql('mutation { removeTwoFactorAuth(userId: "u-ann") { __typename } }', {}, rex)).data[
        'removeTwoFactorAuth'
      ],
    ).toEqual({ __typename: 'Forbidden' });
    expect((await ann())?.['two_factor_method']).toBe('AUTH_APP');
  });
});
