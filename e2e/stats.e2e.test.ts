import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInByEmailLink } from './support/accounts.ts';
import { severeViolations } from './support/axe.ts';
import { collectProblems, useBrowser, waitForHydration } from './support/browser.ts';
import { baseURL } from './support/site.ts';

const browser = useBrowser();

const STORY = { id: 'a00000000002', path: '/@ada/writing-code-you-can-read-in-a-year-a00000000002', title: 'Writing code you can read in a year' };

interface Totals {
  views: number;
  reads: number;
}

/** The writer's own numbers for the story over the last week, from the stats data route. */
async function storyTotals(writer: Page): Promise<Totals> {
  const now = Date.now();
  const response = await writer.request.get(`${baseURL}/me/stats/${STORY.id}/${now - 7 * 86_400_000}/${now + 60_000}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { totals: Totals }).totals;
}

/** Moves the page's clock on by the event queue's send delay (spec 3 §9) until what it reported matches. */
async function untilReported(page: Page, reported: readonly string[], pattern: RegExp): Promise<void> {
  await expect
    .poll(async () => {
      await page.clock.fastForward(5_000);
      return reported.join();
    }, { timeout: 10_000 })
    .toMatch(pattern);
}

describe('writers’ stats, in Chromium (issue 22)', () => {
  it('a visitor reads a story to its end; its writer sees the view and the read in the table and the chart, switches range and opens the story’s stats', async () => {
    const writerContext = await browser().newContext({ viewport: { width: 1100, height: 900 } });
    const writer = await writerContext.newPage();
    const problems = collectProblems(writer);
    await signInByEmailLink(writer, 'ada@example.com');
    const before = await storyTotals(writer);

    // the visitor's page clock is ours: the reading report starts a while after the story shows
    const visitorContext = await browser().newContext();
    const visitor = await visitorContext.newPage();
    const reported: string[] = [];
    visitor.on('request', (request) => {
      if (request.url().endsWith('/_/batch')) reported.push(request.postData() ?? '');
    });
    await visitor.clock.install();
    await visitor.goto(baseURL + STORY.path);
    await waitForHydration(visitor);
    await visitor.clock.fastForward(10_000);
    await visitor.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // the event queue sends after its delay (spec 3 §9)
    await untilReported(visitor, reported, /post\.view.*post\.read|post\.read.*post\.view/);
    await visitorContext.close();

    await expect.poll(() => storyTotals(writer), { timeout: 15_000, interval: 500 }).toMatchObject({ views: before.views + 1, reads: before.reads + 1 });

    // the page's clock is ours too: it asks again each minute while in view
    await writer.clock.install();
    await writer.goto(`${baseURL}/me/stats?range=7d`);
    await waitForHydration(writer);
    await writer.getByRole('heading', { name: 'Your stats' }).waitFor();
    const refreshed = writer.waitForRequest((request) => request.url().endsWith('/_/graphql') && (request.postData() ?? '').includes('writerStats'));
    await writer.clock.fastForward(60_000);
    await refreshed;
    const row = writer.getByRole('row', { name: new RegExp(STORY.title) });
    await expect.poll(() => row.getByRole('cell').nth(0).textContent()).toBe(String(before.views + 1));
    expect(await row.getByRole('cell').nth(1).textContent()).toBe(String(before.reads + 1));
    // the chart draws the same days the table lists
    await writer.locator('.stats-chart canvas').waitFor();
    await writer.getByText('The numbers by day').click();
    const today = new Date().toISOString().slice(0, 10);
    expect(Number(await writer.getByRole('row', { name: new RegExp(today) }).getByRole('cell').nth(0).textContent())).toBeGreaterThanOrEqual(1);

    expect(await severeViolations(writer)).toEqual([]);

    await writer.getByRole('link', { name: '90 days' }).click();
    await writer.waitForURL(`${baseURL}/me/stats?range=90d`);
    await waitForHydration(writer);
    expect(await writer.getByRole('link', { name: '90 days' }).getAttribute('aria-current')).toBe('page');

    await writer.getByRole('link', { name: STORY.title }).click();
    await writer.waitForURL(`${baseURL}/me/stats/post/${STORY.id}`);
    await waitForHydration(writer);
    await writer.getByRole('heading', { name: `Stats for ${STORY.title}` }).waitFor();
    await writer.getByRole('heading', { name: 'Where readers came from' }).waitFor();
    expect(await writer.getByRole('row', { name: /Direct/ }).count()).toBeGreaterThanOrEqual(1);
    expect(await severeViolations(writer)).toEqual([]);
    expect(problems).toEqual([]);
    await writerContext.close();
  });

  it('a visitor’s clicks on the avatar menu, the top bar and the footer are reported, even across a page change, and staff see them with the page’s vitals', async () => {
    const visitorContext = await browser().newContext({ viewport: { width: 1100, height: 900 } });
    const visitor = await visitorContext.newPage();
    const problems = collectProblems(visitor);
    const reported: string[] = [];
    visitor.on('request', (request) => {
      if (request.url().endsWith('/_/batch')) reported.push(request.postData() ?? '');
    });
    await visitor.clock.install();
    await visitor.goto(baseURL + '/');
    await waitForHydration(visitor);
    await visitor.getByRole('button', { name: 'Get started' }).click();
    await visitor.keyboard.press('Escape');
    // the footer's Help leaves the page before anything could be sent: the click was kept
    await Promise.all([visitor.waitForURL(`${baseURL}/help`), visitor.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Help' }).click()]);
    await waitForHydration(visitor);
    expect(reported).toEqual([]);
    await visitor.getByRole('link', { name: 'Quire' }).first().click();
    await visitor.waitForURL(`${baseURL}/`);
    // the sending half loads a while after the page, then sends after the queue's delay
    await visitor.clock.fastForward(10_000);
    await untilReported(visitor, reported, /nav\.clicked/);
    const events = reported.flatMap((body) => JSON.parse(body) as { type: string; data: { target?: string; location: string } }[]);
    expect(events.map((event) => [event.type, event.data.target ?? null, new URL(event.data.location).pathname])).toEqual([
      ['nav.avatarMenuOpened', null, '/'],
      ['footer.clicked', 'Help', '/'],
      ['nav.clicked', 'home', '/help'],
    ]);
    // leaving the page reports its web vitals, sent at once or by the next page
    await visitor.goto(baseURL + '/help');
    await waitForHydration(visitor);
    await visitor.clock.fastForward(10_000);
    await untilReported(visitor, reported, /perf\.vitals/);
    expect(problems).toEqual([]);
    await visitorContext.close();

    const staffContext = await browser().newContext({ viewport: { width: 1100, height: 900 } });
    const staff = await staffContext.newPage();
    await signInByEmailLink(staff, 'ada@example.com');
    await staff.goto(`${baseURL}/_/admin/internal-status`);
    for (const type of ['nav.avatarMenuOpened', 'footer.clicked', 'nav.clicked', 'perf.vitals']) {
      await expect
        .poll(async () => {
          await staff.reload();
          return staff.getByRole('row', { name: new RegExp(`^${type.replace('.', '\\.')} \\d+`) }).count();
        }, { timeout: 15_000, interval: 500 })
        .toBe(1);
    }
    await staffContext.close();
  });
});
