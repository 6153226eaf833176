import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInByEmailLink, signUp } from './support/accounts.ts';
import { severeViolations } from './support/axe.ts';
import { collectProblems, useBrowser, waitForHydration } from './support/browser.ts';
import { baseURL } from './support/site.ts';
import { chunkOf } from './support/chunks.ts';
import { becomeMember } from './support/stripe.ts';

const browser = useBrowser();

const STORY = {
  id: 'a00000000002',
  path: '/@ada/writing-code-you-can-read-in-a-year-a00000000002',
  title: 'Writing code you can read in a year',
};

/** A members-only story of the demo's Partner Program writer, bruno: members' reading of it earns. */
const MEMBERS_STORY = {
  id: 'a00000000003',
  path: '/kitchen-table/a-kitchen-table-a-notebook-and-my-grandmothers-recipes-a00000000003',
};

interface Totals {
  views: number;
  reads: number;
  memberReadingTimeMs: number;
}

/** The writer's own numbers for a story over the last week, from the stats data route. */
async function storyTotals(writer: Page, storyId = STORY.id): Promise<Totals> {
  const now = Date.now();
  const response = await writer.request.get(`${baseURL}/me/stats/${storyId}/${now - 7 * 86_400_000}/${now + 60_000}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { totals: Totals }).totals;
}

/** Moves the page's clock on by the event queue's send delay (docs/spec-checklist.md 3 §9) until what it reported matches. */
async function untilReported(page: Page, reported: readonly string[], pattern: RegExp): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(5_000);
        return reported.join();
      },
      { timeout: 10_000 },
    )
    .toMatch(pattern);
}

describe('writers’ stats, in Chromium', () => {
  it('a visitor who only reads the top and leaves, and one who reads to the end; their writer sees the views and the read in the table and the chart, switches range and opens the story’s stats', async () => {
    const writerContext = await browser().newContext({ viewport: { width: 1100, height: 900 } });
    const writer = await writerContext.newPage();
    const problems = collectProblems(writer);
    await signInByEmailLink(writer, 'ada@example.com');
    const before = await storyTotals(writer);

    // a reader who never presses anything: the page never loads React (client/boot.ts), and its
    // first script counts the view, sent as the tab closes
    const glancer = await (await browser().newContext()).newPage();
    const scripts: string[] = [];
    glancer.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await glancer.goto(baseURL + STORY.path);
    await waitForHydration(glancer, { untouched: true });
    await glancer.mouse.wheel(0, 300);
    await glancer.close({ runBeforeUnload: true });
    await expect
      .poll(() => storyTotals(writer), { timeout: 15_000, interval: 500 })
      .toMatchObject({ views: before.views + 1, reads: before.reads });
    expect(scripts).not.toContain(chunkOf('client/main.tsx'));

    // the visitor's page clock is ours: the event queue sends after its delay (docs/spec-checklist.md 3 §9)
    const visitorContext = await browser().newContext();
    const visitor = await visitorContext.newPage();
    const reported: string[] = [];
    visitor.on('request', (request) => {
      if (request.url().endsWith('/_/batch')) reported.push(request.postData() ?? '');
    });
    await visitor.clock.install();
    await visitor.goto(baseURL + STORY.path);
    await waitForHydration(visitor);
    await visitor.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await untilReported(visitor, reported, /post\.view.*post\.read|post\.read.*post\.view/);
    // the visitor's tab stays open until the server has counted: closing its context would cancel
    // a report still on its way, which a reader's browser would deliver
    await expect
      .poll(() => storyTotals(writer), { timeout: 15_000, interval: 500 })
      .toMatchObject({ views: before.views + 2, reads: before.reads + 1 });
    await visitorContext.close();

    // the page's clock is ours too: it asks again each minute while in view
    await writer.clock.install();
    await writer.goto(`${baseURL}/me/stats?range=7d`);
    await waitForHydration(writer);
    await writer.getByRole('heading', { name: 'Your stats' }).waitFor();
    const refreshed = writer.waitForRequest(
      (request) => request.url().endsWith('/_/graphql') && (request.postData() ?? '').includes('writerStats'),
    );
    await writer.clock.fastForward(60_000);
    await refreshed;
    const row = writer.getByRole('row', { name: new RegExp(STORY.title) });
    await expect.poll(() => row.getByRole('cell').nth(0).textContent()).toBe(String(before.views + 2));
    expect(await row.getByRole('cell').nth(1).textContent()).toBe(String(before.reads + 1));
    // the chart draws the same days the table lists
    await writer.locator('.stats-chart canvas').waitFor();
    await writer.getByText('The numbers by day').click();
    const today = new Date().toISOString().slice(0, 10);
    expect(
      Number(
        await writer
          .getByRole('row', { name: new RegExp(today) })
          .getByRole('cell')
          .nth(0)
          .textContent(),
      ),
    ).toBeGreaterThanOrEqual(1);

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

  it('a member reads a members-only story for 40 seconds and closes the tab: the writer’s members’ reading time counts those seconds, once', async () => {
    const writer = await (await browser().newContext()).newPage();
    await signInByEmailLink(writer, 'bruno@example.com');
    const before = await storyTotals(writer, MEMBERS_STORY.id);

    // a reader of their own, made a member through Checkout (the demo's member signs in elsewhere, and
    // sign-in links to one address are limited per hour)
    const run = Date.now().toString(36);
    const member = await (await browser().newContext()).newPage();
    await signUp(member, `member-${run}@example.com`, 'a member password', 'Mem Reader');
    await becomeMember(member, run);
    await member.clock.install();
    await member.goto(baseURL + MEMBERS_STORY.path);
    await waitForHydration(member);
    await member.clock.runFor(40_000);
    // closing the tab is the last the page hears: its reading time goes then or never (a request
    // from a closed page is the browser's alone, so the count on the server is what tells)
    await member.close({ runBeforeUnload: true });

    const counted = (totals: Totals) => totals.memberReadingTimeMs - before.memberReadingTimeMs;
    await expect
      .poll(async () => counted(await storyTotals(writer, MEMBERS_STORY.id)), { timeout: 15_000, interval: 500 })
      .toBeGreaterThanOrEqual(40_000);
    // the page sent its events when hidden and again when left: the second send carried nothing twice
    const readingTime = await storyTotals(writer, MEMBERS_STORY.id);
    expect(counted(readingTime)).toBeLessThan(50_000);
    expect(readingTime.views).toBe(before.views + 1);
    await writer.context().close();
  });

  it('a visitor’s clicks on the avatar menu, the top bar and the footer are reported, even across a page change, and staff see them with the page’s vitals', async () => {
    const visitorContext = await browser().newContext({ viewport: { width: 1100, height: 900 } });
    const visitor = await visitorContext.newPage();
    const problems = collectProblems(visitor);
    const reported: string[] = [];
    const performance: string[] = [];
    visitor.on('request', (request) => {
      if (request.url().endsWith('/_/batch')) reported.push(request.postData() ?? '');
      if (request.url().endsWith('/_/clientele/reports/performance/')) performance.push(request.postData() ?? '');
    });
    await visitor.clock.install();
    await visitor.goto(`${baseURL}/`);
    await waitForHydration(visitor);
    await visitor.getByRole('button', { name: 'Get started' }).click();
    await visitor.keyboard.press('Escape');
    // the footer's Help leaves the page long before the send delay: what it kept goes as it leaves
    await Promise.all([
      visitor.waitForURL(`${baseURL}/help`),
      visitor.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Help' }).click(),
    ]);
    await waitForHydration(visitor);
    await expect.poll(() => reported.join()).toMatch(/footer\.clicked/);
    // kept open past the send delay, a page loads its queue, which sends what was kept and watches
    // the page's web vitals for the observer's window (docs/spec-checklist.md 3 §9: 2.5 s) before it reports them
    await visitor.getByRole('button', { name: 'Get started' }).click();
    await visitor.keyboard.press('Escape');
    const queueSent = visitor.waitForRequest(
      (request) => request.url().endsWith('/_/batch') && request.frame().url() === `${baseURL}/help`,
    );
    const vitalsSent = visitor.waitForRequest((request) => request.url().endsWith('/_/clientele/reports/performance/'));
    await visitor.clock.fastForward(5_000);
    await queueSent;
    await visitor.clock.fastForward(2_500);
    await vitalsSent;
    await visitor.getByRole('link', { name: 'Quire' }).first().click();
    await visitor.waitForURL(`${baseURL}/`);
    await waitForHydration(visitor);
    await expect.poll(() => reported.join()).toMatch(/nav\.clicked/);
    type Reported = { eventId: string; type: string; data: { target?: string; location: string } };
    const events = [
      ...new Map(
        reported.flatMap((body) => JSON.parse(body) as Reported[]).map((event) => [event.eventId, event]),
      ).values(),
    ];
    const where = (event: Reported) => [event.type, event.data.target ?? null, new URL(event.data.location).pathname];
    // the server keeps each event once: a page that sent as it left did not hear the answer, and
    // the next page's queue sent those events again
    expect(events.map(where)).toEqual([
      ['nav.avatarMenuOpened', null, '/'],
      ['footer.clicked', 'Help', '/'],
      ['nav.avatarMenuOpened', null, '/help'],
      ['nav.clicked', 'home', '/help'],
    ]);
    // one report, from the page kept open past the window; the page left at once reported nothing
    expect(performance.flatMap((body) => (JSON.parse(body) as { events: Reported[] }).events.map(where))).toEqual([
      ['perf.vitals', null, '/help'],
    ]);
    expect(problems).toEqual([]);

    // the visitor's context stays open until staff see every event: closing it would cancel a
    // report still on its way (the last page's, sent as it left), which a reader's browser delivers
    const staffContext = await browser().newContext({ viewport: { width: 1100, height: 900 } });
    const staff = await staffContext.newPage();
    await signInByEmailLink(staff, 'ada@example.com');
    await staff.goto(`${baseURL}/_/admin/internal-status`);
    for (const type of ['nav.avatarMenuOpened', 'footer.clicked', 'nav.clicked', 'perf.vitals']) {
      await expect
        .poll(
          async () => {
            await staff.reload();
            return staff.getByRole('row', { name: new RegExp(`^${type.replace('.', '\\.')} \\d+`) }).count();
          },
          { timeout: 15_000, interval: 500 },
        )
        .toBe(1);
    }
    await staffContext.close();
    await visitorContext.close();
  });
});
