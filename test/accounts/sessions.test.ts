import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { preloadedStateOf } from '../support/html.ts';
import { seedContent, signIn } from '../support/seed-content.ts';
import { sessionCookieSet } from '../support/cookies.ts';

beforeEach(() => seedContent(1));

const sessionCount = async () =>
  (await env.DB.prepare("select count(*) as n from sessions where user_id = 'u-rex'").first<{ n: number }>())?.n;

describe('sessions on pages', () => {
  it('gives a visitor the anonymous session (docs/spec-checklist.md 3 §1) and a signed-in viewer theirs, never cached', async () => {
    const anonymous = await SELF.fetch('http://localhost/@ann');
    expect(preloadedStateOf(await anonymous.text()).session).toEqual({
      xsrf: '',
      isLoggedInCookie: false,
      isSpoofed: false,
    });
    expect(anonymous.headers.get('Cache-Control')).toBeNull();

    const { cookie, xsrf } = await signIn('u-rex');
    const signedIn = await SELF.fetch('http://localhost/@ann', { headers: { Cookie: cookie } });
    expect(preloadedStateOf(await signedIn.text()).session).toEqual({ xsrf, isLoggedInCookie: true, isSpoofed: false });
    expect(signedIn.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('offers Sign out, with the anti-forgery value, only to a signed-in viewer', async () => {
    const visitor = await (await SELF.fetch('http://localhost/')).text();
    expect(visitor).toContain('>Sign In<');
    expect(visitor).not.toContain('/m/signout/');
    expect(preloadedStateOf(visitor).session.xsrf).toBe('');
    const { cookie, xsrf } = await signIn('u-rex');
    const html = await (await SELF.fetch('http://localhost/', { headers: { Cookie: cookie } })).text();
    // the avatar menu builds its Sign out link from the session's value (its items are unit-tested)
    expect(preloadedStateOf(html).session.xsrf).toBe(xsrf);
    expect(html).toContain('aria-label="Your account"');
    expect(html).not.toContain('>Sign In<');
  });
});

describe('sign out (AcctSignout, /m/signout/{xsrf})', () => {
  it('refuses without this session’s anti-forgery value', async () => {
    const { cookie } = await signIn('u-rex');
    const response = await SELF.fetch('http://localhost/m/signout/not-the-value', {
      headers: { Cookie: cookie },
      redirect: 'manual',
    });
    expect(response.status).toBe(403);
    expect(await sessionCount()).toBe(1);
  });

  it('ends the session, clears the cookie and goes home', async () => {
    const { cookie, xsrf } = await signIn('u-rex');
    const response = await SELF.fetch(`http://localhost/m/signout/${xsrf}`, {
      headers: { Cookie: cookie },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('http://localhost/');
    expect(sessionCookieSet(response)).toBe('sid=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
    expect(await sessionCount()).toBe(0);
  });
});
