import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedContent, signIn } from '../support/seed-content.ts';

const html = async (path: string, cookie?: string) =>
  (await SELF.fetch(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} })).text();

beforeAll(() => seedContent(0));

describe('the sign-in pages’ words, to the letter of docs/spec-checklist.md 2 §2', () => {
  it('links both the Terms of Service and the Privacy Policy in the legal line', async () => {
    expect(await html('/m/signin')).toContain(
      '<a href="/m/tos">Terms of Service</a> and <a href="/m/tos#privacy">Privacy Policy</a>.',
    );
  });

  it('offers the ways in: "Welcome back." with Create one and Get help; "Already have an account? Sign in" on sign-up', async () => {
    const signIn = await html('/m/signin');
    expect(signIn).toContain('Welcome back.');
    expect(signIn).toContain('Sign in with email');
    expect(signIn).toMatch(/No account\?(<!-- -->)? <button[^>]*>Create one<\/button>/);
    expect(signIn).toMatch(/Forgot email or trouble signing in\? <a href="[^"]+">Get help<\/a>/);
    const signUp = await html('/m/signin?operation=register');
    expect(signUp).toContain('Sign up with email');
    expect(signUp).toMatch(/Already have an account\?(<!-- -->)? <button[^>]*>Sign in<\/button>/);
    expect(signUp).not.toContain('Create one');
  });

  it('asks a visitor who chose Write to create an account to start writing', async () => {
    expect(await html('/m/signin?operation=register&entry=global_nav&redirect=%2Fnew-story')).toContain(
      '<h1 class="susi__title">Create an account to start writing.</h1>',
    );
  });

  it.each([
    ['/m/signin?expired=login', 'Your sign in link has expired'],
    ['/m/signin?expired=register', 'Your sign up link has expired'],
    ['/m/signin?expired=email_login_timeout', 'Your login link has expired.'],
  ])('%s asks for the address again, saying the link expired', async (path, title) => {
    const page = await html(path);
    expect(page).toContain(`<h1 class="susi__title">${title}</h1>`);
    expect(page).toContain('Your email');
  });

  it('sends the reader of an expired link to the e-mail step that says so', async () => {
    const response = await SELF.fetch('http://localhost/m/callback/email?token=not-a-real-token&operation=register', {
      method: 'POST',
      headers: { Origin: 'http://localhost' },
    });
    expect(response.status).toBe(410);
    const page = await response.text();
    expect(page).toContain('Your sign up link has expired');
    expect(page).toContain('href="/m/signin?expired=register"');
  });

  it('offers Cancel on the first step of setting up two-factor authentication', async () => {
    const page = await html('/me/settings/security', (await signIn('u-ann')).cookie);
    expect(page).toContain('Set up two-factor authentication');
    expect(page).toMatch(/<a class="two-factor__cancel" href="[^"]*#security">Cancel<\/a>/);
  });
});
