import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app/app.ts';
import { seedContent } from '../support/seed-content.ts';
import { postGraphql } from '../support/graphql.ts';
import { eq } from 'drizzle-orm';
import { authAttempts, loginTokens, outbox, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

let ipCounter = 0;

interface Sent {
  recipient: string;
  subject: string;
  links: string;
  code: string;
}

async function sendLink(variables: Record<string, unknown>, options: { flags?: string } = {}) {
  const request = new Request('http://localhost/_/graphql', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Xsrf-Token': '',
      'CF-Connecting-IP': `203.0.113.${(ipCounter += 1)}`,
    },
    body: JSON.stringify({
      query: `mutation SendAcctAuthEmail($email: String!, $operation: String, $fullName: String, $redirect: String) {
        sendAcctAuthEmail(email: $email, operation: $operation, fullName: $fullName, redirect: $redirect) {
          __typename ... on SusiMethod { method } ... on BadRequest { message } ... on TooManyRequests { message }
        }
      }`,
      variables,
    }),
  });
  const response = options.flags
    ? await createApp().request(request, {}, { ...env, FLAGS: options.flags })
    : await SELF.fetch(request);
  const body = (await response.json()) as { data: { sendAcctAuthEmail: Record<string, string> } };
  const pending = /pending_login=([^;]+)/.exec(response.headers.get('Set-Cookie') ?? '')?.[1];
  const sent = await env.DB.prepare(
    'select recipient, subject, links, code from outbox order by id desc limit 1',
  ).first<Sent>();
  return {
    result: body.data.sendAcctAuthEmail,
    pending,
    sent,
    link: sent ? ((JSON.parse(sent.links) as string[])[0] ?? '') : '',
  };
}

const confirm = (link: string, origin: string | null = 'http://localhost') =>
  SELF.fetch(link, { method: 'POST', redirect: 'manual', headers: origin ? { Origin: origin } : {} });

beforeEach(async () => {
  await seedContent(1);
  await db.batch([
    db.delete(outbox),
    db.delete(loginTokens),
    db.delete(authAttempts),
    db.update(users).set({ email: 'ann@example.com' }).where(eq(users.id, 'u-ann')),
  ]);
});

describe('signing in by magic link (docs/spec-checklist.md 2 §4, §7)', () => {
  it('mails a link and a 6-digit code to an existing account', async () => {
    const { result, sent, link, pending } = await sendLink({
      email: 'Ann@Example.com',
      operation: 'login',
      redirect: '/me/lists',
    });
    expect(result).toEqual({ __typename: 'SusiMethod', method: 'login' });
    expect(sent?.recipient).toBe('ann@example.com');
    expect(sent?.subject).toBe('Sign in to Quire');
    expect(sent?.code).toMatch(/^\d{6}$/);
    expect(link).toMatch(/^http:\/\/localhost\/m\/callback\/email\?token=[\w-]+&operation=login$/);
    // The asking browser holds a value of its own: the link's secret reaches the mailbox alone.
    expect(pending).toMatch(/^[\w-]{43}$/);
    expect(pending).not.toBe(new URL(link).searchParams.get('token'));
  });

  it('only shows a confirmation on GET and HEAD; the POST signs in once', async () => {
    const { link } = await sendLink({ email: 'ann@example.com', operation: 'login', redirect: '/me/lists' });
    for (const method of ['GET', 'HEAD', 'GET']) {
      const opened = await SELF.fetch(link, { method });
      expect(opened.status).toBe(200);
      if (method === 'GET') expect(await opened.text()).toContain('Continue to Quire');
    }
    const signedIn = await confirm(link);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('Location')).toBe('http://localhost/me/lists');
    expect(signedIn.headers.get('Set-Cookie')).toMatch(/^sid=[\w-]+; Path=\/; HttpOnly; SameSite=Lax/);

    const again = await confirm(link);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('Your sign in link has expired');
  });

  it('refuses a POST that did not come from the site', async () => {
    const { link } = await sendLink({ email: 'ann@example.com', operation: 'login' });
    expect((await confirm(link, 'https://evil.example')).status).toBe(403);
    expect((await confirm(link, null)).status).toBe(403);
    // the link still works from the real page
    expect((await confirm(link)).status).toBe(303);
  });

  it('expires after 15 minutes', async () => {
    const { link } = await sendLink({ email: 'ann@example.com', operation: 'login' });
    await db
      .update(loginTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .run();
    expect((await confirm(link)).status).toBe(410);
  });

  it.each([
    [{ email: 'nobody@example.com', operation: 'login' }, 'User does not exist'],
    [{ email: 'new@example.com', operation: 'register', fullName: 'New Reader' }, 'Show password signup'],
    [{ email: 'not an email', operation: 'login' }, 'Please enter a valid email address.'],
  ])('answers %o with BadRequest "%s"', async (variables, message) => {
    const { result } = await sendLink(variables);
    expect(result).toEqual({ __typename: 'BadRequest', message });
  });

  it('limits the mails one address gets, whatever the network', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await sendLink({ email: 'ann@example.com', operation: 'login' })).result['__typename']).toBe(
        'SusiMethod',
      );
    const { result } = await sendLink({ email: 'ann@example.com', operation: 'login' });
    expect(result).toEqual({
      __typename: 'TooManyRequests',
      message: 'Too many sign-in emails. Please try again later.',
    });
  });

  it('creates the account from the link when passwords are off', async () => {
    const { result, link, sent } = await sendLink(
      { email: 'new@example.com', operation: 'register', fullName: 'New Reader', redirect: '/' },
      { flags: '{"enable_passwords": false}' },
    );
    expect(result).toEqual({ __typename: 'SusiMethod', method: 'register' });
    expect(sent?.subject).toBe('Finish creating your Quire account');
    expect((await confirm(link)).status).toBe(303);
    const created = await env.DB.prepare(
      "select name, username, password_hash from users where email = 'new@example.com'",
    ).first();
    expect(created).toEqual({ name: 'New Reader', username: 'newreader', password_hash: null });
  });
});

describe('VerifyLoginCode (the 6-digit code below the md breakpoint)', () => {
  const verify = async (code: string, pending?: string) => {
    const response = await SELF.fetch('http://localhost/_/graphql', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Xsrf-Token': '',
        ...(pending ? { Cookie: `pending_login=${pending}` } : {}),
      },
      body: JSON.stringify({
        query:
          'mutation VerifyLoginCode($code: String!) { verifyLoginCode(loginCode: $code) { __typename ... on Token { value } ... on BadRequest { message } ... on NotFound { message } ... on TooManyRequests { message } } }',
        variables: { code },
      }),
    });
    return ((await response.json()) as { data: { verifyLoginCode: Record<string, string> } }).data.verifyLoginCode;
  };

  it('trades the right code for a new one-time token; the mailed link stops working', async () => {
    const { sent, pending, link } = await sendLink({
      email: 'ann@example.com',
      operation: 'login',
      redirect: '/me/lists',
    });
    const answer = await verify(sent?.code ?? '', pending);
    expect(answer['__typename']).toBe('Token');
    expect(answer['value']).not.toBe(pending);
    expect(answer['value']).not.toBe(new URL(link).searchParams.get('token'));
    expect((await confirm(link)).status).toBe(410);
    const signedIn = await confirm(`http://localhost/m/callback/email?token=${answer['value']}&operation=login`);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('Location')).toBe('http://localhost/me/lists');
    expect(await verify(sent?.code ?? '', pending)).toEqual({
      __typename: 'NotFound',
      message: 'Ask for a new code: this one has expired.',
    });
  });

  it.each([
    ['12345', 'Login code must be 6 digits.'],
    ['abcdef', 'Login code must be 6 digits.'],
  ])('refuses %j: %s', async (code, message) => {
    const { pending } = await sendLink({ email: 'ann@example.com', operation: 'login' });
    expect(await verify(code, pending)).toEqual({ __typename: 'BadRequest', message });
  });

  it('stops accepting codes after five wrong ones', async () => {
    const { sent, pending } = await sendLink({ email: 'ann@example.com', operation: 'login' });
    const wrong = sent?.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await verify(wrong, pending)).__typename).toBe('BadRequest');
    expect(await verify(sent?.code ?? '', pending)).toEqual({
      __typename: 'TooManyRequests',
      message: 'Too many wrong codes. Use the link in the email instead.',
    });
  });

  it('needs the browser that asked for the code', async () => {
    expect(await verify('123456')).toEqual({
      __typename: 'NotFound',
      message: 'Ask for a new code: this one has expired.',
    });
  });
});

describe('account takeover from an e-mail address alone', () => {
  it('gives the asking browser nothing that opens the account: the pending value is not the link', async () => {
    const asked = await postGraphql('mutation { sendAcctAuthEmail(email: "ann@example.com") { __typename } }');
    const pending = /pending_login=([^;]+)/.exec(asked.headers.get('Set-Cookie') ?? '')?.[1] ?? '';
    expect(pending).not.toBe('');

    const replayed = await SELF.fetch(`http://localhost/m/callback/email?token=${pending}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: 'http://localhost' },
    });
    expect(replayed.status).toBe(410);
    expect(replayed.headers.get('Set-Cookie') ?? '').not.toMatch(/sid=/);
    expect(
      (await env.DB.prepare("select count(*) as n from sessions where user_id = 'u-ann'").first<{ n: number }>())?.n,
    ).toBe(0);
  });
});
