import { describe, expect, it } from 'vitest';
import { session, signUp } from './support/accounts.ts';
import { collectProblems, useBrowser, waitForHydration } from './support/browser.ts';
import { baseURL } from './support/site.ts';

// Signing in on a publication's own domain (docs/security.md, "Signing in on a writer's own
// domain"): the domain starts the hand-off, the main site asks, and the session it makes there
// is that domain's alone.

const port = new URL(baseURL).port;
const publication = `http://longview.example:${port}`;
const browser = useBrowser({ customDomains: ['longview.example'] });

/** Who the main site sees for a Cookie header. */
async function mainSiteViewer(cookie: string): Promise<unknown> {
  const response = await fetch(`${baseURL}/_/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ query: '{ viewer { id } }' }),
  });
  return ((await response.json()) as { data: { viewer: unknown } }).data.viewer;
}

describe('signing in on a publication’s own domain, in Chromium', () => {
  it('asks the reader on the main site, signs them in on the domain, and the domain’s cookie is a visitor’s on the main site', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const problems = collectProblems(page);
    await signUp(page, `hana${Date.now()}@example.com`, 'a very good password', 'Hana Reader');

    await page.goto(`${publication}/`);
    await waitForHydration(page);
    expect((await session(page)).isLoggedInCookie).toBe(false);
    await page.getByRole('link', { name: 'Sign In' }).click();

    // the main site names the site and the reader, and does nothing until they agree
    await page.getByRole('heading', { name: `Sign in to longview.example:${port} as Hana Reader?` }).waitFor();
    expect(new URL(page.url()).origin).toBe(baseURL);
    await Promise.all([page.waitForURL(`${publication}/`), page.getByRole('button', { name: 'Continue' }).click()]);
    await waitForHydration(page);
    expect((await session(page)).isLoggedInCookie).toBe(true);

    const domainCookie = (await context.cookies(publication)).find((cookie) => cookie.name === 'sid');
    expect(domainCookie?.value).toBeTruthy();
    expect(await mainSiteViewer(`sid=${domainCookie?.value}`)).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('makes nothing of a link someone else sent: no hand-off started there, no token, no redirect', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await signUp(page, `ines${Date.now()}@example.com`, 'a very good password', 'Ines Reader');

    // the domain's owner sends the reader the main site's sign-in page with their domain in it
    await page.goto(`${baseURL}/m/signin?actionUrl=${encodeURIComponent(`${publication}/`)}`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: `Sign in to longview.example:${port} as Ines Reader?` }).waitFor();
    expect(new URL(page.url()).origin).toBe(baseURL);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByText(`Signing in to longview.example:${port} starts there: go back to it and choose Sign in.`)
      .waitFor();
    expect(new URL(page.url()).origin).toBe(baseURL);
    expect(await context.cookies(publication)).toEqual([]);
    await context.close();
  });
});
