import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../worker/app/app.ts';
import { expectConsoleOutput } from '../fail-on-console.ts';
import { newNetwork } from '../support/graphql.ts';
import { seedContent } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { authAttempts, outbox, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const SEND = `mutation ($captchaValue: String) { sendAcctAuthEmail(email: "ann@example.com", operation: "login", captchaValue: $captchaValue) {
  __typename ... on FailedChallenge { message } } }`;
const CAPTCHA_ON = JSON.stringify({ enable_email_sign_in_captcha: true, skip_sign_in_recaptcha: false });

/** The sign-in e-mail, on a deployment whose flags and keys are given. */
async function sendLink(captchaValue: string | null, overrides: Partial<Env>) {
  const response = await createApp().request(
    'http://localhost/_/graphql',
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Xsrf-Token': '',
        'CF-Connecting-IP': newNetwork(),
      },
      body: JSON.stringify({ query: SEND, variables: { captchaValue } }),
    },
    { ...env, RECAPTCHA_VERIFY_URL: inject('captchaVerifyUrl'), ...overrides },
  );
  return ((await response.json()) as { data: { sendAcctAuthEmail: { __typename: string; message?: string } } }).data
    .sendAcctAuthEmail;
}

const mailsSent = async () =>
  (await env.DB.prepare(`select count(*) as n from outbox where recipient = 'ann@example.com'`).first<{ n: number }>())
    ?.n;

beforeEach(async () => {
  await seedContent(0);
  await db.batch([
    db.update(users).set({ email: 'ann@example.com' }).where(eq(users.id, 'u-ann')),
    db.delete(outbox),
    db.delete(authAttempts),
  ]);
});

describe('the sign-in e-mail captcha (docs/spec-checklist.md 2 §4, flags enable_email_sign_in_captcha and skip_sign_in_recaptcha)', () => {
  const FAILED = {
    __typename: 'FailedChallenge',
    message: 'We couldn’t check that you’re a person. Please try again.',
  };

  it.each([
    ['v2 invisible: a person', 'person-token', {}, { __typename: 'SusiMethod' }],
    ['v2 invisible: a forged token', 'forged-token', {}, FAILED],
    ['v2 invisible: no token', null, {}, FAILED],
    ['v3: a person', 'person-token', { enable_recaptcha_v3: true }, { __typename: 'SusiMethod' }],
    ['v3: a low score', 'bot-token', { enable_recaptcha_v3: true }, FAILED],
  ])('%s', async (_, token, flags, expected) => {
    const answer = await sendLink(token, { FLAGS: JSON.stringify({ ...JSON.parse(CAPTCHA_ON), ...flags }) });
    expect(answer).toEqual(expected);
    expect(await mailsSent()).toBe(expected.__typename === 'SusiMethod' ? 1 : 0);
  });

  it('asks for nothing while the captcha is skipped or off', async () => {
    const skipped = JSON.stringify({ enable_email_sign_in_captcha: true, skip_sign_in_recaptcha: true });
    expect(await sendLink(null, { FLAGS: skipped })).toEqual({ __typename: 'SusiMethod' });
    expect(await sendLink(null, { FLAGS: '{}' })).toEqual({ __typename: 'SusiMethod' });
  });

  it('sends no mail when the provider cannot be reached', async () => {
    const logged = expectConsoleOutput('error');
    expect(
      await sendLink('person-token', {
        FLAGS: CAPTCHA_ON,
        RECAPTCHA_VERIFY_URL: inject('captchaVerifyUrl').replace('/siteverify', '/broken'),
      }),
    ).toEqual(FAILED);
    expect(await mailsSent()).toBe(0);
    expect(logged).toHaveBeenCalledWith('captcha not verified', expect.anything());
  });

  it('gives pages the site key and version only when asked for, with Google’s test key outside production', async () => {
    const page = async (flags: string) => {
      const html = await (await createApp().request('http://localhost/m/signin', {}, { ...env, FLAGS: flags })).text();
      return (
        JSON.parse(/window\.__PRELOADED_STATE__=(\{.*?\});window/.exec(html)?.[1] ?? '{}') as {
          config: { captcha: unknown };
        }
      ).config.captcha;
    };
    expect(await page(CAPTCHA_ON)).toEqual({
      siteKey: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
      version: 'v2-invisible',
    });
    expect(await page('{}')).toBeNull();
  });
});
