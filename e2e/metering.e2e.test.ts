import { describe, expect, it } from 'vitest';
import { signInByEmailLink, signUp } from './support/accounts.ts';
import { collectProblems, useBrowser, waitForHydration } from './support/browser.ts';
import { liveClientScript } from './support/chunks.ts';
import { baseURL } from './support/site.ts';

const browser = useBrowser();

const KITCHEN = {
  path: '/kitchen-table/a-kitchen-table-a-notebook-and-my-grandmothers-recipes-a00000000003',
  ending: 'Some of it I will never get right.',
};
const BAKER = {
  path: '/kitchen-table/what-the-baker-knows-at-four-in-the-morning-a00000000004',
  ending: 'What I know at four in the morning is mostly patience',
};

describe('the reading meter, in Chromium', () => {
  it('opens a visitor’s free story, stops them at the next with the registration wall, and lets them read on once they sign up', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const problems = collectProblems(page);
    const scripts: string[] = [];
    const operations: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script') scripts.push(pathname);
      if (pathname === '/_/graphql') operations.push(request.postData() ?? '');
    });
    await page.goto(baseURL + KITCHEN.path);
    await waitForHydration(page, { untouched: true });
    await page.getByText(KITCHEN.ending).waitFor();
    await page.getByText('That was your last free member-only story this month.').waitFor();
    // one small request counts the view and brings the rest: no page query again, no GraphQL client
    await page.waitForLoadState('networkidle');
    expect(operations.map((body) => (JSON.parse(body) as { operationName: string }).operationName)).toEqual([
      'RecordPostView',
    ]);
    expect(scripts).not.toContain(liveClientScript());

    await page.goto(baseURL + BAKER.path);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Create an account to read the full story' }).waitFor();
    expect(await page.getByText(BAKER.ending).count()).toBe(0);

    await signUp(page, `meter${Date.now()}@example.com`, 'a metered password', 'Mia Reader', BAKER.path);
    await page.getByText(BAKER.ending).waitFor();
    await page.getByText('You have 2 free member-only stories left this month.').waitFor();
    expect(
      await page
        .getByRole('heading', { name: /Create an account|for members|free member-only stories this month/ })
        .count(),
    ).toBe(0);
    // the read-next meter hides for a day
    await page.getByRole('button', { name: 'Hide for a day' }).click();
    await page.reload();
    await waitForHydration(page);
    await page.getByText(BAKER.ending).waitFor();
    expect(await page.locator('.meter').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets a member read every members-only story, with no wall and no meter', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await signInByEmailLink(page, 'chen@example.com');
    for (const story of [KITCHEN, BAKER]) {
      await page.goto(baseURL + story.path);
      await waitForHydration(page);
      await page.getByText(story.ending).waitFor();
      expect(await page.locator('.paywall, .meter').count()).toBe(0);
    }
    await context.close();
  });
});
