import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { authAttempts, outbox, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const SEND = `mutation ($email: String) { sendVerificationEmail(email: $email) {
  __typename ... on VerificationEmailSent { email } ... on BadRequest { message } ... on AlreadyExists { message } ... on Unauthorized { message } } }`;

async function send(userId: string | null, email: string | null) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Xsrf-Token': '' };
  if (userId) {
    const session = await signIn(userId);
    Object.assign(headers, { Cookie: session.cookie, 'X-Xsrf-Token': session.xsrf });
  }
  const response = await SELF.fetch('http://localhost/_/graphql', {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: SEND, variables: { email } }),
  });
  return ((await response.json()) as { data: { sendVerificationEmail: Record<string, string> } }).data
    .sendVerificationEmail;
}

const lastLink = async () => {
  const row = await env.DB.prepare('select recipient, links from outbox order by id desc limit 1').first<{
    recipient: string;
    links: string;
  }>();
  return { to: row?.recipient, link: (JSON.parse(row?.links ?? '[]') as string[])[0] ?? '' };
};

beforeEach(async () => {
  await seedContent(1);
  await db.batch([
    db.delete(outbox),
    db.delete(authAttempts),
    db.update(users).set({ email: 'ann@example.com' }).where(eq(users.id, 'u-ann')),
  ]);
});

describe('verifying an email address (sendVerificationEmail, /m/account/confirm/{key})', () => {
  it('mails a link; opening it only confirms; the POST makes the address the account’s', async () => {
    expect(await send('u-rex', ' Rex@Example.com ')).toEqual({
      __typename: 'VerificationEmailSent',
      email: 'rex@example.com',
    });
    const { to, link } = await lastLink();
    expect(to).toBe('rex@example.com');
    expect(link).toMatch(/^http:\/\/localhost\/m\/account\/confirm\/[\w-]+$/);

    const opened = await SELF.fetch(link);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Verify your email');
    expect(await env.DB.prepare("select email, unverified_email from users where id = 'u-rex'").first()).toEqual({
      email: null,
      unverified_email: 'rex@example.com',
    });

    const confirmed = await SELF.fetch(link, {
      method: 'POST',
      headers: { Origin: 'http://localhost' },
      redirect: 'manual',
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('Location')).toBe('http://localhost/me/settings#security');
    expect(await env.DB.prepare("select email, unverified_email from users where id = 'u-rex'").first()).toEqual({
      email: 'rex@example.com',
      unverified_email: null,
    });

    const again = await SELF.fetch(link, { method: 'POST', headers: { Origin: 'http://localhost' } });
    expect(again.status).toBe(410);
  });

  it.each([
    ['u-rex', 'not an address', { __typename: 'BadRequest', message: 'Please enter a valid email address.' }],
    ['u-rex', null, { __typename: 'BadRequest', message: 'Enter the email address to verify.' }],
    [null, 'x@example.com', { __typename: 'Unauthorized', message: 'Sign in to do that.' }],
  ])('%s asking to verify %j gets %o', async (userId, email, expected) => {
    expect(await send(userId, email)).toEqual(expected);
  });

  it('tells the old address of a change, with a link that undoes it and signs everyone out', async () => {
    await db
      .update(users)
      .set({ emailVerifiedAt: new Date(1) })
      .where(eq(users.id, 'u-ann'))
      .run();
    expect(await send('u-ann', 'taken-over@example.com')).toMatchObject({ __typename: 'VerificationEmailSent' });
    const { link: confirm } = await lastLink();
    await SELF.fetch(confirm, { method: 'POST', headers: { Origin: 'http://localhost' }, redirect: 'manual' });
    expect((await env.DB.prepare("select email from users where id = 'u-ann'").first<{ email: string }>())?.email).toBe(
      'taken-over@example.com',
    );

    const told = await lastLink();
    expect(told.to).toBe('ann@example.com');
    expect(told.link).toMatch(/^http:\/\/localhost\/m\/account\/undo-email\/[\w-]+$/);
    // opening the link changes nothing: its button does
    expect(await (await SELF.fetch(told.link)).text()).toContain('Undo the change');
    expect((await env.DB.prepare("select email from users where id = 'u-ann'").first<{ email: string }>())?.email).toBe(
      'taken-over@example.com',
    );
    // another site cannot press it for them
    expect(
      (await SELF.fetch(told.link, { method: 'POST', headers: { Origin: 'https://elsewhere.example' } })).status,
    ).toBe(403);

    await signIn('u-ann');
    const undone = await SELF.fetch(told.link, {
      method: 'POST',
      headers: { Origin: 'http://localhost' },
      redirect: 'manual',
    });
    expect(undone.status).toBe(303);
    expect(await env.DB.prepare("select email, unverified_email from users where id = 'u-ann'").first()).toEqual({
      email: 'ann@example.com',
      unverified_email: null,
    });
    expect(
      (await env.DB.prepare("select count(*) as n from sessions where user_id = 'u-ann'").first<{ n: number }>())?.n,
    ).toBe(0);
    // once
    expect((await SELF.fetch(told.link, { method: 'POST', headers: { Origin: 'http://localhost' } })).status).toBe(410);
  });
});

describe('sendVerificationEmail tells nobody which addresses have accounts, and mails few', () => {
  const mails = async () =>
    (
      await env.DB.prepare('select recipient, subject, text as body from outbox order by id').all<{
        recipient: string;
        subject: string;
        body: string;
      }>()
    ).results;

  it('answers a used address as it answers an unused one, and tells the used address instead of sending a link', async () => {
    expect(await send('u-rex', 'ann@example.com')).toEqual({
      __typename: 'VerificationEmailSent',
      email: 'ann@example.com',
    });
    expect(await send('u-rex', 'nobody@example.com')).toEqual({
      __typename: 'VerificationEmailSent',
      email: 'nobody@example.com',
    });
    const [toAnn, toNobody] = await mails();
    expect(toAnn?.recipient).toBe('ann@example.com');
    expect(toAnn?.subject).toBe('Someone tried to add this address to a Quire account');
    expect(toAnn?.body).not.toMatch(/confirm\//);
    expect(toNobody?.body).toMatch(/\/m\/account\/confirm\//);
    // and Ann's address stays hers, not Rex's pending one
    expect(await env.DB.prepare("select unverified_email from users where id = 'u-rex'").first()).toEqual({
      unverified_email: 'nobody@example.com',
    });
  });

  it('sends five at most an hour for an account, however many probes come one after another', async () => {
    const answers: string[] = [];
    for (let probe = 0; probe < 40; probe += 1)
      answers.push((await send('u-rex', `probe-${probe}@example.com`))['__typename'] ?? '');
    expect(answers.filter((answer) => answer === 'VerificationEmailSent')).toHaveLength(5);
    expect(answers.slice(5).every((answer) => answer === 'TooManyRequests')).toBe(true);
    expect(await mails()).toHaveLength(5);
  });

  it('counts each alias of one request: 60 addresses in one request send five mails', async () => {
    const session = await signIn('u-rex');
    const aliases = Array.from(
      { length: 60 },
      (_, index) => `a${index}: sendVerificationEmail(email: "stranger-${index}@example.com") { __typename }`,
    ).join('\n');
    const response = await SELF.fetch('http://localhost/_/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: session.cookie, 'X-Xsrf-Token': session.xsrf },
      body: JSON.stringify({ query: `mutation { ${aliases} }` }),
    });
    const data = ((await response.json()) as { data: Record<string, { __typename: string }> }).data;
    expect(Object.values(data).filter((answer) => answer.__typename === 'VerificationEmailSent')).toHaveLength(5);
    expect(await mails()).toHaveLength(5);
  });
});
