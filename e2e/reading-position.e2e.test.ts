import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUp } from './support/accounts.ts';
import { collectProblems, useBrowser, waitForHydration } from './support/browser.ts';
import { baseURL } from './support/site.ts';

const browser = useBrowser();

const STORY = '/the-long-view/the-city-that-learned-to-slow-down-a00000000001';
const STATE = '/p/a00000000001/state';

/**
 * The page saves the reader's place a moment after they scroll on: wait for the server's answer
 * to that save, not its sending, since leaving the page at once could cancel a save on its way.
 */
const placeSaved = (page: Page) =>
  page.waitForResponse((response) => (response.request().postData() ?? '').includes('SavePostReadingPosition'), {
    timeout: 15_000,
  });

describe('a reader’s place in a story, in Chromium', () => {
  it('keeps a signed-in reader’s place: Resume reading lists the story begun, the end marks it read, and the reader can mark it unread', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const problems = collectProblems(page);
    await signUp(page, `place${Date.now()}@example.com`, 'a place-keeping password', 'Pia Reader', STORY);
    await placeSaved(page);
    await page.goto(`${baseURL}/me/readinghistory`);
    await waitForHydration(page);
    const resume = page.getByRole('region', { name: 'Resume reading' });
    await resume.getByRole('link', { name: 'The city that learned to slow down' }).first().waitFor();

    await page.goto(baseURL + STORY);
    await waitForHydration(page);
    const saved = placeSaved(page);
    await page.locator('#c012').scrollIntoViewIfNeeded();
    await saved;
    await page.goto(baseURL + STATE);
    await waitForHydration(page);
    await page.getByText('You read this story.').waitFor();
    await page.getByRole('button', { name: 'Mark as unread' }).click();
    await page.getByText('You stopped at').waitFor();
    await page.getByRole('button', { name: 'Mark as read' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
