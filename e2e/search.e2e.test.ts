import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { collectProblems, useBrowser, waitForHydration } from './support/browser.ts';
import { watchReportedEvents } from './support/reported-events.ts';
import { baseURL } from './support/site.ts';

const browser = useBrowser();

const focusedText = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.activeElement?.querySelector('.predictive__label')?.textContent ?? null);

describe('predictive search in the top bar, in Chromium (docs/spec-checklist.md 1 §2.10)', () => {
  it('shows People and Publications as the reader types, cycles with the arrow keys, and Enter opens the full page', async () => {
    const context = await browser().newContext({ viewport: { width: 1100, height: 800 } });
    const page = await context.newPage();
    const problems = collectProblems(page);
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    const reported = watchReportedEvents(page);
    await page.goto(`${baseURL}/`);
    await waitForHydration(page);
    // readers who never search never download the popover
    expect(scripts.some((url) => url.includes('predictive-search'))).toBe(false);

    const box = page.getByRole('searchbox', { name: 'Search Quire' });
    await box.focus();
    await page.keyboard.type('a');
    const popover = page.getByRole('region', { name: 'Search suggestions' });
    await popover.waitFor();
    const people = popover.getByRole('region', { name: 'People' });
    await expect(people.getByRole('link', { name: /Ada Okafor/ }).isVisible()).resolves.toBe(true);
    // the words the query matched are in bold (the search API's _highlightResult)
    await expect(
      people
        .getByRole('link', { name: /Ada Okafor/ })
        .locator('strong')
        .first()
        .textContent(),
    ).resolves.toBe('Ada');
    await expect(
      popover
        .getByRole('region', { name: 'Publications' })
        .getByRole('link', { name: /The Long View/ })
        .isVisible(),
    ).resolves.toBe(true);
    await expect(people.getByRole('link', { name: 'More people' }).getAttribute('href')).resolves.toBe(
      '/search/users?q=a',
    );
    const axe = await new AxeBuilder({ page }).include('.top-bar').analyze();
    expect(
      axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
    ).toEqual([]);
    // the popover is 316 px wide and its rows 250 px (docs/search.md)
    const widths = await popover.evaluate((element) => ({
      popover: element.getBoundingClientRect().width,
      rows: [...element.querySelectorAll('.predictive__hit')].map((row) => row.getBoundingClientRect().width),
    }));
    expect(widths.popover).toBe(316);
    expect(new Set(widths.rows)).toEqual(new Set([250]));

    // ArrowDown goes to the first hit; ArrowUp on the first wraps to the last, ArrowDown on the last to the first
    const labels = await popover.locator('.predictive__hit .predictive__label').allTextContents();
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe(labels[0]);
    await page.keyboard.press('ArrowUp');
    expect(await focusedText(page)).toBe(labels.at(-1));
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe(labels[0]);

    // Escape closes it and gives focus back to the box
    await page.keyboard.press('Escape');
    await expect(popover.count()).resolves.toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('q');
    // typing opens it again; a click away closes it, and so does emptying the query
    await page.keyboard.type('d');
    await popover.waitFor();
    await page.mouse.click(1060, 500);
    await expect(popover.count()).resolves.toBe(0);
    await box.focus();
    await page.keyboard.type('a');
    await popover.waitFor();
    await box.fill('');
    await popover.waitFor({ state: 'detached' });

    await box.fill('slow');
    await Promise.all([page.waitForURL(`${baseURL}/search?q=slow`), box.press('Enter')]);
    await expect(page.getByRole('heading', { name: /Results for/ }).textContent()).resolves.toContain('slow');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('quire:recent-searches') ?? '[]'))).toEqual([
      'slow',
    ]);
    const events = (await reported()).map((event) => event.type);
    expect(events).toContain('search.predictiveOpened');
    expect(events).toContain('search.predictiveQueried');

    // the search page without a query offers the recent searches, newest first
    await page.goto(`${baseURL}/search?q=city`);
    await waitForHydration(page);
    await page.goto(`${baseURL}/search`);
    await waitForHydration(page);
    const recent = page.getByRole('region', { name: 'Recent searches' });
    await recent.waitFor();
    expect(await recent.getByRole('link').allTextContents()).toEqual(['city', 'slow']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('inside a publication searches its stories first, and a click is reported before the story opens', async () => {
    const page = await browser().newPage({ viewport: { width: 1100, height: 800 } });
    const problems = collectProblems(page);
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_/graphql') && (request.postData() ?? '').includes('searchClickEvent'))
        reports.push(request.postData() ?? '');
    });
    await page.goto(`${baseURL}/the-long-view`);
    await waitForHydration(page);
    const box = page.getByRole('searchbox', { name: 'Search', exact: true });
    await box.focus();
    await page.keyboard.type('slow');
    const section = page.getByRole('region', { name: 'From this Publication' });
    await section.waitFor();
    const hit = section.getByRole('link', { name: /The city that learned to slow down/ });
    await expect(section.getByRole('link', { name: 'Search all of Quire' }).getAttribute('href')).resolves.toBe(
      '/search?q=slow',
    );
    // a hit links to the story's permanent address, /p/{postId}
    await Promise.all([page.waitForURL(/\/p\/[0-9a-f]{12}$/), hit.click()]);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'The city that learned to slow down',
    );
    expect(reports).toHaveLength(1);
    // the transport batches: the report is one operation of the request
    const sent: unknown = JSON.parse(reports[0] ?? '{}');
    const operation = (Array.isArray(sent) ? sent : [sent]).find((entry: { query?: string }) =>
      entry.query?.includes('searchClickEvent'),
    );
    expect(operation).toMatchObject({
      variables: { indexName: 'quire_posts', objectIds: [expect.any(String)], positions: [1] },
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens from the icon on an extra-small screen, and says so when the suggestions fail', async () => {
    const page = await browser().newPage({ viewport: { width: 380, height: 700 } });
    await page.goto(`${baseURL}/`);
    await waitForHydration(page);
    const box = page.getByRole('searchbox', { name: 'Search Quire' });
    expect((await box.boundingBox())?.width ?? 0).toBeLessThan(2);
    await page.locator('.search-box__field').click();
    await page.keyboard.type('ada');
    await page.getByRole('region', { name: 'People' }).waitFor();
    expect((await box.boundingBox())?.width ?? 0).toBeGreaterThan(300);
    // a search host that fails (docs/spec-checklist.md 3 §7: 400 or more is an error) says so, instead of the older hits
    await page.route('**/1/indexes/*/queries', (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.keyboard.type(' ok');
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: 'Suggestions aren’t available right now. Press Enter to search.' })
          .count(),
      )
      .toBe(1);
    expect(await page.getByRole('region', { name: 'People' }).count()).toBe(0);
    await page.close();
  });
});
