import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

// seedContent: Ann writes and made The Mag (Ed edits it), Rex reads
const page = async (path: string, userId: string | null = null, init: RequestInit = {}) => {
  const headers: Record<string, string> = userId ? { Cookie: (await signIn(userId)).cookie } : {};
  const response = await SELF.fetch(`http://localhost${path}`, { ...init, headers });
  return { status: response.status, location: response.headers.get('Location'), html: await response.text() };
};

beforeEach(async () => {
  await seedContent(1);
});

describe('/me', () => {
  it('leads a signed-in person to their own profile, and a visitor to sign in first', async () => {
    expect(await page('/me', 'u-ann', { redirect: 'manual' })).toMatchObject({ status: 302, location: '/@ann' });
    expect(await page('/me', null, { redirect: 'manual' })).toMatchObject({
      status: 302,
      location: '/m/signin?redirect=%2Fme',
    });
  });
});

describe('/@{username}/edit', () => {
  it('is the writer’s own profile form; to anyone else it is nothing', async () => {
    const own = await page('/@ann/edit', 'u-ann');
    expect(own.status).toBe(200);
    expect(own.html).toContain('Edit your profile');
    expect(own.html).toMatch(/value="Ann Author"/);
    expect((await page('/@ann/edit', 'u-rex')).status).toBe(404);
    expect((await page('/@ann/edit')).status).toBe(404);
  });
});

describe('/me/send-verify', () => {
  it('sends an address waiting for proof its link again, and says when there is nothing to verify', async () => {
    await db
      .update(users)
      .set({ email: 'rex@example.com', unverifiedEmail: 'new@example.com' })
      .where(eq(users.id, 'u-rex'))
      .run();
    expect((await page('/me/send-verify', 'u-rex')).html).toMatch(/We sent a link to (<!-- -->)?new@example.com/);
    await db.update(users).set({ email: 'ann@example.com' }).where(eq(users.id, 'u-ann')).run();
    expect((await page('/me/send-verify', 'u-ann')).html).toContain('Your e-mail is verified');
    expect((await page('/me/send-verify')).html).toContain('Sign in to continue');
  });
});

describe('/suspended and /not-available', () => {
  it('tells a suspended writer what it means, and anyone else what suspension is', async () => {
    await db.update(users).set({ isSuspended: true }).where(eq(users.id, 'u-rex')).run();
    expect((await page('/suspended', 'u-rex')).html).toContain('Your account is suspended');
    const other = await page('/suspended', 'u-ann');
    expect(other.html).toContain('Yours is in good standing.');
    expect(other.html).not.toContain('Your account is suspended');
    const withheld = await page('/not-available');
    expect(withheld.status).toBe(200);
    expect(withheld.html).toContain('This page is not available');
  });
});

describe('/welcome and /get-started', () => {
  it('gives a new reader and a new writer their first steps, and asks a visitor to join', async () => {
    const welcome = await page('/welcome', 'u-rex');
    expect(welcome.html).toMatch(/Welcome to Quire, (<!-- -->)?Rex Reader/);
    expect(welcome.html).toContain('href="/customize-topics"');
    const start = await page('/get-started', 'u-rex');
    expect(start.html).toContain('href="/@rex/edit"');
    expect(start.html).toContain('href="/new-story"');
    expect((await page('/get-started')).html).toContain('Sign in or create an account');
  });
});

describe('a publication’s /edit and /permissions', () => {
  it('open its settings for its editors, at its about line and its people', async () => {
    for (const path of ['/the-mag/edit', '/the-mag/permissions']) {
      const settings = await page(path, 'u-ed');
      expect(settings.status).toBe(200);
      expect(settings.html).toContain('Editors and writers');
    }
    expect((await page('/the-mag/permissions', 'u-rex')).html).toContain('Only editors can see this page');
  });
});
