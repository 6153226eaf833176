import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { totpCode } from '../../worker/auth/totp.ts';
import { waitForHydration } from './browser.ts';
import { baseURL } from './site.ts';

/** The session values the page started with. */
export const session = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __PRELOADED_STATE__: { session: { xsrf: string; isLoggedInCookie: boolean } } })
        .__PRELOADED_STATE__.session,
  );

/** GraphQL from the page, as its own code would ask, with the session's anti-forgery value. */
export async function ask<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { xsrf } = await session(page);
  return page.evaluate(
    async ({ query, variables, xsrf }) => {
      const response = await fetch('/_/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Xsrf-Token': xsrf },
        body: JSON.stringify({ query, variables }),
      });
      return ((await response.json()) as { data: T }).data;
    },
    { query, variables, xsrf },
  );
}

export async function signOut(page: Page) {
  const { xsrf } = await session(page);
  await page.goto(`${baseURL}/m/signout/${xsrf}`);
  expect((await session(page)).isLoggedInCookie).toBe(false);
}

/** Signs out and opens the sign-in page, ready for the next way in. */
export async function signOutToSignIn(page: Page) {
  await signOut(page);
  await page.goto(`${baseURL}/m/signin`);
  await waitForHydration(page);
}

/** Opens the sign-in page and submits an e-mail address, as a reader choosing "Sign in with email". */
export async function enterEmailToSignIn(page: Page, email: string) {
  await page.goto(`${baseURL}/m/signin`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign in with email' }).click();
  await page.getByLabel('Your email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Presses the button that finishes a way in, waits for the page it lands on (the home page unless
 * told) and checks the reader is signed in there.
 */
export async function pressToLandSignedIn(page: Page, button: string, landing = `${baseURL}/`) {
  await Promise.all([page.waitForURL(landing), page.getByRole('button', { name: button }).click()]);
  await waitForHydration(page);
  expect((await session(page)).isLoggedInCookie).toBe(true);
}

let network = Math.floor(Math.random() * 200);

/**
 * Each sign-up comes from its own address (the edge's CF-Connecting-IP, which wrangler passes on),
 * as new accounts are limited per network and the journeys make several. The page keeps it, so
 * the new reader's later requests come from the same network.
 */
async function newNetwork(page: Page): Promise<string> {
  const address = `198.18.${(network += 1) % 250}.${Math.floor(Math.random() * 250) + 1}`;
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': address });
  return address;
}

/** Signs up through the sign-up steps with a password and lands on the home page, signed in. */
export async function signUpWithPassword(page: Page, email: string, password: string, name?: string) {
  await newNetwork(page);
  await page.goto(`${baseURL}/m/signin?operation=register`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign up with email' }).click();
  await page.getByLabel('Your email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  if (name) await page.getByLabel('Your full name').fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password').fill(password);
  await Promise.all([page.waitForURL(`${baseURL}/`), page.getByRole('button', { name: 'Finish' }).click()]);
  await waitForHydration(page);
}

/**
 * Makes an account as the sign-up steps' last one does (the createAccount operation, from the
 * page's browser context, so the session cookie lands in it), then opens `landing` signed in.
 * For journeys about something else: walking the steps costs two page loads a journey, and
 * e2e/sign-in.e2e.test.ts walks them.
 */
export async function signUp(page: Page, email: string, password: string, name?: string, landing = '/') {
  const address = await newNetwork(page);
  const response = await page.request.post(`${baseURL}/_/graphql`, {
    headers: { 'CF-Connecting-IP': address, 'X-Xsrf-Token': 'a visitor' },
    data: {
      query:
        'mutation ($email: String, $name: String, $password: String) { createAccount(email: $email, name: $name, password: $password) { __typename } }',
      variables: { email, name, password },
    },
  });
  expect(await response.json()).toEqual({ data: { createAccount: { __typename: 'AuthInfo' } } });
  await page.goto(baseURL + landing);
  await waitForHydration(page);
  expect((await session(page)).isLoggedInCookie).toBe(true);
}

export interface OutboxMessage {
  to: string;
  kind: 'email' | 'sms' | 'voice';
  subject: string;
  text: string;
  links: string[];
  code: string | null;
}

/** What development mode sent instead of mail, texts and calls, newest first. */
export const readOutbox = async (): Promise<OutboxMessage[]> =>
  (await (await fetch(`${baseURL}/_/dev/outbox`)).json()) as OutboxMessage[];

/**
 * The newest sign-in mail to an address (the one with a code): a demo writer also gets
 * notification e-mails from other journeys, which must not be taken for it.
 */
export const newestSignInMail = async (email: string): Promise<OutboxMessage | undefined> =>
  (await readOutbox()).find((entry) => entry.to === email && entry.code !== null);

/**
 * Signs an account that has no password (the demo writers) in by the e-mail link from the outbox,
 * and lands on the home page.
 */
export async function signInByEmailLink(page: Page, email: string) {
  await enterEmailToSignIn(page, email);
  await page.getByRole('heading', { name: 'Check your inbox.' }).waitFor();
  await page.goto((await newestSignInMail(email))?.links[0] ?? '');
  await waitForHydration(page);
  await Promise.all([page.waitForURL(`${baseURL}/`), page.getByRole('button', { name: 'Continue to Quire' }).click()]);
  await waitForHydration(page);
}

/** On the security settings: turns on an authenticator app with its first code; answers the app's secret at the backup codes step. */
export async function enableAuthenticatorApp(page: Page): Promise<string> {
  await page.getByLabel('Authenticator app').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.locator('.two-factor__secret').textContent()) ?? '';
  await page.getByLabel('Code from the app').fill(totpCode(secret, Date.now()));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('heading', { name: 'Save your backup codes' }).waitFor();
  return secret;
}
