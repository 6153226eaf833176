import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { signInByEmailLink } from './support/accounts.ts';
import { collectProblems, networkSettled, useBrowser, waitForHydration } from './support/browser.ts';
import { watchReportedEvents } from './support/reported-events.ts';
import { baseURL } from './support/site.ts';

const browser = useBrowser();

describe('partner banners, in Chromium', () => {
  it('a partner sees the terms and tax banners; Got it dismisses the terms banner for good', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const problems = collectProblems(page);
    // Bruno, of the demo site, accepted the terms before they changed and has tax forms in review
    await signInByEmailLink(page, 'bruno@example.com');

    const notices = page.getByRole('region', { name: 'Notices' });
    await expect(notices.textContent()).resolves.toContain(
      'Your tax forms are being reviewed. Please wait 3 to 5 business days.',
    );
    const terms = notices.locator('[data-banner="PP_ACCEPT_TERMS"]');
    await expect(terms.textContent()).resolves.toContain('The Partner Program terms were updated');
    const axe = await new AxeBuilder({ page }).include('.banners').analyze();
    expect(
      axe.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    ).toEqual([]);

    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/_/graphql') && (response.request().postData() ?? '').includes('DismissFlag'),
    );
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

describe('the EU privacy banner, in Chromium (docs/spec-checklist.md 1 §4)', () => {
  it('shows when the page says so, and I agree records the policy cookie and closes it', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const problems = collectProblems(page);
    const reported = watchReportedEvents(page);
    // The edge answers per request from where it came (worker tests cover that); this browser is
    // not in the EU, so the page is answered as the edge would answer a visitor from there.
    await page.route(`${baseURL}/the-long-view`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<meta name="quire-privacy-banner" content="0"/>',
        '<meta name="quire-privacy-banner" content="1"/>',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${baseURL}/the-long-view`);
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Privacy' });
    await banner.waitFor();
    await expect(banner.textContent()).resolves.toContain('By using Quire, you agree to our Privacy Policy');
    const axe = await new AxeBuilder({ page }).include('.privacy-banner').analyze();
    expect(
      axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
    ).toEqual([]);
    await banner.getByRole('button', { name: 'I agree' }).click();
    await banner.waitFor({ state: 'detached' });
    expect((await context.cookies()).find((cookie) => cookie.name === '201805-policy')?.value).toBe('1');
    expect((await reported()).map((event) => event.type)).toEqual(
      expect.arrayContaining(['privacy.bannerShown', 'privacy.bannerAccepted']),
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is not there when the page does not ask for it', async () => {
    const page = await browser().newPage();
    await page.goto(`${baseURL}/the-long-view`);
    await waitForHydration(page);
    await networkSettled(page);
    await expect(page.locator('.privacy-banner').count()).resolves.toBe(0);
    await page.close();
  });
});

describe('the style reminder, in Chromium (docs/spec-checklist.md 1 §4)', () => {
  it('greets a writer who has published on their own profile until Got it records it as seen', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const problems = collectProblems(page);
    // Bruno, of the demo site, has published and has never seen the reminder
    await signInByEmailLink(page, 'bruno@example.com');

    // not on someone else's profile
    await page.goto(`${baseURL}/@ada`);
    await waitForHydration(page);
    await networkSettled(page);
    await expect(page.getByRole('complementary', { name: 'Style reminder' }).count()).resolves.toBe(0);

    await page.goto(`${baseURL}/@bruno`);
    await waitForHydration(page);
    const reminder = page.getByRole('complementary', { name: 'Style reminder' });
    await reminder.waitFor();
    await expect(reminder.getByRole('link', { name: 'Design your profile' }).getAttribute('href')).resolves.toBe(
      '/me/design',
    );
    await reminder.getByRole('button', { name: 'Got it' }).click();
    await reminder.waitFor({ state: 'detached' });
    // “appears once”
    await page.reload();
    await waitForHydration(page);
    await networkSettled(page);
    await expect(reminder.count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
