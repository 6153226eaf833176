import { describe, expect, it } from 'vitest';
import { signUp } from './support/accounts.ts';
import { collectProblems, openBeforeScript, useBrowser, waitForHydration } from './support/browser.ts';
import { baseURL } from './support/site.ts';

const browser = useBrowser();

describe('managing stories, in Chromium', () => {
  it('edits a published story while readers keep the published words, then deletes it and restores it from the trash, and imports an HTML export as a draft', async () => {
    const page = await browser().newPage();
    const problems = collectProblems(page);
    await signUp(page, `editor${Date.now()}@example.com`, 'an editing password', 'Eda Edits', '/new-story');
    await page.waitForURL(/\/p\/[0-9a-f]{12}\/edit$/);
    const editUrl = page.url();
    await page.getByLabel('Title', { exact: true }).fill('Tides');
    await page.getByRole('textbox', { name: 'Story' }).click();
    await page.keyboard.type('The first tide came in slowly.');
    await expect.poll(() => page.locator('.editor__status').textContent()).toBe('Saved');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await Promise.all([
      page.waitForURL(/\/tides-[0-9a-f]{12}$/),
      page.getByRole('button', { name: 'Publish now' }).click(),
    ]);
    const storyUrl = page.url();
    // on its page, the writer has the post management menu (docs/spec-checklist.md 1 §2.9)
    await waitForHydration(page);
    await page.getByRole('button', { name: 'More actions' }).click();
    expect(await page.getByRole('link', { name: 'Story settings' }).getAttribute('href')).toMatch(
      /\/p\/[0-9a-f]{12}\/settings$/,
    );
    await page.getByRole('link', { name: 'Edit story' }).waitFor();

    // closing discussion from the first paint: a click before the page's script has arrived
    // counts once the page hydrates
    const settingsPath = (await page.getByRole('link', { name: 'Story settings' }).getAttribute('href')) ?? '';
    const hydrate = await openBeforeScript(page, baseURL + settingsPath);
    const closeDiscussion = page.getByRole('checkbox', { name: /Close discussion/ });
    await closeDiscussion.click();
    await hydrate();
    await expect.poll(() => closeDiscussion.isChecked()).toBe(true);
    await page.reload();
    await waitForHydration(page, { untouched: true });
    expect(await closeDiscussion.isChecked()).toBe(true);

    // an edit after publishing is saved, but readers keep the published words until it is published
    await page.goto(editUrl);
    await waitForHydration(page);
    const body = page.getByRole('textbox', { name: 'Story' });
    await body.getByText('The first tide came in slowly.').waitFor();
    await body.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Then the second, faster.');
    await expect.poll(() => page.locator('.editor__status').textContent()).toBe('Saved');
    // the preview renders the draft as the reading page does
    await page.getByRole('button', { name: 'Preview' }).click();
    expect(await page.getByRole('article', { name: 'Preview' }).locator('.story__body p').textContent()).toBe(
      'The first tide came in slowly. Then the second, faster.',
    );
    await page.getByRole('button', { name: 'Preview' }).click();
    await body.waitFor();
    const reader = await browser().newPage();
    await reader.goto(storyUrl);
    expect(await reader.locator('.story__body').textContent()).not.toContain('second');
    expect(await reader.getByRole('button', { name: 'More actions' }).count()).toBe(0);
    // visitors arriving together from elsewhere: each address is a copy of its own at the edge,
    // all written down at once; publishing must reach every one of them
    const shared = ['twitter', 'mastodon', 'email'].map((source) => `${storyUrl}?utm_source=${source}`);
    const firstVisits = await Promise.all(shared.map((url) => fetch(url).then((response) => response.text())));
    expect(firstVisits.map((html) => html.includes('Then the second'))).toEqual([false, false, false]);
    await Promise.all([page.waitForURL(storyUrl), page.getByRole('button', { name: 'Publish changes' }).click()]);
    await reader.reload();
    expect(await reader.locator('.story__body').textContent()).toContain(
      'The first tide came in slowly. Then the second, faster.',
    );
    await reader.close();
    const laterVisits = await Promise.all(shared.map((url) => fetch(url).then((response) => response.text())));
    expect(laterVisits.map((html) => html.includes('Then the second, faster.'))).toEqual([true, true, true]);

    // delete from "Your stories", then restore from Deleted
    await page.goto(`${baseURL}/me/stories/public`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Tides' }).waitFor();
    // it asks first: cancelling keeps the story
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('button', { name: 'Delete story' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this story?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Tides' }).waitFor();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('button', { name: 'Delete story' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('“Tides” was moved to Deleted. It stays there 14 days.').waitFor();
    await page.goto(`${baseURL}/me/stories/deleted`);
    await waitForHydration(page);
    await Promise.all([page.waitForURL(/undeletedPost=true/), page.getByRole('button', { name: 'Restore' }).click()]);
    const markers = Object.fromEntries(new URL(page.url()).searchParams);
    expect(markers).toMatchObject({ undeletedPost: 'true', undeletedPostTitle: 'Tides', tab: 'public' });
    await waitForHydration(page);
    await page.getByRole('status').filter({ hasText: '“Tides” is back in Published.' }).waitFor();

    // an HTML export becomes a draft, opened in the editor
    await page.goto(`${baseURL}/p/import`);
    await waitForHydration(page);
    const exported = '<h1>Brought over</h1><p>Written <strong>elsewhere</strong> first.</p><ul><li>kept</li></ul>';
    await Promise.all([
      page.waitForURL(/\/p\/[0-9a-f]{12}\/edit$/),
      page
        .getByLabel(/Or an HTML file/)
        .setInputFiles({ name: 'story.html', mimeType: 'text/html', buffer: Buffer.from(exported) }),
    ]);
    await waitForHydration(page);
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Brought over');
    const imported = page.getByRole('textbox', { name: 'Story' });
    await imported.getByText('Written elsewhere first.').waitFor();
    expect(await imported.locator('strong').textContent()).toBe('elsewhere');
    expect(await imported.locator('ul li').textContent()).toBe('kept');
    expect(problems).toEqual([]);
    await page.close();
  });
});
