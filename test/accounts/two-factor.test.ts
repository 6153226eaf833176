import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../worker/auth/password-hash.ts';
import { totpCode } from '../../worker/auth/totp.ts';
import { seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { authAttempts, outbox, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

let ipCounter = 0;
type Payload = Record<string, unknown> & { __typename: string };

async function call(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await SELF.fetch('http://localhost/_/graphql', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Xsrf-Token': '',
      'CF-Connecting-IP': `192.0.2.${100 + (ipCounter += 1)}`,
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  // As a browser does, the caller keeps the session a security change rotated.
  const rotated = /^sid=([^;]+)/.exec(
    response.headers.getSetCookie().find((value) => value.startsWith('sid=')) ?? '',
  )?.[1];
  if (rotated && headers['Cookie']) headers['Cookie'] = `sid=${rotated}`;
  return ((await response.json()) as { data: Record<string, Payload> }).data;
}

const REGISTER =
  'mutation ($m: TwoFactorMethod!) { registerAuthyUser(preferredMethod: $m) { __typename ... on AuthyRegistration { authyId otpauthUrl secret } ... on BadRequest { message } } }';
const VERIFY = `mutation ($id: String!, $code: String!) { crupdateTwoFactorAuth(authyId: $id, preferredMethod: AUTH_APP, verificationCode: $code) {
  __typename ... on InvalidTwoFactorAuthCode { message } ... on TwoFactorAuthSoftLockout { message } ... on BadRequest { message } } }`;
const CODES =
  'mutation ($id: ID!) { crupdateTwoFactorBackupCodes(userId: $id) { __typename ... on BackupCodes { backupCodes } ... on NotFound { message } ... on Forbidden { message } } }';
const LOGIN = `mutation ($email: String, $password: String, $token: String, $code: String, $backup: String) {
  loginUser(email: $email, password: $password, token: $token, twoFactorVerificationCode: $code, backupCode: $backup) {
    __typename ... on AuthToken { token } ... on AuthInfo { uid } ... on NotFound { message } ... on InvalidTwoFactorAuthCode { message }
    ... on TwoFactorAuthSoftLockout { message } } }`;

async function enrol(): Promise<{ secret: string; codes: string[] }> {
  const { cookie, xsrf } = await signIn('u-ann');
  const headers = { Cookie: cookie, 'X-Xsrf-Token': xsrf };
  const registration = (await call(REGISTER, { m: 'AUTH_APP' }, headers))['registerAuthyUser'] as Payload & {
    authyId: string;
    secret: string;
    otpauthUrl: string;
  };
  expect(registration.otpauthUrl).toContain(`secret=${registration.secret}`);
  expect(
    (await call(VERIFY, { id: registration.authyId, code: totpCode(registration.secret, Date.now()) }, headers))[
      'crupdateTwoFactorAuth'
    ],
  ).toEqual({ __typename: 'TwoFactorSettings' });
  const codes = (await call(CODES, { id: 'u-ann' }, headers))['crupdateTwoFactorBackupCodes'] as Payload & {
    backupCodes: string[];
  };
  return { secret: registration.secret, codes: codes.backupCodes };
}

const password = async () =>
  (await call(LOGIN, { email: 'ann@example.com', password: 'the password!' }))['loginUser'] as Payload & {
    token: string;
  };

beforeEach(async () => {
  await seedContent(1);
  await db.batch([
    db.delete(authAttempts),
    db
      .update(users)
      .set({ email: 'ann@example.com', passwordHash: await hashPassword('the password!', 'quire-development-pepper') })
      .where(eq(users.id, 'u-ann')),
  ]);
});

describe('setting up an authenticator app (registerAuthyUser, crupdateTwoFactorAuth, crupdateTwoFactorBackupCodes)', () => {
  it('enrols with a code from the app and hands out 10 recovery codes of 8 characters', async () => {
    const { codes } = await enrol();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{8}$/);
  });

  it('refuses a wrong setup code with the attempts left', async () => {
    const { cookie, xsrf } = await signIn('u-ann');
    const headers = { Cookie: cookie, 'X-Xsrf-Token': xsrf };
    const registration = (await call(REGISTER, { m: 'AUTH_APP' }, headers))['registerAuthyUser'] as Payload & {
      authyId: string;
    };
    expect(
      (await call(VERIFY, { id: registration.authyId, code: '000000' }, headers))['crupdateTwoFactorAuth'],
    ).toEqual({
      __typename: 'InvalidTwoFactorAuthCode',
      message:
        'That verification code was incorrect. You have 5 more attempts before your account is locked for 1 minute.',
    });
  });

  it('gives recovery codes only to the account itself, once two factors are on', async () => {
    const { cookie, xsrf } = await signIn('u-ann');
    const headers = { Cookie: cookie, 'X-Xsrf-Token': xsrf };
    expect((await call(CODES, { id: 'u-ann' }, headers))['crupdateTwoFactorBackupCodes']).toEqual({
      __typename: 'NotFound',
      message: 'Set up two-factor authentication first.',
    });
    expect((await call(CODES, { id: 'u-rex' }, headers))['crupdateTwoFactorBackupCodes']).toEqual({
      __typename: 'Forbidden',
      message: 'You can only change your own account.',
    });
  });
});

describe('signing in with a second factor', () => {
  it('answers a right password with an AuthToken, then signs in with the next app code, once', async () => {
    const { secret } = await enrol();
    const first = await password();
    expect(first.__typename).toBe('AuthToken');
    // the set-up spent the current step: the app's next code is the one to use
    const code = totpCode(secret, Date.now() + 30_000);
    expect((await call(LOGIN, { token: first.token, code }))['loginUser']).toEqual({
      __typename: 'AuthInfo',
      uid: 'u-ann',
    });
    const replay = await call(LOGIN, { token: first.token, code });
    expect(replay['loginUser']).toEqual({
      __typename: 'NotFound',
      message: 'Your sign-in took too long. Please start again.',
    });
  });

  it('counts wrong codes toward a lockout', async () => {
    await enrol();
    const { token } = await password();
    const wrong = await call(LOGIN, { token, code: '000000' });
    expect(wrong['loginUser']).toEqual({
      __typename: 'InvalidTwoFactorAuthCode',
      message:
        'That verification code was incorrect. You have 5 more attempts before your account is locked for 1 minute.',
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
    expect((await call(LOGIN, { token: first.token, backup: recovery.toUpperCase() }))['loginUser']).toEqual({
      __typename: 'AuthInfo',
      uid: 'u-ann',
    });
    const second = await password();
    expect((await call(LOGIN, { token: second.token, backup: recovery }))['loginUser']).toEqual({
      __typename: 'NotFound',
      message: 'That recovery code is not valid.',
    });
  });

  it('regenerating the codes invalidates the old set', async () => {
    const { codes } = await enrol();
    const { cookie, xsrf } = await signIn('u-ann');
    await call(CODES, { id: 'u-ann' }, { Cookie: cookie, 'X-Xsrf-Token': xsrf });
    const attempt = await password();
    expect((await call(LOGIN, { token: attempt.token, backup: codes[1] }))['loginUser']).toEqual({
      __typename: 'NotFound',
      message: 'That recovery code is not valid.',
    });
  });
});

const REGISTER_PHONE = `mutation ($m: TwoFactorMethod!, $country: String, $phone: String) {
  registerAuthyUser(preferredMethod: $m, countryCode: $country, phoneNumber: $phone) {
    __typename ... on AuthyRegistration { authyId phoneNumber otpauthUrl } ... on BadRequest { message } ... on TooManyRequests { message } } }`;
const VERIFY_PHONE = `mutation ($id: String!, $m: TwoFactorMethod!, $code: String!) { crupdateTwoFactorAuth(authyId: $id, preferredMethod: $m, verificationCode: $code) {
  __typename ... on TwoFactorSettings { preferredMethod } ... on InvalidTwoFactorAuthCode { message } ... on BadRequest { message } } }`;

/** The newest text or call in the outbox (the test environment keeps them there). */
const lastPhoneMessage = () =>
  env.DB.prepare(
    "select recipient, kind, text, code from outbox where kind in ('sms', 'voice') order by id desc limit 1",
  ).first<{ recipient: string; kind: string; text: string; code: string }>();

describe('setting up text and call codes (docs/spec-checklist.md 2 §2, §4)', () => {
  beforeEach(() => db.delete(outbox).run());

  it.each([
    ['SMS_TEXT', 'sms', 'Your Quire verification code is'],
    ['VOICE_CALL', 'voice', 'Your Quire verification code is'],
  ])('%s: sends a 7-digit code to the number, which confirms it', async (method, kind, text) => {
    const { cookie, xsrf } = await signIn('u-ann');
    const headers = { Cookie: cookie, 'X-Xsrf-Token': xsrf };
    const registration = (await call(REGISTER_PHONE, { m: method, country: '1', phone: '(555) 010-0199' }, headers))[
      'registerAuthyUser'
    ];
    expect(registration).toEqual({
      __typename: 'AuthyRegistration',
      authyId: 'phone:u-ann',
      phoneNumber: '•••• 0199',
      otpauthUrl: null,
    });
    const message = await lastPhoneMessage();
    expect(message).toMatchObject({ recipient: '+15550100199', kind });
    expect(message?.code).toMatch(/^\d{7}$/);
    expect(message?.text).toContain(text);

    expect(
      (await call(VERIFY_PHONE, { id: 'phone:u-ann', m: method, code: '0000000' }, headers))['crupdateTwoFactorAuth'],
    ).toMatchObject({ __typename: 'InvalidTwoFactorAuthCode' });
    expect(
      (await call(VERIFY_PHONE, { id: 'phone:u-ann', m: method, code: message?.code }, headers))[
        'crupdateTwoFactorAuth'
      ],
    ).toEqual({
      __typename: 'TwoFactorSettings',
      preferredMethod: method,
    });
    // a code works once
    expect(
      (await call(VERIFY_PHONE, { id: 'phone:u-ann', m: method, code: message?.code }, headers))[
        'crupdateTwoFactorAuth'
      ],
    ).toMatchObject({ __typename: 'BadRequest' });
  });

  it.each([
    ['a number that is not 10 digits', '1', '555-0100', 'Please enter a valid phone number.'],
    ['no country', '', '5550100199', 'Please choose your country.'],
  ])('refuses %s and sends nothing', async (_, country, phone, message) => {
    const { cookie, xsrf } = await signIn('u-ann');
    const answer = (
      await call(REGISTER_PHONE, { m: 'SMS_TEXT', country, phone }, { Cookie: cookie, 'X-Xsrf-Token': xsrf })
    )['registerAuthyUser'];
    expect(answer).toEqual({ __typename: 'BadRequest', message });
    expect(await lastPhoneMessage()).toBeNull();
  });

  it('sends at most 5 codes an hour to one account, however the requests are batched', async () => {
    const { cookie, xsrf } = await signIn('u-ann');
    const aliases = Array.from(
      { length: 7 },
      (_, i) =>
        `a${i}: registerAuthyUser(preferredMethod: SMS_TEXT, countryCode: "1", phoneNumber: "5550100199") { __typename }`,
    );
    const answers = await call(`mutation { ${aliases.join(' ')} }`, {}, { Cookie: cookie, 'X-Xsrf-Token': xsrf });
    const kinds = Object.values(answers).map((answer) => answer.__typename);
    expect(kinds.filter((kind) => kind === 'AuthyRegistration')).toHaveLength(5);
    expect(kinds.filter((kind) => kind === 'TooManyRequests')).toHaveLength(2);
    const sent = await env.DB.prepare("select count(*) as n from outbox where kind = 'sms'").first<{ n: number }>();
    expect(sent?.n).toBe(5);
  });
});

describe('signing in with a text code', () => {
  beforeEach(async () => {
    await db.batch([
      db.delete(outbox),
      db
        .update(users)
        .set({ twoFactorMethod: 'SMS_TEXT', twoFactorPhone: '+15550100199' })
        .where(eq(users.id, 'u-ann')),
    ]);
  });

  const LOGIN_PHONE = `mutation ($email: String, $password: String, $token: String, $code: String) {
    loginUser(email: $email, password: $password, token: $token, twoFactorVerificationCode: $code) {
      __typename ... on AuthToken { token preferredMethod phoneNumber } ... on AuthInfo { uid } ... on InvalidTwoFactorAuthCode { message } } }`;

  it('texts a code after the right password, resends on request, and signs in with the newest code', async () => {
    const first = (await call(LOGIN_PHONE, { email: 'ann@example.com', password: 'the password!' }))[
      'loginUser'
    ] as Payload & { token: string };
    expect(first).toMatchObject({ __typename: 'AuthToken', preferredMethod: 'SMS_TEXT', phoneNumber: '•••• 0199' });
    const texted = await lastPhoneMessage();
    expect(texted).toMatchObject({ recipient: '+15550100199', kind: 'sms' });

    // 'Resend code': the same token with no code
    expect((await call(LOGIN_PHONE, { token: first.token }))['loginUser']).toMatchObject({
      __typename: 'AuthToken',
      token: first.token,
    });
    const resent = await lastPhoneMessage();
    expect(resent?.code).not.toBe(texted?.code);
    expect((await call(LOGIN_PHONE, { token: first.token, code: texted?.code }))['loginUser']).toMatchObject({
      __typename: 'InvalidTwoFactorAuthCode',
    });
    expect((await call(LOGIN_PHONE, { token: first.token, code: resent?.code }))['loginUser']).toEqual({
      __typename: 'AuthInfo',
      uid: 'u-ann',
    });
  });
});
