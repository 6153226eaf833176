import { describe, expect, inject, it } from 'vitest';
import { signInByEmailLink } from './support/accounts.ts';
import { severeViolations } from './support/axe.ts';
import { collectProblems, useBrowser, waitForHydration } from './support/browser.ts';

const baseURL = inject('baseURL');
const browser = useBrowser();

describe('being found, in Chromium (issue 24)', () => {
  it('shows trending stories by period and topic, top stories, /about and the help centre with real content', async () => {
    const page = await (await browser().newContext()).newPage();
    const problems = collectProblems(page);
    await page.goto(`${baseURL}/trending`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Trending', level: 1 }).isVisible()).resolves.toBe(true);
    expect(await page.locator('.feed .preview').count()).toBeGreaterThan(0);
    expect(await severeViolations(page)).toEqual([]);
    // another period, then one topic's ranking
    await Promise.all([page.waitForURL(`${baseURL}/trending/mode/month`), page.getByRole('link', { name: 'This month' }).click()]);
    await waitForHydration(page);
    await Promise.all([page.waitForURL(`${baseURL}/trending/mode/month/topic/cities`), page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'Cities' }).click()]);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Trending in Cities' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: /The city that learned to slow down/ }).first().isVisible()).resolves.toBe(true);

    await page.goto(`${baseURL}/top-stories`);
    await waitForHydration(page);
    expect(await page.locator('.feed .preview').count()).toBeGreaterThan(0);

    await page.goto(`${baseURL}/about`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'About Quire', level: 1 }).isVisible()).resolves.toBe(true);
    expect(await severeViolations(page)).toEqual([]);

    // the help centre answers as the reader types
    await page.goto(`${baseURL}/help`);
    await waitForHydration(page);
    await page.getByLabel('Search the help centre').fill('passw');
    await expect(page.getByRole('heading', { name: 'Sign in without a password' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'Write and publish a story' }).count()).resolves.toBe(0);
    expect(await severeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('lists who a reader follows, and a story’s responses on their own page', async () => {
    const page = await (await browser().newContext()).newPage();
    const problems = collectProblems(page);
    await signInByEmailLink(page, 'chen@example.com');
    await page.goto(`${baseURL}/me/following`);
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Ada Okafor' }).first().isVisible()).resolves.toBe(true);
    expect(await severeViolations(page)).toEqual([]);

    await page.goto(`${baseURL}/p/a00000000001/responses`);
    await waitForHydration(page);
    // other journeys on the shared site respond to this story too: the count is theirs as well
    await expect(page.getByRole('heading', { name: /^Responses \(\d+\)$/ }).isVisible()).resolves.toBe(true);
    await page.getByText('We tried the same on our street. The market is the best part.').waitFor();
    expect(await severeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
