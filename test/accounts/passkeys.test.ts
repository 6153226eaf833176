import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app/app.ts';
import { hashPassword } from '../../worker/auth/password-hash.ts';
import { createTotpSecret } from '../../worker/auth/totp.ts';
import { seedContent, signIn } from '../support/seed-content.ts';
import { createPasskey, usePasskey, type SoftPasskey } from '../support/soft-authenticator.ts';
import { eq } from 'drizzle-orm';
import { authAttempts, outbox, passkeyChallenges, passkeys, sessions, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

// Passkeys are added, named and removed in the security settings; one signs in
// without a code step; a security key answers the code step; one confirms it is you.

const app = createApp();
const ORIGIN = 'http://localhost';
const RP_ID = 'localhost';
const PEPPER = 'quire-development-pepper';
type Session = { cookie: string; xsrf: string };
const SIGNED_OUT: Session = { cookie: '', xsrf: '' };
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function graphql(query: string, variables: Record<string, unknown>, session: Session) {
  const response = await app.request(
    `${ORIGIN}/_/graphql`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Xsrf-Token': session.xsrf,
        Cookie: session.cookie,
        'User-Agent': FIREFOX_LINUX,
      },
      body: JSON.stringify({ query, variables }),
    },
    env,
  );
  const body = (await response.json()) as { data: Record<string, Record<string, unknown> | null> };
  return { response, data: body.data };
}

const OPTIONS =
  'mutation ($purpose: PasskeyPurpose!, $token: String) { passkeyOptions(purpose: $purpose, token: $token) { __typename ... on PasskeyOptions { optionsJSON } } }';
const options = async (purpose: string, session: Session, token?: string) => {
  const answer = (await graphql(OPTIONS, { purpose, token }, session)).data['passkeyOptions'];
  return answer?.['optionsJSON'] as string;
};
const ADD =
  'mutation ($response: String!, $name: String) { addPasskey(response: $response, name: $name) { __typename ... on Passkey { id name } ... on BadRequest { message } } }';
const SIGN_IN =
  'mutation ($response: String!) { signInWithPasskey(response: $response, redirect: "/me/stories") { __typename ... on AuthInfo { uid redirect } ... on NotFound { message } } }';
const mails = (subject: string) =>
  env.DB.prepare('select recipient from outbox where subject = ?')
    .bind(subject)
    .all<{ recipient: string }>()
    .then((rows) => rows.results);
const sessionsOf = async (userId: string) =>
  (await env.DB.prepare('select count(*) as n from sessions where user_id = ?').bind(userId).first<{ n: number }>())
    ?.n ?? 0;

async function addPasskey(session: Session, name?: string): Promise<SoftPasskey> {
  const { passkey, response } = await createPasskey(await options('REGISTER', session), ORIGIN);
  expect((await graphql(ADD, { response, name }, session)).data['addPasskey']).toMatchObject({ __typename: 'Passkey' });
  return passkey;
}

beforeEach(async () => {
  await seedContent(0);
  await db.batch([
    db.delete(outbox),
    db.delete(authAttempts),
    db.delete(passkeys),
    db.delete(passkeyChallenges),
    db
      .update(users)
      .set({ email: 'ann@example.com', twoFactorMethod: null, twoFactorSecret: null })
      .where(eq(users.id, 'u-ann')),
  ]);
});

describe('adding, naming and removing passkeys', () => {
  it('adds one named after the device or as asked, lists it to its owner only, and tells the owner once', async () => {
    const ann = await signIn('u-ann');
    const { passkey, response } = await createPasskey(await options('REGISTER', ann), ORIGIN);
    const added = await graphql(ADD, { response }, ann);
    expect(added.data['addPasskey']).toEqual({ __typename: 'Passkey', id: passkey.id, name: 'Firefox on Linux' });
    expect(await mails('A passkey was added to your Quire account')).toEqual([{ recipient: 'ann@example.com' }]);

    // the same answer again finds its challenge spent
    expect((await graphql(ADD, { response }, ann)).data['addPasskey']).toEqual({
      __typename: 'BadRequest',
      message: 'That passkey could not be added. Please try again.',
    });

    const renamed = await graphql(
      'mutation ($id: ID!) { renamePasskey(id: $id, name: "  Work laptop ") { __typename ... on Passkey { name } } }',
      { id: passkey.id },
      ann,
    );
    expect(renamed.data['renamePasskey']).toEqual({ __typename: 'Passkey', name: 'Work laptop' });
    expect((await graphql('{ viewer { passkeys { id name backedUp } } }', {}, ann)).data['viewer']).toEqual({
      passkeys: [{ id: passkey.id, name: 'Work laptop', backedUp: false }],
    });

    const rex = await signIn('u-rex');
    expect(
      (await graphql('{ userResult(username: "ann") { ... on User { passkeys { id } } } }', {}, rex)).data[
        'userResult'
      ],
    ).toEqual({ passkeys: [] });
    expect(
      (
        await graphql(
          'mutation ($id: ID!) { renamePasskey(id: $id, name: "mine") { __typename } }',
          { id: passkey.id },
          rex,
        )
      ).data['renamePasskey'],
    ).toEqual({ __typename: 'NotFound' });
    expect(
      (await graphql('mutation ($id: ID!) { removePasskey(id: $id) { __typename } }', { id: passkey.id }, rex)).data[
        'removePasskey'
      ],
    ).toEqual({ __typename: 'NotFound' });

    expect(
      (await graphql('mutation ($id: ID!) { removePasskey(id: $id) { __typename } }', { id: passkey.id }, ann)).data[
        'removePasskey'
      ],
    ).toEqual({ __typename: 'User' });
    expect((await graphql('{ viewer { passkeys { id } } }', {}, ann)).data['viewer']).toEqual({ passkeys: [] });
  });

  it('wants a fresh proof to add or remove one', async () => {
    const ann = await signIn('u-ann');
    const passkey = await addPasskey(ann);
    await db
      .update(sessions)
      .set({ provedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.publicId, 'session-u-ann'))
      .run();
    expect((await graphql(OPTIONS, { purpose: 'REGISTER' }, ann)).data['passkeyOptions']).toEqual({
      __typename: 'ReauthenticationRequired',
    });
    expect(
      (await graphql('mutation ($id: ID!) { removePasskey(id: $id) { __typename } }', { id: passkey.id }, ann)).data[
        'removePasskey'
      ],
    ).toEqual({ __typename: 'ReauthenticationRequired' });
  });

  it('refuses an answer made for another origin, or for someone else’s challenge', async () => {
    const ann = await signIn('u-ann');
    const elsewhere = await createPasskey(await options('REGISTER', ann), 'https://evil.example');
    expect((await graphql(ADD, { response: elsewhere.response }, ann)).data['addPasskey']).toMatchObject({
      __typename: 'BadRequest',
    });
    const rex = await signIn('u-rex');
    const rexs = await createPasskey(await options('REGISTER', rex), ORIGIN);
    expect((await graphql(ADD, { response: rexs.response }, ann)).data['addPasskey']).toMatchObject({
      __typename: 'BadRequest',
    });
    expect((await graphql(ADD, { response: 'not json' }, ann)).data['addPasskey']).toMatchObject({
      __typename: 'BadRequest',
    });
    expect((await graphql('{ viewer { passkeys { id } } }', {}, ann)).data['viewer']).toEqual({ passkeys: [] });
  });
});

describe('signing in with a passkey', () => {
  it('signs in without a code step, even with two-factor on, and each answer works once', async () => {
    const ann = await signIn('u-ann');
    const passkey = await addPasskey(ann);
    await db
      .update(users)
      .set({ twoFactorMethod: 'AUTH_APP', twoFactorSecret: createTotpSecret() })
      .where(eq(users.id, 'u-ann'))
      .run();
    await db.delete(sessions).where(eq(sessions.userId, 'u-ann')).run();

    const response = await usePasskey(passkey, await options('SIGN_IN', SIGNED_OUT), ORIGIN, RP_ID);
    const signedIn = await graphql(SIGN_IN, { response }, SIGNED_OUT);
    expect(signedIn.data['signInWithPasskey']).toEqual({
      __typename: 'AuthInfo',
      uid: 'u-ann',
      redirect: '/me/stories',
    });
    expect(signedIn.response.headers.get('Set-Cookie')).toMatch(/sid=/);
    expect(await sessionsOf('u-ann')).toBe(1);

    expect((await graphql(SIGN_IN, { response }, SIGNED_OUT)).data['signInWithPasskey']).toEqual({
      __typename: 'NotFound',
      message: 'That passkey didn’t work. Try again, or sign in another way.',
    });
    expect(await sessionsOf('u-ann')).toBe(1);
  });

  it('refuses a passkey whose device did not verify its holder, a removed one, and a forged signature', async () => {
    const ann = await signIn('u-ann');
    const passkey = await addPasskey(ann);
    const unverified = await usePasskey(passkey, await options('SIGN_IN', SIGNED_OUT), ORIGIN, RP_ID, {
      verified: false,
    });
    expect((await graphql(SIGN_IN, { response: unverified }, SIGNED_OUT)).data['signInWithPasskey']).toMatchObject({
      __typename: 'NotFound',
    });

    const impostor = { ...(await createPasskey(await options('REGISTER', ann), ORIGIN)).passkey, id: passkey.id };
    const forged = await usePasskey(impostor, await options('SIGN_IN', SIGNED_OUT), ORIGIN, RP_ID);
    expect((await graphql(SIGN_IN, { response: forged }, SIGNED_OUT)).data['signInWithPasskey']).toMatchObject({
      __typename: 'NotFound',
    });

    await graphql('mutation ($id: ID!) { removePasskey(id: $id) { __typename } }', { id: passkey.id }, ann);
    const removed = await usePasskey(passkey, await options('SIGN_IN', SIGNED_OUT), ORIGIN, RP_ID);
    expect((await graphql(SIGN_IN, { response: removed }, SIGNED_OUT)).data['signInWithPasskey']).toMatchObject({
      __typename: 'NotFound',
    });
  });
});

describe('a security key as the second factor, and as the proof of a sensitive change', () => {
  it('answers the code step after the password', async () => {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword('ann’s own password', PEPPER) })
      .where(eq(users.id, 'u-ann'))
      .run();
    const ann = await signIn('u-ann');
    const key = await addPasskey(ann, 'YubiKey');
    await db
      .update(users)
      .set({ twoFactorMethod: 'AUTH_APP', twoFactorSecret: createTotpSecret() })
      .where(eq(users.id, 'u-ann'))
      .run();

    const first = await graphql(
      'mutation { loginUser(email: "ann@example.com", password: "ann’s own password") { __typename ... on AuthToken { token } } }',
      {},
      SIGNED_OUT,
    );
    const token = first.data['loginUser']?.['token'] as string;
    expect(first.data['loginUser']?.['__typename']).toBe('AuthToken');

    // someone else's key does not answer for ann
    const rex = await signIn('u-rex');
    const rexKey = await addPasskey(rex);
    const wrong = await usePasskey(rexKey, await options('SECOND_FACTOR', SIGNED_OUT, token), ORIGIN, RP_ID);
    const refused = await graphql(
      'mutation ($token: String, $passkey: String) { loginUser(token: $token, passkey: $passkey) { __typename } }',
      { token, passkey: wrong },
      SIGNED_OUT,
    );
    expect(refused.data['loginUser']).toEqual({ __typename: 'NotFound' });

    const answer = await usePasskey(key, await options('SECOND_FACTOR', SIGNED_OUT, token), ORIGIN, RP_ID, {
      verified: false,
    });
    const done = await graphql(
      'mutation ($token: String, $passkey: String) { loginUser(token: $token, passkey: $passkey) { __typename } }',
      { token, passkey: answer },
      SIGNED_OUT,
    );
    expect(done.data['loginUser']).toEqual({ __typename: 'AuthInfo' });
  });

  it('offers no security-key step to an account without one', async () => {
    await db
      .update(users)
      .set({
        passwordHash: await hashPassword('ann’s own password', PEPPER),
        twoFactorMethod: 'AUTH_APP',
        twoFactorSecret: createTotpSecret(),
      })
      .where(eq(users.id, 'u-ann'))
      .run();
    const first = await graphql(
      'mutation { loginUser(email: "ann@example.com", password: "ann’s own password") { __typename ... on AuthToken { token } } }',
      {},
      SIGNED_OUT,
    );
    const answer = await graphql(
      OPTIONS,
      { purpose: 'SECOND_FACTOR', token: first.data['loginUser']?.['token'] },
      SIGNED_OUT,
    );
    expect(answer.data['passkeyOptions']).toEqual({ __typename: 'NotFound' });
    expect(
      (await graphql(OPTIONS, { purpose: 'SECOND_FACTOR', token: 'not-a-token' }, SIGNED_OUT)).data['passkeyOptions'],
    ).toEqual({ __typename: 'NotFound' });
  });

  it('confirms it is you for a sensitive change', async () => {
    const ann = await signIn('u-ann');
    const passkey = await addPasskey(ann);
    await db
      .update(sessions)
      .set({ provedAt: new Date(Date.now() - 30 * 60_000) })
      .where(eq(sessions.userId, 'u-ann'))
      .run();
    const change = 'mutation { sendVerificationEmail(email: "new-ann@example.com") { __typename } }';
    expect((await graphql(change, {}, ann)).data['sendVerificationEmail']).toEqual({
      __typename: 'ReauthenticationRequired',
    });
    const response = await usePasskey(passkey, await options('CONFIRM', ann), ORIGIN, RP_ID);
    const confirmed = await graphql(
      'mutation ($passkey: String) { confirmIdentity(passkey: $passkey) { __typename } }',
      { passkey: response },
      ann,
    );
    expect(confirmed.data['confirmIdentity']).toEqual({ __typename: 'IdentityConfirmed' });
    const fresh = {
      cookie: `sid=${/sid=([^;]+)/.exec(confirmed.response.headers.get('Set-Cookie') ?? '')?.[1] ?? ''}`,
      xsrf: ann.xsrf,
    };
    expect((await graphql(change, {}, fresh)).data['sendVerificationEmail']).toEqual({
      __typename: 'VerificationEmailSent',
    });
  });
});
