import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../worker/auth/password-hash.ts';
import { totpCode } from '../worker/auth/totp.ts';
import { seedContent, signIn } from './support/seed-content.ts';

let ipCounter = 0;
type Payload = Record<string, unknown> & { __typename: string };

async function call(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await SELF.fetch('http://localhost/_/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Xsrf-Token': '', 'CF-Connecting-IP': `192.0.2.${100 + (ipCounter += 1)}`, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: Record<string, Payload> }).data;
}

const REGISTER = 'mutation ($m: TwoFactorMethod!) { registerAuthyUser(preferredMethod: $m) { __typename ... on AuthyRegistration { authyId otpauthUrl secret } ... on BadRequest { message } } }';
const VERIFY = `mutation ($id: String!, $code: String!) { crupdateTwoFactorAuth(authyId: $id, preferredMethod: AUTH_APP, verificationCode: $code) {
  __typename ... on InvalidTwoFactorAuthCode { message } ... on TwoFactorAuthSoftLockout { message } ... on BadRequest { message } } }`;
const CODES = 'mutation ($id: ID!) { crupdateTwoFactorBackupCodes(userId: $id) { __typename ... on BackupCodes { backupCodes } ... on NotFound { message } ... on Forbidden { message } } }';
const LOGIN = `mutation ($email: String, $password: String, $token: String, $code: String, $backup: String) {
  loginUser(email: $email, password: $password, token: $token, twoFactorVerificationCode: $code, backupCode: $backup) {
    __typename ... on AuthToken { token } ... on AuthInfo { uid } ... on NotFound { message } ... on InvalidTwoFactorAuthCode { message }
    ... on TwoFactorAuthSoftLockout { message } } }`;

async function enrol(): Promise<{ secret: string; codes: string[] }> {
  const { cookie, xsrf } = await signIn('u-ann');
  const headers = { Cookie: cookie, 'X-Xsrf-Token': xsrf };
  const registration = (await call(REGISTER, { m: 'AUTH_APP' }, headers))['registerAuthyUser'] as Payload & { authyId: string; secret: string; otpauthUrl: string };
  expect(registration.otpauthUrl).toContain(`secret=${registration.secret}`);
  expect((await call(VERIFY, { id: registration.authyId, code: totpCode(registration.secret, Date.now()) }, headers))['crupdateTwoFactorAuth']).toEqual({ __typename: 'TwoFactorSettings' });
  const codes = (await call(CODES, { id: 'u-ann' }, headers))['crupdateTwoFactorBackupCodes'] as Payload & { backupCodes: string[] };
  return { secret: registration.secret, codes: codes.backupCodes };
}

const password = async () => (await call(LOGIN, { email: 'ann@example.com', password: 'the password!' }))['loginUser'] as Payload & { token: string };

beforeEach(async () => {
  await seedContent(1);
  await env.DB.batch([
    env.DB.prepare('delete from auth_attempts'),
    env.DB.prepare("update users set email = 'ann@example.com', password_hash = ? where id = 'u-ann'").bind(await hashPassword('the password!', 'quire-development-pepper')),
  ]);
});

describe('setting up an authenticator app (registerAuthyUser, crupdateTwoFactorAuth, crupdateTwoFactorBackupCodes)', () => {
  it('enrols with a code from the app and hands out 10 recovery codes of 8 characters', async () => {
    const { codes } = await enrol();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{8}$/);
  });

  it('refuses a wrong setup code with the attempts left, and text or call codes for now', async () => {
    const { cookie, xsrf } = await signIn('u-ann');
    const headers = { Cookie: cookie, 'X-Xsrf-Token': xsrf };
    const registration = (await call(REGISTER, { m: 'AUTH_APP' }, headers))['registerAuthyUser'] as Payload & { authyId: string };
    expect((await call(VERIFY, { id: registration.authyId, code: '000000' }, headers))['crupdateTwoFactorAuth']).toEqual({
      __typename: 'InvalidTwoFactorAuthCode',
      message: 'That verification code was incorrect. You have 5 more attempts before your account is locked for 1 minute.',
    });
    expect((await call(REGISTER, { m: 'SMS_TEXT' }, headers))['registerAuthyUser']).toEqual({
      __typename: 'BadRequest',
      message: 'Text and call codes are not available yet. Use an authenticator app.',
    });
  });

  it('gives recovery codes only to the account itself, once two factors are on', async () => {
    const { cookie, xsrf } = await signIn('u-ann');
    const headers = { Cookie: cookie, 'X-Xsrf-Token': xsrf };
    expect((await call(CODES, { id: 'u-ann' }, headers))['crupdateTwoFactorBackupCodes']).toEqual({ __typename: 'NotFound', message: 'Set up two-factor authentication first.' });
    expect((await call(CODES, { id: 'u-rex' }, headers))['crupdateTwoFactorBackupCodes']).toEqual({ __typename: 'Forbidden', message: 'You can only change your own account.' });
  });
});

describe('signing in with a second factor', () => {
  it('answers a right password with an AuthToken, then signs in with the next app code, once', async () => {
    const { secret } = await enrol();
    const first = await password();
    expect(first.__typename).toBe('AuthToken');
    // the set-up spent the current step: the app's next code is the one to use
    const code = totpCode(secret, Date.now() + 30_000);
    expect((await call(LOGIN, { token: first.token, code }))['loginUser']).toEqual({ __typename: 'AuthInfo', uid: 'u-ann' });
    const replay = await call(LOGIN, { token: first.token, code });
    expect(replay['loginUser']).toEqual({ __typename: 'NotFound', message: 'Your sign-in took too long. Please start again.' });
  });

  it('counts wrong codes toward a lockout', async () => {
    await enrol();
    const { token } = await password();
    const wrong = await call(LOGIN, { token, code: '000000' });
    expect(wrong['loginUser']).toEqual({
      __typename: 'InvalidTwoFactorAuthCode',
      message: 'That verification code was incorrect. You have 5 more attempts before your account is locked for 1 minute.',
    });
    for (let i = 0; i < 4; i += 1) await call(LOGIN, { token, code: '000000' });
    expect((await call(LOGIN, { token, code: '000000' }))['loginUser']).toEqual({
      __typename: 'TwoFactorAuthSoftLockout',
      message: 'You reached your maximum number of attempts. Your account will be locked for 1 minute.',
    });
  });

  it('signs in with a recovery code once; the same code then fails', async () => {
    const { codes } = await enrol();
    const recovery = codes[0] ?? '';
    const first = await password();
    expect((await call(LOGIN, { token: first.token, backup: recovery.toUpperCase() }))['loginUser']).toEqual({ __typename: 'AuthInfo', uid: 'u-ann' });
    const second = await password();
    expect((await call(LOGIN, { token: second.token, backup: recovery }))['loginUser']).toEqual({ __typename: 'NotFound', message: 'That recovery code is not valid.' });
  });

  it('regenerating the codes invalidates the old set', async () => {
    const { codes } = await enrol();
    const { cookie, xsrf } = await signIn('u-ann');
    await call(CODES, { id: 'u-ann' }, { Cookie: cookie, 'X-Xsrf-Token': xsrf });
    const attempt = await password();
    expect((await call(LOGIN, { token: attempt.token, backup: codes[1] }))['loginUser']).toEqual({ __typename: 'NotFound', message: 'That recovery code is not valid.' });
  });
});
