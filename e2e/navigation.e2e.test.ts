import AxeBuilder from '@axe-core/playwright';
import { describe, expect, inject, it } from 'vitest';
import { signUpWithPassword } from './support/accounts.ts';
import { animationsSettled, collectProblems, useBrowser, waitForHydration } from './support/browser.ts';

const baseURL = inject('baseURL');
const browser = useBrowser();

describe('the top bar and the avatar menu, in Chromium', () => {
  it('a signed-in reader’s page hydrates without asking for the bar’s data; the avatar menu works by keyboard and closes on Escape and on scroll', async () => {
    const context = await browser().newContext({ viewport: { width: 1100, height: 500 } });
    const page = await context.newPage();
    const problems = collectProblems(page);
    const email = `menu${Date.now()}@example.com`;
    await signUpWithPassword(page, email, 'a very good password', 'Mina Menu');

    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_/graphql')) dataRequests.push(request.postData() ?? request.url());
    });
    await page.goto(`${baseURL}/@ada`);
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Your account' });
    // the toggle is enabled once its code has hydrated
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    await page.waitForTimeout(300);
    expect(dataRequests).toEqual([]);
    await expect(page.getByRole('link', { name: 'Become a member' }).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Notifications' }).isVisible()).resolves.toBe(true);

    // keyboard: focus the toggle, open with Enter, walk to an item, close with Escape
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('.avatar-menu__panel');
    await menu.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect(menu.getByRole('link', { name: 'Settings' }).isVisible()).resolves.toBe(true);
    await expect(menu.getByRole('link', { name: /Sign out/ }).textContent()).resolves.toContain(email);
    await animationsSettled(menu);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Your account');

    // spec 1 §4: it closes when the page scrolls
    await toggle.click();
    await menu.waitFor();
    await page.evaluate(() => window.scrollBy(0, 200));
    await menu.waitFor({ state: 'detached' });

    // the Settings item leads where it says
    await toggle.click();
    await Promise.all([page.waitForURL(`${baseURL}/me/settings`), menu.getByRole('link', { name: 'Settings' }).click()]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a small screen, Write moves into the menu and the membership button leaves the bar', async () => {
    const context = await browser().newContext({ viewport: { width: 400, height: 800 } });
    const page = await context.newPage();
    await signUpWithPassword(page, `small${Date.now()}@example.com`, 'a very good password', 'Sam Small');
    await page.goto(`${baseURL}/@ada`);
    await waitForHydration(page);
    await expect(page.locator('.top-bar__membership').isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Your account' }).click();
    await page.locator('.avatar-menu__panel').getByRole('link', { name: 'Write' }).waitFor();
    await context.close();
  });
});
