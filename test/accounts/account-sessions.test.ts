import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app/app.ts';
import { hashPassword } from '../../worker/auth/password-hash.ts';
import { totpCode } from '../../worker/auth/totp.ts';
import { hashToken } from '../../worker/auth/hash-token.ts';
import { seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { authAttempts, outbox, sessions, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

// The sessions an account has, signing them out, what ends them, and the
// e-mails that tell the owner.

const app = createApp();
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function graphql(
  query: string,
  variables: Record<string, unknown>,
  session: { cookie: string; xsrf: string } | null,
  extra: Record<string, string> = {},
) {
  const response = await app.request(
    'http://localhost/_/graphql',
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Xsrf-Token': session?.xsrf ?? '',
        ...(session ? { Cookie: session.cookie } : {}),
        ...extra,
      },
      body: JSON.stringify({ query, variables }),
    },
    env,
  );
  return { response, data: ((await response.json()) as { data: Record<string, Record<string, unknown> | null> }).data };
}

/** A second session of Ann's, from another device and country. */
async function secondSession(): Promise<{ cookie: string; xsrf: string }> {
  await db
    .insert(sessions)
    .values({
      tokenHash: await hashToken('phone-token'),
      userId: 'u-ann',
      xsrf: 'xsrf-phone',
      expiresAt: new Date(Date.now() + 86_400_000),
      publicId: 'session-phone',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      country: 'DE',
      lastSeenAt: new Date(),
    })
    .run();
  return { cookie: 'sid=phone-token', xsrf: 'xsrf-phone' };
}

const SESSIONS = '{ viewer { sessions { id device place current } } }';
const listed = async (session: { cookie: string; xsrf: string }) =>
  (await graphql(SESSIONS, {}, session)).data['viewer']?.['sessions'];
const mails = (subject: string) =>
  env.DB.prepare('select recipient from outbox where subject = ?')
    .bind(subject)
    .all<{ recipient: string }>()
    .then((rows) => rows.results);
const stillIn = async (session: { cookie: string; xsrf: string }) =>
  (await graphql('{ viewer { id } }', {}, session)).data['viewer'] !== null;

beforeEach(async () => {
  await seedContent(0);
  await db.batch([
    db.delete(outbox),
    db.delete(authAttempts),
    db.update(users).set({ email: 'ann@example.com' }).where(eq(users.id, 'u-ann')),
  ]);
});

describe('the sessions list (security settings)', () => {
  it('lists the viewer’s sessions with device, place and which is this one; nobody else’s', async () => {
    const laptop = await signIn('u-ann');
    await secondSession();
    const sessions = await listed(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions).toEqual(
      expect.arrayContaining([
        { id: 'session-u-ann', device: 'Firefox on Linux', place: null, current: true },
        { id: 'session-phone', device: 'Safari on iOS', place: 'Germany', current: false },
      ]),
    );
    const rex = await signIn('u-rex');
    const others = await graphql('{ userResult(username: "ann") { ... on User { sessions { id } } } }', {}, rex);
    expect(others.data['userResult']).toEqual({ sessions: [] });
  });

  it('signs one session out, and refuses another account’s session', async () => {
    const laptop = await signIn('u-ann');
    const phone = await secondSession();
    const ended = await graphql(
      'mutation { signOutSession(sessionId: "session-phone") { __typename ... on SessionList { sessions { id } } } }',
      {},
      laptop,
    );
    expect(ended.data['signOutSession']).toEqual({ __typename: 'SessionList', sessions: [{ id: 'session-u-ann' }] });
    expect(await stillIn(phone)).toBe(false);
    expect(await stillIn(laptop)).toBe(true);

    const rex = await signIn('u-rex');
    const refused = await graphql(
      'mutation { signOutSession(sessionId: "session-u-ann") { __typename ... on NotFound { message } } }',
      {},
      rex,
    );
    expect(refused.data['signOutSession']).toEqual({
      __typename: 'NotFound',
      message: 'That session has ended already.',
    });
    expect(await stillIn(laptop)).toBe(true);
  });

  it('signs out every session but this one', async () => {
    const laptop = await signIn('u-ann');
    const phone = await secondSession();
    await graphql('mutation { signOutOtherSessions { __typename } }', {}, laptop);
    expect(await stillIn(phone)).toBe(false);
    expect(await stillIn(laptop)).toBe(true);
  });

  it('needs the anti-forgery value to sign anything out', async () => {
    const laptop = await signIn('u-ann');
    const phone = await secondSession();
    const forged = await graphql(
      'mutation { signOutOtherSessions { __typename } }',
      {},
      { cookie: laptop.cookie, xsrf: 'guess' },
    );
    expect(forged.data).toBeFalsy();
    expect(await stillIn(phone)).toBe(true);
  });
});

describe('sessions expire', () => {
  it('after 14 days unused, and 30 days after sign-in however used', async () => {
    const laptop = await signIn('u-ann');
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(sessions.publicId, 'session-u-ann'))
      .run();
    expect(await stillIn(laptop)).toBe(false);
    const again = await signIn('u-ann');
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.publicId, 'session-u-ann'))
      .run();
    expect(await stillIn(again)).toBe(false);
  });
});

describe('what ends the other sessions, rotates this one and tells the owner', () => {
  it('a password change', async () => {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword('the old password', 'quire-development-pepper') })
      .where(eq(users.id, 'u-ann'))
      .run();
    const laptop = await signIn('u-ann');
    const phone = await secondSession();
    const { response, data } = await graphql(
      'mutation { crupdatePassword(password: "a brand new password", oldPassword: "the old password") { __typename } }',
      {},
      laptop,
    );
    expect(data['crupdatePassword']).toEqual({ __typename: 'User' });
    expect(await stillIn(phone)).toBe(false);
    // this browser keeps going under a new token with the same anti-forgery value
    const rotated = /sid=([^;]+)/.exec(response.headers.get('Set-Cookie') ?? '')?.[1] ?? '';
    expect(rotated).not.toBe('test-token-u-ann');
    expect(await stillIn(laptop)).toBe(false);
    expect(await stillIn({ cookie: `sid=${rotated}`, xsrf: laptop.xsrf })).toBe(true);
    expect(await mails('Your Quire password was changed')).toEqual([{ recipient: 'ann@example.com' }]);
  });

  it('turning two-factor on, and a new set of recovery codes', async () => {
    const laptop = await signIn('u-ann');
    const phone = await secondSession();
    const registration = (
      await graphql(
        'mutation { registerAuthyUser(preferredMethod: AUTH_APP) { ... on AuthyRegistration { authyId secret } } }',
        {},
        laptop,
      )
    ).data['registerAuthyUser'] as { authyId: string; secret: string };
    const on = await graphql(
      'mutation ($id: String!, $code: String!) { crupdateTwoFactorAuth(authyId: $id, preferredMethod: AUTH_APP, verificationCode: $code) { __typename } }',
      { id: registration.authyId, code: totpCode(registration.secret, Date.now()) },
      laptop,
    );
    expect(on.data['crupdateTwoFactorAuth']).toEqual({ __typename: 'TwoFactorSettings' });
    expect(await stillIn(phone)).toBe(false);
    expect(await mails('Two-factor authentication is on for Quire')).toHaveLength(1);

    const rotated = {
      cookie: `sid=${/sid=([^;]+)/.exec(on.response.headers.get('Set-Cookie') ?? '')?.[1] ?? ''}`,
      xsrf: laptop.xsrf,
    };
    const codes = 'mutation { crupdateTwoFactorBackupCodes(userId: "u-ann") { __typename } }';
    await graphql(codes, {}, rotated);
    expect(await mails('New Quire recovery codes')).toHaveLength(0);
    await graphql(codes, {}, rotated);
    expect(await mails('New Quire recovery codes')).toHaveLength(1);
  });
});

describe('a sign-in from a new device', () => {
  beforeEach(async () => {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword('the password!', 'quire-development-pepper') })
      .where(eq(users.id, 'u-ann'))
      .run();
  });

  it('is told to the owner once per device and country', async () => {
    const login = () =>
      graphql('mutation { loginUser(email: "ann@example.com", password: "the password!") { __typename } }', {}, null, {
        'User-Agent': CHROME_MAC,
        'CF-Connecting-IP': `192.0.2.${Math.floor(Math.random() * 200)}`,
      });
    await login();
    await login();
    expect(await mails('New sign-in to your Quire account')).toEqual([{ recipient: 'ann@example.com' }]);
    const text = await env.DB.prepare(
      "select text, links from outbox where subject = 'New sign-in to your Quire account'",
    ).first<{ text: string; links: string }>();
    expect(text?.text).toContain('Chrome on macOS');
    expect(JSON.parse(text?.links ?? '[]')).toEqual(['http://localhost/me/settings/security']);
  });

  it('keeps where it came from (the edge’s cf.country) with the session, and names the place in the mail', async () => {
    const request = new Request('http://localhost/_/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': CHROME_MAC, 'X-Xsrf-Token': '' },
      body: JSON.stringify({
        query: 'mutation { loginUser(email: "ann@example.com", password: "the password!") { __typename } }',
      }),
      cf: { country: 'FR' },
    });
    expect((await app.request(request, undefined, env)).status).toBe(200);
    expect(await db.select({ country: sessions.country }).from(sessions).where(eq(sessions.userId, 'u-ann'))).toEqual([
      { country: 'FR' },
    ]);
    const mail = await env.DB.prepare(
      "select text from outbox where subject = 'New sign-in to your Quire account'",
    ).first<{
      text: string;
    }>();
    expect(mail?.text).toContain('France');
  });
});

describe('/m/goodbye', () => {
  it('tells a reader whose account is gone what went with it, and leads home', async () => {
    const response = await SELF.fetch('http://localhost/m/goodbye');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1 class="message__title">Your account is deleted</h1>');
    expect(html).toContain('<a href="/">Go to the Quire home page</a>');
  });
});
