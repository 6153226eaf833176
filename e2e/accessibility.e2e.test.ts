import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { useBrowser, waitForHydration } from './support/browser.ts';
import { baseURL } from './support/site.ts';

const browser = useBrowser();

/** WCAG 2.4.2: a title once the page has hydrated, whatever it became. */
const titled = async (page: Page) => expect(await page.title()).toMatch(/Quire/);

describe('accessibility of the main pages (axe): no violation of any impact, and a title on each', () => {
  // a visitor going from page to page, in one tab
  let visitor: Page;
  beforeAll(async () => {
    visitor = await (await browser().newContext()).newPage();
  });

  it.each([
    ['home', '/'],
    ['a profile', '/@ada'],
    ['a publication', '/the-long-view'],
    ['a post', '/the-long-view/the-city-that-learned-to-slow-down-a00000000001'],
    ['not found', '/no/such/page'],
    ['sign in', '/m/signin'],
    ['a tag', '/tag/cities'],
    ['a tag’s top writers', '/tag/cities/top-writers'],
    ['the topics', '/topics'],
    ['a profile’s followers', '/@ada/followers'],
    ['a publication’s archive', '/the-long-view/archive'],
    ['search results', '/search?q=slow'],
    ['people found', '/search/users?q=a'],
    ['a writer’s membership page', '/@ada/membership'],
    ['the membership landing', '/membership'],
    ['the gift landing', '/gift'],
    ['earning', '/earn'],
    ['the Partner Program’s terms', '/m/partner-program'],
    ['the editor, to a visitor', '/new-story'],
    ['the help centre', '/help'],
  ])('%s (%s) has no violation, and a title of its own', async (_, path) => {
    await visitor.goto(baseURL + path);
    await waitForHydration(visitor);
    expect(await axeViolations(visitor)).toEqual([]);
    await titled(visitor);
  });

  it('the writer’s pages (new publication, its settings, the publish panel, your stories with its menu open, story settings) have none either', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await signUp(page, `a11y${Date.now()}@example.com`, 'an accessible password', 'Ally Writer');
    const visit = async (path: string) => {
      await page.goto(baseURL + path);
      await waitForHydration(page);
      expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
      await titled(page);
    };
    await visit('/new-publication');
    const slug = `ally-${Date.now().toString(36)}`;
    await page.getByLabel('Name', { exact: true }).fill('Ally Press');
    await page.getByLabel(/^Address/).fill(slug);
    await Promise.all([
      page.waitForURL(`${baseURL}/${slug}/settings`),
      page.getByRole('button', { name: 'Create publication' }).click(),
    ]);
    await visit(`/${slug}/settings`);
    // a navigation link, added by keyboard-reachable controls, shows under the name
    await page.getByRole('button', { name: 'Add a link' }).click();
    await page.getByLabel('Item 1: title').fill('About us');
    await page.getByRole('button', { name: 'Save navigation' }).click();
    await page.getByText('Navigation saved.').waitFor();
    await visit(`/${slug}`);
    expect(
      await page
        .getByRole('navigation', { name: 'Ally Press sections' })
        .getByRole('link', { name: 'About us' })
        .getAttribute('href'),
    ).toBe(`/${slug}/about`);
    await page.goto(`${baseURL}/new-story`);
    await waitForHydration(page);
    await page.waitForURL(/\/p\/[0-9a-f]{12}\/edit$/);
    const postId = /\/p\/([0-9a-f]{12})\/edit$/.exec(page.url())?.[1] ?? '';
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    expect(await axeViolations(page)).toEqual([]);
    await titled(page);
    await visit('/me/stories/drafts');
    await page.getByRole('button', { name: 'More actions' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await titled(page);
    await visit(`/p/${postId}/settings`);
    await visit('/me/publications');
    await visit('/me/applications');
    await context.close();
  });

  it('a reader’s pages (the story with its save menu, responses and author menu open, the library, a list, the reading history) have none either', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await signUp(page, `a11y-reader${Date.now()}@example.com`, 'an accessible password', 'Ally Reader');
    const check = async (what: string) => {
      expect({ what, violations: await axeViolations(page) }).toEqual({ what, violations: [] });
      await titled(page);
    };
    await page.goto(`${baseURL}/the-long-view/the-city-that-learned-to-slow-down-a00000000001`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Create new list' }).click();
    await page.getByLabel('Name of the new list').fill('Ally’s list');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Saved to Ally’s list.').waitFor();
    await check('the save menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'More actions for Ada Okafor' }).click();
    await page.locator('#responses-heading').scrollIntoViewIfNeeded();
    await page.getByLabel('Your response').waitFor();
    await check('the story with responses and the author menu');
    await page.goto(`${baseURL}/me/lists`);
    await waitForHydration(page);
    await check('the library');
    await page.getByRole('link', { name: 'Ally’s list' }).click();
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Ally’s list' }).waitFor();
    await check('a list');
    await page.goto(`${baseURL}/me/readinghistory`);
    await waitForHydration(page);
    await check('the reading history');
    await context.close();
  });
});
