import { describe, expect, inject, it } from 'vitest';
import { signUpWithPassword } from './support/accounts.ts';
import { useBrowser, waitForHydration } from './support/browser.ts';

const baseURL = inject('baseURL');
const browser = useBrowser();

const STORY = '/the-long-view/the-city-that-learned-to-slow-down-a00000000001';

describe('reading, in Chromium', () => {
  it('shows a clap before the server answers, and takes back a clap the server never got, with the error toast', async () => {
    const page = await browser().newPage();
    await signUpWithPassword(page, `clapper${Date.now()}@example.com`, 'a clapping password', 'Cleo Claps');
    await page.goto(baseURL + STORY);
    await waitForHydration(page);
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
    await page.waitForResponse((response) => response.url().endsWith('/_/graphql') && (response.request().postData() ?? '').includes('mutation Clap'));
    await page.unroute('**/_/graphql');
    expect(await count.textContent()).toBe(String(before + 1));

    // the next clap never reaches the server: it is rolled back, with the toast
    await page.route('**/_/graphql', (route) => (route.request().postData()?.includes('mutation Clap') ? route.abort() : route.continue()));
    await clap.click();
    await page.getByText('An error occured. Please try again or contact our support team for help.').waitFor();
    await expect.poll(() => count.textContent()).toBe(String(before + 1));
    await page.close();
  });

  it('follows the author at once (button and follower count before the server answers), and rolls back a follow the server never got', async () => {
    const page = await browser().newPage();
    await signUpWithPassword(page, `follower${Date.now()}@example.com`, 'a following password', 'Fay Follows');
    await page.goto(baseURL + STORY);
    await waitForHydration(page);
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
    await page.getByText('You\'re now following Ada Okafor').waitFor();
    await page.unroute('**/_/graphql');
    expect(await countOf()).toBe(before + 1);

    // unfollowing, refused on the way: the button and the count come back, with the toast
    await page.route('**/_/graphql', (route) => (route.request().postData()?.includes('mutation UnfollowUser') ? route.abort() : route.continue()));
    await page.getByRole('button', { name: 'Following', exact: true }).click();
    await page.getByText('An error occured. Please try again or contact our support team for help.').waitFor();
    await page.getByRole('button', { name: 'Following', exact: true }).waitFor();
    expect(await countOf()).toBe(before + 1);
    await page.close();
  });
});
