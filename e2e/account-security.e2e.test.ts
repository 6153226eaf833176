import { describe, expect, it } from 'vitest';
import { totpCode } from '../worker/auth/totp.ts';
import {
  enableAuthenticatorApp,
  enterEmailToSignIn,
  pressToLandSignedIn,
  readOutbox,
  session,
  signOut,
  signOutToSignIn,
  signUp,
} from './support/accounts.ts';
import { collectProblems, useBrowser, waitForHydration } from './support/browser.ts';
import { watchReportedEvents } from './support/reported-events.ts';
import { baseURL } from './support/site.ts';

const browser = useBrowser();

// A writer proves their address, signs another device out from the list of sessions,
// turns on two-factor, and is then asked for the code even when signing in by e-mail link.
describe('account security, in Chromium', () => {
  it('proves the address, signs out another session, and asks for the code after an e-mail link', async () => {
    const laptop = await browser().newContext();
    const phone = await browser().newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    });
    const page = await laptop.newPage();
    const reported = watchReportedEvents(page);
    const problems = collectProblems(page);
    const email = `secure${Date.now()}@example.com`;
    const password = 'a password of my own';
    await signUp(page, email, password);

    // the sign-up's address is proven by the link mailed there
    const confirmation = (await readOutbox()).find(
      (entry) => entry.to === email && entry.links[0]?.includes('/m/account/confirm/'),
    );
    await page.goto(confirmation?.links[0] ?? '');
    await waitForHydration(page);
    await Promise.all([page.waitForURL(/\/me\/settings/), page.getByRole('button', { name: 'Verify email' }).click()]);

    // a second device signs in with the password
    const other = await phone.newPage();
    await other.setExtraHTTPHeaders({ 'CF-Connecting-IP': `198.19.${Math.floor(Math.random() * 250)}.7` });
    await enterEmailToSignIn(other, email);
    await other.getByLabel('Password').fill(password);
    await pressToLandSignedIn(other, 'Sign in with password');

    // the laptop sees both, and signs the phone out
    await page.goto(`${baseURL}/me/settings/security`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Where you’re signed in' }).waitFor();
    await page.getByText('Safari on iOS', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Sign out of Safari on iOS' }).click();
    await page.getByText('Signed out of Safari on iOS.').waitFor();
    expect(await page.getByText('Safari on iOS', { exact: true }).count()).toBe(0);
    await other.reload();
    await waitForHydration(other);
    expect((await session(other)).isLoggedInCookie).toBe(false);

    // two-factor on
    const secret = await enableAuthenticatorApp(page);

    // the password changes on its own screen, given the current one
    await Promise.all([page.waitForURL(/\/me\/settings/), page.getByRole('link', { name: 'Continue' }).click()]);
    await waitForHydration(page);
    await page.getByLabel('Current password').fill(password);
    await page.getByLabel('New password').fill('Password123!');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(/^This password is too easy to guess\./).waitFor();
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password').fill('an even better password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Please enter your current password.').waitFor();
    await page.getByLabel('Current password').fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password was changed.').waitFor();

    // signing in by the e-mail link now asks for the code
    await signOutToSignIn(page);
    await page.getByRole('button', { name: 'Sign in with email' }).click();
    await page.getByLabel('Your email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    // the old password no longer signs in
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in with password' }).click();
    await page.getByText(/That password was incorrect/).waitFor();
    // docs/spec-checklist.md 2 §8: a password error fires password.error
    expect(
      (await reported()).filter((event) => event.type === 'password.error').map((event) => event.data['reason']),
    ).toEqual(['InvalidPassword']);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox.' }).waitFor();
    const link =
      (await readOutbox()).find((entry) => entry.to === email && entry.links[0]?.includes('/m/callback/email'))
        ?.links[0] ?? '';
    await page.goto(link);
    await waitForHydration(page);
    await Promise.all([
      page.waitForURL(/\/two-factor-authentication\?/),
      page.getByRole('button', { name: 'Continue to Quire' }).click(),
    ]);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Enter your verification code' }).waitFor();
    expect((await session(page)).isLoggedInCookie).toBe(false);
    await page.getByLabel('Verification code').fill(totpCode(secret, Date.now() + 30_000));
    await pressToLandSignedIn(page, 'Verify');
    expect(problems).toEqual([]);
    await laptop.close();
    await phone.close();
  });

  it('adds a passkey with Chromium’s virtual authenticator, signs in with it, and answers the code step with it', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const problems = collectProblems(page);
    // A platform authenticator that holds discoverable credentials and verifies its user, as a laptop's fingerprint reader does.
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const email = `passkey${Date.now()}@example.com`;
    await signUp(page, email, 'a password of my own', undefined, '/me/settings/security');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText(/^Passkey added: /).waitFor();
    // listed under its device's name, and really held by the authenticator
    await page.getByRole('button', { name: /^Remove .+/ }).waitFor();
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);

    await signOutToSignIn(page);
    await pressToLandSignedIn(page, 'Sign in with a passkey');

    // two-factor on: a passkey sign-in still needs no code
    await page.goto(`${baseURL}/me/settings/security`);
    await waitForHydration(page);
    await enableAuthenticatorApp(page);
    // conditional UI: on the address step the browser offers the passkey with the suggestions; the
    // virtual authenticator picks it at once, as a person choosing it would
    await signOutToSignIn(page);
    await pressToLandSignedIn(page, 'Sign in with email');

    // without touching the authenticator, the address step goes on to the password, and the
    // passkey then answers the code step
    await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: false });
    await signOutToSignIn(page);
    await page.getByRole('button', { name: 'Sign in with email' }).click();
    await page.getByLabel('Your email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    // only once the address step has gone (and its passkey offer with it): on a busy machine the
    // offer could still be open, and the authenticator would sign in there
    await page.getByLabel('Password').waitFor();
    await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: true });
    await page.getByLabel('Password').fill('a password of my own');
    await page.getByRole('button', { name: 'Sign in with password' }).click();
    await page.getByRole('heading', { name: 'Enter your verification code' }).waitFor();
    await pressToLandSignedIn(page, 'Use a security key or passkey');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends a reader who gets the two-factor code wrong six times back to sign in, with the count and when they may try again', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const problems = collectProblems(page);
    const email = `lockout${Date.now()}@example.com`;
    const password = 'a password for the lockout';
    await signUp(page, email, password, 'Lena Lockout', '/me/settings/security');
    await enableAuthenticatorApp(page);

    await signOut(page);
    await enterEmailToSignIn(page, email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in with password' }).click();
    await page.getByRole('heading', { name: 'Enter your verification code' }).waitFor();
    // docs/spec-checklist.md 2 §9: six attempts; each wrong one says how many are left
    for (let left = 5; left >= 1; left -= 1) {
      await page.getByLabel('Verification code').fill('000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await page
        .getByText(`You have ${left} more attempt${left === 1 ? '' : 's'} before your account is locked`)
        .waitFor();
    }
    await page.getByLabel('Verification code').fill('000000');
    await Promise.all([
      page.waitForURL(/\/m\/signin\?failCount=6&lockedOutUntil=\d+$/),
      page.getByRole('button', { name: 'Verify' }).click(),
    ]);
    await waitForHydration(page);
    await page
      .getByText(/^You reached your maximum number of attempts \(6\)\. You can try again after \d\d:\d\d UTC\.$/)
      .waitFor();
    expect((await session(page)).isLoggedInCookie).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});
