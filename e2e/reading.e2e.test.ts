import { describe, expect, it } from 'vitest';
import { ask, signUp } from './support/accounts.ts';
import { openBeforeScript, useBrowser, waitForHydration } from './support/browser.ts';
import { watchReportedEvents } from './support/reported-events.ts';
import { baseURL } from './support/site.ts';

const browser = useBrowser();

const STORY = '/the-long-view/the-city-that-learned-to-slow-down-a00000000001';

describe('reading, in Chromium', () => {
  it('shows a clap before the server answers, and takes back a clap the server never got, with the error toast', async () => {
    const page = await browser().newPage();
    await signUp(page, `clapper${Date.now()}@example.com`, 'a clapping password', 'Cleo Claps', STORY);
    const count = page.locator('.clap__count');
    const before = Number(await count.textContent());
    const clap = page.getByRole('button', { name: /^Clap/ });

    // the server is slow to answer: the count has moved already
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_/graphql', async (route) => {
      if (route.request().postData()?.includes('mutation Clap')) await held;
      await route.continue();
    });
    await clap.click();
    await expect.poll(() => count.textContent()).toBe(String(before + 1));
    expect(await clap.getAttribute('aria-pressed')).toBe('true');
    release();
    await page.waitForResponse(
      (response) =>
        response.url().endsWith('/_/graphql') && (response.request().postData() ?? '').includes('mutation Clap'),
    );
    await page.unroute('**/_/graphql');
    expect(await count.textContent()).toBe(String(before + 1));

    // the next clap never reaches the server: it is rolled back, with the toast
    await page.route('**/_/graphql', (route) =>
      route.request().postData()?.includes('mutation Clap') ? route.abort() : route.continue(),
    );
    // the toast's 5 s run on the page's clock, which the test moves
    await page.clock.install();
    await clap.click();
    const toast = page.locator('.toast', {
      hasText: 'An error occured. Please try again or contact our support team for help.',
    });
    await toast.waitFor();
    await expect.poll(() => count.textContent()).toBe(String(before + 1));

    // a timed toast waits while the pointer rests on it (docs/spec-checklist.md 1 §4), and goes once it leaves
    await toast.hover();
    await page.clock.runFor(10_000);
    expect(await toast.isVisible()).toBe(true);
    await page.mouse.move(0, 0);
    await page.clock.runFor(6_000);
    await toast.waitFor({ state: 'detached' });
    await page.close();
  });

  it('follows the author at once (button and follower count before the server answers), rolls back a follow the server never got, and reports the follows, unfollows and the mute it made', async () => {
    const page = await browser().newPage();
    const reported = watchReportedEvents(page);
    await signUp(page, `follower${Date.now()}@example.com`, 'a following password', 'Fay Follows', STORY);
    const followers = page.locator('.story__followers');
    const countOf = async () => Number(/(\d+)/.exec((await followers.textContent()) ?? '')?.[1]);
    const before = await countOf();

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_/graphql', async (route) => {
      if (route.request().postData()?.includes('mutation FollowUser')) await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByRole('button', { name: 'Following', exact: true }).waitFor();
    expect(await countOf()).toBe(before + 1);
    release();
    await page.getByText("You're now following Ada Okafor").waitFor();
    await page.unroute('**/_/graphql');
    expect(await countOf()).toBe(before + 1);

    // unfollowing, refused on the way: the button and the count come back, with the toast
    await page.route('**/_/graphql', (route) =>
      route.request().postData()?.includes('mutation UnfollowUser') ? route.abort() : route.continue(),
    );
    await page.getByRole('button', { name: 'Following', exact: true }).click();
    await page.getByText('An error occured. Please try again or contact our support team for help.').waitFor();
    await page.getByRole('button', { name: 'Following', exact: true }).waitFor();
    expect(await countOf()).toBe(before + 1);

    // a follow the server refuses: the button and the count go back, with the toast
    await page.unroute('**/_/graphql');
    await page.getByRole('button', { name: 'Following', exact: true }).click();
    await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    await expect.poll(countOf).toBe(before);
    await page.route('**/_/graphql', (route) =>
      route.request().postData()?.includes('mutation FollowUser')
        ? route.fulfill({
            contentType: 'application/json',
            body: JSON.stringify([{ data: { followUser: { __typename: 'BadRequest', message: 'Refused' } } }]),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByText('An error occured. Please try again or contact our support team for help.').last().waitFor();
    await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    expect(await countOf()).toBe(before);

    // docs/spec-checklist.md 1 §7's follow and unfollow events: one for each change the server made, none for the refused ones
    const follows = (await reported()).filter((event) => event.type === 'follow' || event.type === 'unfollow');
    expect(follows.map((event) => [event.type, event.data['targetUserId']])).toEqual([
      ['follow', 'u0000000000a'],
      ['unfollow', 'u0000000000a'],
    ]);

    // and docs/spec-checklist.md 1 §7's user.muted, once the server has muted the author
    await page.unroute('**/_/graphql');
    await page.getByRole('button', { name: 'More actions for Ada Okafor' }).click();
    await page.getByRole('button', { name: 'Mute this author' }).click();
    await page.getByText('Ada Okafor is muted. Their stories will no longer appear in your feeds.').waitFor();
    await expect
      .poll(async () =>
        (await reported()).filter((event) => event.type === 'user.muted').map((event) => event.data['targetUserId']),
      )
      .toEqual(['u0000000000a']);
    await page.close();
  });

  it('responds to the story, highlights a passage, leaves a private note, saves the story to a new list, and responds on a response page of its own', async () => {
    const page = await browser().newPage();
    await signUp(page, `reader${Date.now()}@example.com`, 'a reading password', 'Rae Reads', STORY);

    // respond
    await page.locator('#responses-heading').scrollIntoViewIfNeeded();
    await page.getByLabel('Your response').fill('Our street tried this too.\nThe market stayed.');
    await page.getByRole('button', { name: 'Respond', exact: true }).click();
    await page.getByText('Your response is published.').waitFor();
    const thread = page.locator('.thread--depth-1 > .thread__list');
    await thread.getByText('Our street tried this too.').waitFor();
    await expect.poll(() => thread.locator('.response__author').first().textContent()).toBe('Rae Reads');

    // highlight: select words of the first paragraph as a reader would, with the mouse
    const paragraph = page.locator('.story__body p', { hasText: 'the avenue moved cars' });
    await paragraph.evaluate((element) => {
      const text = [...element.childNodes].find(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').includes('the avenue moved cars'),
      );
      if (!text) throw new Error('no text node');
      const start = (text.textContent ?? '').indexOf('the avenue moved cars');
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + 'the avenue moved cars'.length);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      element.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    });
    await page.getByRole('toolbar', { name: 'Selected text' }).getByRole('button', { name: 'Highlight' }).click();
    await paragraph.locator('mark', { hasText: 'the avenue moved cars' }).waitFor();
    await page
      .getByRole('region', { name: 'Your highlights' })
      .getByRole('link', { name: '“the avenue moved cars”' })
      .waitFor();

    // a private note on the same words
    await paragraph.evaluate((element) => {
      const mark = element.querySelector('mark');
      if (!mark?.firstChild) throw new Error('no mark');
      const range = document.createRange();
      range.selectNodeContents(mark);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      element.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    });
    await page.getByRole('toolbar', { name: 'Selected text' }).getByRole('button', { name: 'Private note' }).click();
    await page.getByLabel('Private note to the writer').fill('What did the shops say?');
    await page.getByRole('button', { name: 'Send note' }).click();
    await page.getByText('Your private note is saved. Only the writer and you can see it.').waitFor();
    await page.getByRole('region', { name: 'Your private notes' }).getByText('What did the shops say?').waitFor();

    // save to a new list
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Create new list' }).click();
    await page.getByLabel('Name of the new list').fill('Streets to visit');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Saved to Streets to visit.').waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Streets to visit' }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Saved', exact: true }).getAttribute('aria-pressed')).toBe('true');

    // all of it is still there after a reload, and the list holds the story
    await page.reload();
    await waitForHydration(page);
    await paragraph.locator('mark', { hasText: 'the avenue moved cars' }).waitFor();
    // the thread loads as the reader comes near it; where a reload leaves the window is Chromium's
    // scroll restoration, which a busy machine can run before the page is tall enough to restore
    await page.getByRole('heading', { name: /^Responses/ }).scrollIntoViewIfNeeded();
    await page.locator('.thread__list').getByText('Our street tried this too.').waitFor();
    await page.goto(`${baseURL}/me/lists`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Streets to visit' }).click();
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'The city that learned to slow down' }).waitFor();

    // the reading list: saved, archived (with the reading-list toast), found by title in the archive
    await page.goto(baseURL + STORY);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Saved', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Reading list' }).check();
    await page.getByText('Saved to your reading list.').waitFor();
    await page.goto(`${baseURL}/me/list/reading-list`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'The city that learned to slow down' }).waitFor();
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await page.getByText('Archived from your reading list.').waitFor();
    await page.getByRole('button', { name: /^Archived/ }).click();
    await page.getByLabel('Search your reading list').fill('slow down');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { name: 'The city that learned to slow down' }).waitFor();

    // a response on a page of its own goes back to the story with its responses open
    await page.goto(`${baseURL}/p/a00000000002/responses/new`);
    await waitForHydration(page);
    await page.getByLabel('Your response').fill('Small habits, kept for years.');
    await Promise.all([
      page.waitForURL(/writing-code-you-can-read-in-a-year-a00000000002\?responsesOpen=true#responses-heading$/),
      page.getByRole('button', { name: 'Respond', exact: true }).click(),
    ]);
    await waitForHydration(page);
    await page.getByText('Small habits, kept for years.').waitFor();
    // the page ends at the responses, with the story's pictures above loaded first
    await page.waitForFunction(() => document.readyState === 'complete');
    const heading = await page.getByRole('heading', { name: /^Responses/ }).boundingBox();
    expect(heading?.y).toBeGreaterThanOrEqual(0);
    expect(heading?.y).toBeLessThan(page.viewportSize()?.height ?? 0);
    await page.close();
  });

  it('shows a visitor the toolbar for words they selected before the story had hydrated', async () => {
    const page = await browser().newPage();
    // the main script is held back until the drag is over, as on a slow network
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/js\/main-\w+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(baseURL + STORY);
    await waitForHydration(page, { untouched: true });
    // a drag with the mouse across the first words: its press starts the page, its release comes
    // before React does
    const words = await page.locator('.story__body p', { hasText: 'the avenue moved cars' }).boundingBox();
    if (!words) throw new Error('no first paragraph');
    await page.mouse.move(words.x + 2, words.y + words.height / 2);
    await page.mouse.down();
    await page.mouse.move(words.x + words.width / 2, words.y + words.height / 2, { steps: 4 });
    await page.mouse.up();
    release();
    await page.getByRole('toolbar', { name: 'Selected text' }).getByRole('button', { name: 'Highlight' }).waitFor();
    await page.close();
  });

  it('follows from a click on Follow made before the page’s script arrived, once the page hydrates, and once only', async () => {
    const page = await browser().newPage();
    await signUp(page, `early${Date.now()}@example.com`, 'an early clicking password', 'Ely Early');
    // the page's script is held back: the reader clicks on what the first paint shows
    const hydrate = await openBeforeScript(page, baseURL + STORY);
    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    await follow.click();
    await follow.click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    const follows: string[] = [];
    page.on('request', (request) => {
      if (/mutation (Un)?[Ff]ollowUser/.test(request.postData() ?? '')) follows.push(request.postData() ?? '');
    });
    await hydrate();
    await page.getByText("You're now following Ada Okafor").waitFor();
    await page.getByRole('button', { name: 'Following', exact: true }).waitFor();
    const { viewer } = await ask<{ viewer: { following: { users: { username: string }[] } } }>(
      page,
      '{ viewer { following { users { username } } } }',
    );
    expect(viewer.following.users.map((user) => user.username)).toEqual(['ada']);
    expect(follows).toHaveLength(1);
    await page.close();
  });

  it('blocks the author after confirming, and unblocks them', async () => {
    const page = await browser().newPage();
    await signUp(page, `blocker${Date.now()}@example.com`, 'a blocking password', 'Bo Blocks', '/@ada');
    await page.getByRole('button', { name: 'More actions for Ada Okafor' }).click();
    await page.getByRole('button', { name: 'Block this author' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block Ada Okafor?' });
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await page.getByText('Successfully blocked user.').waitFor();
    await page.getByText('You blocked Ada Okafor.').waitFor();
    await page.getByRole('button', { name: 'More actions for Ada Okafor' }).click();
    await page.getByRole('button', { name: 'Unblock this author' }).click();
    await page.getByText('Successfully unblocked user.').waitFor();
    await expect.poll(() => page.getByText('You blocked Ada Okafor.').count()).toBe(0);
    await page.close();
  });

  it('sends a visitor who follows to sign up, and follows for them when they come back', async () => {
    const page = await browser().newPage();
    await page.goto(baseURL + STORY);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Follow', exact: true }).first().click();
    const modal = page.getByRole('dialog', { name: 'Sign up' });
    await modal.getByText('Create an account to follow Ada Okafor.').waitFor();
    await modal.getByRole('button', { name: 'Sign up with email' }).click();
    await modal.getByLabel('Your email').fill(`returning${Date.now()}@example.com`);
    await modal.getByRole('button', { name: 'Continue' }).click();
    await modal.getByLabel('Your full name').fill('Ren Returns');
    await modal.getByRole('button', { name: 'Next' }).click();
    await modal.getByLabel('Password').fill('a returning password');
    await Promise.all([page.waitForURL(/followUserId=/), modal.getByRole('button', { name: 'Finish' }).click()]);
    await waitForHydration(page);
    await page.getByText("You're now following Ada Okafor").waitFor();
    await page.getByRole('button', { name: 'Following', exact: true }).first().waitFor();
    // the markers are gone from the address, so a reload follows nobody again
    await expect.poll(() => page.url()).toBe(baseURL + STORY);
    await page.close();
  });
});
