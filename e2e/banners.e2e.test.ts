import AxeBuilder from '@axe-core/playwright';
import { describe, expect, inject, it } from 'vitest';
import { readOutbox } from './support/accounts.ts';
import { collectProblems, useBrowser, waitForHydration } from './support/browser.ts';

const baseURL = inject('baseURL');
const browser = useBrowser();

describe('partner banners, in Chromium', () => {
  it('a partner sees the terms and tax banners; Got it dismisses the terms banner for good', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const problems = collectProblems(page);
    // Bruno, of the demo site, accepted the terms before they changed and has tax forms in review
    await page.goto(`${baseURL}/m/signin`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Sign in with email' }).click();
    await page.getByLabel('Your email').fill('bruno@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Check your inbox.' }).waitFor();
    await page.goto((await readOutbox()).find((entry) => entry.to === 'bruno@example.com')?.links[0] ?? '');
    await waitForHydration(page);
    await Promise.all([page.waitForURL(`${baseURL}/`), page.getByRole('button', { name: 'Continue to Quire' }).click()]);
    await waitForHydration(page);

    const notices = page.getByRole('region', { name: 'Notices' });
    await expect(notices.textContent()).resolves.toContain('Your tax forms are being reviewed. Please wait 3 to 5 business days.');
    const terms = notices.locator('[data-banner="PP_ACCEPT_TERMS"]');
    await expect(terms.textContent()).resolves.toContain('The Partner Program terms were updated');
    const axe = await new AxeBuilder({ page }).include('.banners').analyze();
    expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

    const saved = page.waitForResponse((response) => response.url().includes('/_/graphql') && (response.request().postData() ?? '').includes('DismissFlag'));
    await terms.getByRole('button', { name: 'Got it' }).click();
    await terms.waitFor({ state: 'detached' });
    await saved;
    await page.reload();
    await waitForHydration(page);
    await expect(notices.locator('[data-banner="TAX_STATUS"]').count()).resolves.toBe(1);
    await expect(notices.locator('[data-banner="PP_ACCEPT_TERMS"]').count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
