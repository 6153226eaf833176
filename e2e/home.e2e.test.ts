import { describe, expect, it } from 'vitest';
import { signUp } from './support/accounts.ts';
import { collectProblems, useBrowser, waitForHydration } from './support/browser.ts';

const browser = useBrowser();

const TIP = 'Follow writers, publications and topics you enjoy, and their stories will fill For you.';
const dismissSaved = (page: import('playwright-core').Page) =>
  page.waitForResponse(
    (response) =>
      response.url().includes('/_/graphql') && (response.request().postData() ?? '').includes('DismissFlag'),
  );

describe('a reader’s home, in Chromium', () => {
  it('greets the reader by their local hour, and the tip goes for good with Got it', async () => {
    const context = await browser().newContext({ timezoneId: 'Asia/Tokyo' });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await signUp(page, `home${Date.now()}@example.com`, 'a very good password', 'Hana Home', '/');
    // docs/spec-checklist.md 1 §9: the hour is the reader's own (Tokyo here), not the server's
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Asia/Tokyo' }).format(
        new Date(),
      ),
    );
    const expected = hour < 12 ? 'Good morning, Hana' : hour < 17 ? 'Good afternoon, Hana' : 'Good evening, Hana';
    await expect(page.locator('.feed__greeting').textContent()).resolves.toBe(expected);

    const tip = page.getByRole('complementary', { name: 'Tip' });
    await expect(tip.textContent()).resolves.toContain(TIP);
    const saved = dismissSaved(page);
    await tip.getByRole('button', { name: 'Got it' }).click();
    await tip.waitFor({ state: 'detached' });
    await saved;
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('complementary', { name: 'Tip' }).count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('saves the tip as seen once the reader scrolls past it (auto-dismiss)', async () => {
    const context = await browser().newContext({ viewport: { width: 900, height: 360 } });
    const page = await context.newPage();
    await signUp(page, `scroll${Date.now()}@example.com`, 'a very good password', 'Sam Scroll', '/');
    const tip = page.getByRole('complementary', { name: 'Tip' });
    await tip.waitFor();
    const saved = dismissSaved(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await saved;
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('complementary', { name: 'Tip' }).count()).resolves.toBe(0);
    await context.close();
  });
});
