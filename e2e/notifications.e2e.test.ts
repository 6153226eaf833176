import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ask, signUp } from './support/accounts.ts';
import { animationsSettled, collectProblems, useBrowser, waitForHydration } from './support/browser.ts';
import { baseURL } from './support/site.ts';

const browser = useBrowser();

/** A story by the page's signed-in writer, published: its id and address. */
async function publishStory(
  page: Page,
  title: string,
  text = 'A few quiet words.',
): Promise<{ id: string; url: string }> {
  const created = await ask<{ createPost: { id: string } }>(page, 'mutation { createPost { ... on Post { id } } }');
  const id = created.createPost.id;
  await ask(
    page,
    'mutation ($id: ID!, $title: String!, $text: String!) { savePostDraft(targetPostId: $id, baseRev: 1, title: $title, paragraphs: [{ name: "a1", type: P, text: $text, markups: [] }]) { __typename } }',
    {
      id,
      title,
      text,
    },
  );
  const published = await ask<{ publishPost: { mediumUrl: string } }>(
    page,
    'mutation ($id: ID!) { publishPost(targetPostId: $id) { ... on Post { mediumUrl } } }',
    { id },
  );
  return { id, url: published.publishPost.mediumUrl };
}

/** The bell's unread badge on a freshly loaded home page, or null without one: the queue delivers within a second or so. */
async function badgeOnNextPage(page: Page): Promise<string | null> {
  await page.goto(`${baseURL}/`);
  await waitForHydration(page);
  const badge = page.locator('.top-bar__badge');
  return (await badge.count()) > 0 ? badge.textContent() : null;
}

describe('notifications, in Chromium', () => {
  it('the badge follows new activity while the page stays open, without a reload', async () => {
    const writer = await browser().newPage();
    await signUp(writer, `wade${Date.now()}@example.com`, 'a waiting password', 'Wade Waits');
    const { viewer } = await ask<{ viewer: { id: string } }>(writer, '{ viewer { id } }');
    // the page's clock is ours to move: a minute passes in an instant
    await writer.clock.install();
    await writer.goto(`${baseURL}/`);
    await waitForHydration(writer);
    await writer.evaluate(() => void ((window as unknown as { stillHere: boolean }).stillHere = true));
    const badge = writer.locator('.top-bar__badge');
    expect(await badge.count()).toBe(0);

    const reader = await browser().newPage();
    await signUp(reader, `rhea${Date.now()}@example.com`, 'a reading password', 'Rhea Reads');
    await ask(reader, 'mutation ($id: ID!) { followUser(targetUserId: $id) { __typename } }', { id: viewer.id });

    await expect
      .poll(
        async () => {
          await writer.clock.fastForward(60_000);
          return (await badge.count()) > 0 ? badge.textContent() : null;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe('1');
    expect(await writer.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await writer.close();
    await reader.close();
  });

  it('a reader follows, claps and responds; the writer sees the badge, opens the bell (it resets), switches tabs and follows a link', async () => {
    const writerContext = await browser().newContext({ viewport: { width: 1100, height: 800 } });
    const writer = await writerContext.newPage();
    const problems = collectProblems(writer);
    await signUp(writer, `wren${Date.now()}@example.com`, 'a writing password', 'Wren Writes');
    const { url: story } = await publishStory(writer, 'Notes from a Quiet Street');

    const reader = await browser().newPage();
    await signUp(reader, `nell${Date.now()}@example.com`, 'a reading password', 'Nell Notices');
    await reader.goto(story);
    await waitForHydration(reader);
    await reader.getByRole('button', { name: 'Follow', exact: true }).first().click();
    await reader.getByRole('button', { name: 'Following', exact: true }).first().waitFor();
    await reader.getByRole('button', { name: /^Clap/ }).click();
    await reader.locator('#responses-heading').scrollIntoViewIfNeeded();
    await reader.getByLabel('Your response').fill('This street sounds like mine.');
    await reader.getByRole('button', { name: 'Respond', exact: true }).click();
    await reader.getByText('Your response is published.').waitFor();

    // the writer's next page shows the badge
    const badge = writer.locator('.top-bar__badge');
    await expect.poll(() => badgeOnNextPage(writer), { timeout: 15_000, interval: 500 }).toBe('3');

    const bell = writer.getByRole('link', { name: 'Notifications, 3 unread' });
    await bell.click();
    const panel = writer.getByRole('dialog', { name: 'Notifications' });
    await panel.waitFor();
    await panel.getByRole('link', { name: 'Nell Notices started following you (new)' }).waitFor();
    await panel.getByRole('link', { name: 'Nell Notices clapped for Notes from a Quiet Street (new)' }).waitFor();
    await panel.getByRole('link', { name: 'Nell Notices responded to Notes from a Quiet Street (new)' }).waitFor();
    // opening the bell marked everything viewed: the badge is gone
    await badge.waitFor({ state: 'detached' });
    expect(await writer.getByRole('link', { name: 'Notifications', exact: true }).count()).toBe(1);
    await animationsSettled(panel);
    const axe = await new AxeBuilder({ page: writer }).include('.notifications-panel').analyze();
    expect(
      axe.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    ).toEqual([]);

    // the Responses tab shows the response only
    await panel.getByRole('tab', { name: 'Responses' }).click();
    await expect.poll(() => panel.locator('.notification').count()).toBe(1);
    expect(await panel.locator('.notification').textContent()).toContain(
      'Nell Notices responded to Notes from a Quiet Street',
    );

    // back to All, and the clap's row leads to the story
    await panel.getByRole('tab', { name: 'All' }).click();
    await Promise.all([
      writer.waitForURL(story),
      panel.getByRole('link', { name: /clapped for Notes from a Quiet Street/ }).click(),
    ]);
    await waitForHydration(writer);
    // the count stays at zero on the next page
    expect(await badge.count()).toBe(0);

    // /me/notifications lists them too, no longer new
    await writer.goto(`${baseURL}/me/notifications`);
    await waitForHydration(writer);
    await writer.getByRole('link', { name: 'Nell Notices started following you' }).waitFor();

    // on a 375 px screen the panel stays whole on the screen
    await writer.setViewportSize({ width: 375, height: 700 });
    await writer.goto(`${baseURL}/`);
    await waitForHydration(writer);
    await writer.getByRole('link', { name: 'Notifications', exact: true }).click();
    await panel.waitFor();
    await animationsSettled(panel);
    const box = await panel.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(375);
    expect(problems).toEqual([]);
    await writerContext.close();
    await reader.close();
  });

  it('the writer replies to a reader’s private note and mentions them; the reader hears of both and opens the conversation', async () => {
    const writer = await browser().newPage();
    await signUp(writer, `willa${Date.now()}@example.com`, 'a writing password', 'Willa Writes');
    const { id: storyId, url: story } = await publishStory(writer, 'A Street of Small Shops');

    const readerContext = await browser().newContext();
    const reader = await readerContext.newPage();
    const problems = collectProblems(reader);
    await signUp(reader, `ravi${Date.now()}@example.com`, 'a reading password', 'Ravi Reads');
    const { viewer } = await ask<{ viewer: { id: string; username: string } }>(reader, '{ viewer { id username } }');
    await ask(
      reader,
      'mutation ($id: ID!) { createNote(targetPostId: $id, paragraphName: "a1", startOffset: 0, endOffset: 5, content: "Which street is this?") { __typename } }',
      { id: storyId },
    );

    // the writer answers on the story, under the reader's note
    await writer.goto(story);
    await waitForHydration(writer);
    const notes = writer.getByRole('region', { name: 'Private notes from readers' });
    await notes.getByText('Which street is this?').waitFor();
    await notes.getByLabel('Reply privately').fill('Elm Street, near the market.');
    await notes.getByRole('button', { name: 'Reply', exact: true }).click();
    await notes.getByRole('list', { name: 'Replies' }).getByText('Elm Street, near the market.').waitFor();
    expect(await notes.getByLabel('Reply privately').inputValue()).toBe('');

    // and names the reader in a new story
    const thanks = await publishStory(writer, 'Thank You, Readers', `With thanks to @${viewer.username} for asking.`);

    await expect.poll(() => badgeOnNextPage(reader), { timeout: 15_000, interval: 500 }).toBe('2');
    await reader.getByRole('link', { name: 'Notifications, 2 unread' }).click();
    const panel = reader.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('link', { name: 'Willa Writes mentioned you in Thank You, Readers (new)' }).waitFor();

    // the reply's row opens the story at the note, with the writer's answer under it
    await Promise.all([
      reader.waitForURL(/#anchor-[0-9a-f]+$/),
      panel
        .getByRole('link', { name: 'Willa Writes replied to a private note on A Street of Small Shops (new)' })
        .click(),
    ]);
    await waitForHydration(reader);
    const mine = reader.getByRole('region', { name: 'Your private notes' });
    await mine.getByText('Elm Street, near the market.').waitFor();
    const axe = await new AxeBuilder({ page: reader }).include('.marks').analyze();
    expect(
      axe.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    ).toEqual([]);

    // the mention is a link to the reader's permanent address
    await reader.goto(thanks.url);
    await waitForHydration(reader);
    expect(
      await reader
        .locator('.story__body')
        .getByRole('link', { name: `@${viewer.username}` })
        .getAttribute('href'),
    ).toBe(`${baseURL}/u/${viewer.id}`);
    expect(problems).toEqual([]);
    await writer.close();
    await readerContext.close();
  });
});
