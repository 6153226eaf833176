import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { issueMagicLink } from '../../worker/auth/magic-link-writes.ts';
import { MAGIC_LINK_LIFETIME_MS } from '../../shared/magic-link-lifetime.ts';
import { database } from '../../worker/db/client.ts';
import { seedContent } from '../support/seed-content.ts';
import { sessionCookieSet } from '../support/cookies.ts';
import { eq } from 'drizzle-orm';
import { loginTokens, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

type Purpose = Parameters<typeof issueMagicLink>[1]['purpose'];

/** What a mail to someone without an account carries (an e-mail subscription's). */
async function convertLink(email: string, options: { purpose?: Purpose; now?: number } = {}): Promise<string> {
  const { token } = await issueMagicLink(database(env.DB), {
    email,
    purpose: options.purpose ?? 'convert',
    fullName: 'Sam Reader',
    redirect: '/me/following',
    now: options.now ?? Date.now(),
  });
  return `http://localhost/m/account/convert/${token}`;
}

const post = (link: string, origin = 'http://localhost') =>
  SELF.fetch(link, { method: 'POST', redirect: 'manual', headers: { Origin: origin } });

const accountsFor = async (email: string) =>
  (
    await env.DB.prepare('select name, email_verified_at from users where email = ?')
      .bind(email)
      .all<{ name: string; email_verified_at: number | null }>()
  ).results;

beforeEach(async () => {
  await seedContent(1);
  await db.batch([db.delete(loginTokens), db.delete(users).where(eq(users.email, 'sam@example.com'))]);
});

describe('/m/account/convert/{token}: an e-mail subscriber makes their address an account', () => {
  it('shows a confirmation on GET and HEAD without creating anything', async () => {
    const link = await convertLink('sam@example.com');
    for (const method of ['GET', 'HEAD']) expect((await SELF.fetch(link, { method })).status).toBe(200);
    expect(await (await SELF.fetch(link)).text()).toContain('Create my account');
    expect(await accountsFor('sam@example.com')).toEqual([]);
  });

  it('creates the account once, with the address proven, and signs it in', async () => {
    const link = await convertLink('sam@example.com');
    const created = await post(link);
    expect(created.status).toBe(303);
    expect(created.headers.get('Location')).toBe('http://localhost/me/following');
    expect(sessionCookieSet(created)).toMatch(/^sid=[\w-]+; Path=\/; HttpOnly/);
    const [account, ...others] = await accountsFor('sam@example.com');
    expect(others).toEqual([]);
    expect(account?.name).toBe('Sam Reader');
    expect(account?.email_verified_at).not.toBeNull();

    const again = await post(link);
    expect(again.status).toBe(410);
    expect(sessionCookieSet(again)).toBeNull();
    expect(await again.text()).toContain('This link has expired');
  });

  it('never signs in to an account that already holds the address', async () => {
    const link = await convertLink('ann@example.com');
    await db.update(users).set({ email: 'ann@example.com' }).where(eq(users.id, 'u-ann')).run();
    const refused = await post(link);
    expect(refused.status).toBe(409);
    expect(refused.headers.get('Set-Cookie') ?? '').not.toContain('sid=');
    expect(await refused.text()).toContain('You already have an account');
  });

  it.each([
    [
      'another site posts the form',
      async () => post(await convertLink('sam@example.com'), 'https://evil.example'),
      403,
    ],
    [
      'the link has expired',
      async () => post(await convertLink('sam@example.com', { now: Date.now() - MAGIC_LINK_LIFETIME_MS - 1 })),
      410,
    ],
    ['a sign-in link is used here', async () => post(await convertLink('sam@example.com', { purpose: 'login' })), 410],
    ['the token is made up', async () => post('http://localhost/m/account/convert/not-a-token'), 410],
  ] as const)('creates nothing when %s', async (_case, attempt, status) => {
    expect((await attempt()).status).toBe(status);
    expect(await accountsFor('sam@example.com')).toEqual([]);
  });

  it('is not a sign-in link: /m/callback/email refuses its token', async () => {
    const token = new URL(await convertLink('sam@example.com')).pathname.split('/').pop();
    expect((await post(`http://localhost/m/callback/email?token=${token}`)).status).toBe(410);
    expect(await accountsFor('sam@example.com')).toEqual([]);
  });
});
