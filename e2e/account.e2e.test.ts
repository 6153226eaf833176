import { describe, expect, inject, it } from 'vitest';
import { signUpWithPassword } from './support/accounts.ts';
import { severeViolations } from './support/axe.ts';
import { collectProblems, useBrowser, waitForHydration } from './support/browser.ts';

const baseURL = inject('baseURL');
const browser = useBrowser();

describe('an account that is one’s own, in Chromium (issue 26)', () => {
  it('a writer changes their username in settings and an old link leads to the new profile', async () => {
    const stamp = Date.now().toString(36);
    const page = await (await browser().newContext()).newPage();
    const problems = collectProblems(page);
    await signUpWithPassword(page, `renamed-${stamp}@example.com`, 'a writer who renames', 'Rena Named');
    const viewer = (await (await page.request.post(`${baseURL}/_/graphql`, { data: { query: '{ viewer { username } }' } })).json()) as { data: { viewer: { username: string } } };
    const before = viewer.data.viewer.username;
    const after = `rena_${stamp}`;

    await page.goto(`${baseURL}/me/settings/account`);
    await waitForHydration(page);
    expect(await severeViolations(page)).toEqual([]);
    await page.getByLabel('Username').fill(after);
    await page.getByRole('button', { name: 'Change username' }).click();
    await page.getByText(`Your profile is now at /@${after}.`).waitFor();

    await page.goto(`${baseURL}/@${before}`);
    await page.waitForURL(`${baseURL}/@${after}`);
    await page.getByRole('heading', { name: 'Rena Named' }).first().waitFor();
    expect(problems).toEqual([]);
  });
});
