import { describe, expect, it, vi } from 'vitest';
import { readOutbox, signInByEmailLink, signUp, type OutboxMessage } from './support/accounts.ts';
import { severeViolations } from './support/axe.ts';
import { collectProblems, useBrowser, waitForHydration } from './support/browser.ts';
import { baseURL } from './support/site.ts';

const browser = useBrowser();

/** The queue mails after its batch timeout: wait for the message. */
const awaitMail = (match: (message: OutboxMessage) => boolean): Promise<OutboxMessage> =>
  vi.waitFor(
    async () => {
      const found = (await readOutbox()).find(match);
      if (!found) throw new Error('No such mail has arrived in the outbox');
      return found;
    },
    { timeout: 15_000, interval: 250 },
  );

describe('newsletters, in Chromium', () => {
  it('a visitor subscribes from a writer’s profile, confirms, gets the next story by e-mail and unsubscribes from its link', async () => {
    const stamp = Date.now().toString(36);
    const writer = await (await browser().newContext()).newPage();
    const problems = collectProblems(writer);
    await signUp(writer, `nl-writer-${stamp}@example.com`, 'a newsletter writer', 'Nia Letters');
    const viewer = (await (
      await writer.request.post(`${baseURL}/_/graphql`, { data: { query: '{ viewer { username } }' } })
    ).json()) as { data: { viewer: { username: string } } };
    const username = viewer.data.viewer.username;

    const visitor = await (await browser().newContext()).newPage();
    const email = `nl-reader-${stamp}@example.com`;
    await visitor.goto(`${baseURL}/@${username}`);
    await waitForHydration(visitor);
    await Promise.all([
      visitor.waitForURL(`${baseURL}/@${username}/subscribe`),
      visitor.getByRole('link', { name: 'Subscribe to get an e-mail whenever Nia Letters publishes' }).click(),
    ]);
    await waitForHydration(visitor);
    expect(await severeViolations(visitor)).toEqual([]);
    await visitor.getByLabel('Your e-mail').fill(email);
    await visitor.getByRole('button', { name: 'Subscribe' }).click();
    await visitor.getByText('Check your inbox').waitFor();

    const confirmation = await awaitMail(
      (message) => message.to === email && message.subject === 'Confirm your subscription to Nia Letters',
    );
    await visitor.goto(confirmation.links[0] ?? '');
    await waitForHydration(visitor);
    await visitor.getByRole('button', { name: 'Confirm my subscription' }).click();
    await visitor.getByText('You’re subscribed.').waitFor();

    await writer.goto(`${baseURL}/new-story`);
    await waitForHydration(writer);
    await writer.waitForURL(/\/p\/[0-9a-f]{12}\/edit$/);
    await writer.getByLabel('Title', { exact: true }).fill(`Letter ${stamp}`);
    await writer.getByRole('textbox', { name: 'Story' }).click();
    await writer.keyboard.type('A first letter to the people who asked for it.');
    await writer.getByRole('button', { name: 'Publish', exact: true }).click();
    await Promise.all([
      writer.waitForURL(new RegExp(`/letter-${stamp}-[0-9a-f]{12}$`)),
      writer.getByRole('button', { name: 'Publish now' }).click(),
    ]);

    const story = await awaitMail((message) => message.to === email && message.subject === `Letter ${stamp}`);
    expect(story.text).toContain('A first letter to the people who asked for it.');
    const unsubscribe = story.links.find((address) => address.includes('/me/email-settings/')) ?? '';
    expect(unsubscribe).toMatch(/\?newsletter=/);
    await visitor.goto(unsubscribe);
    await waitForHydration(visitor);
    await visitor.getByRole('button', { name: 'Unsubscribe from Nia Letters' }).first().click();
    await visitor.getByText('You’re unsubscribed from Nia Letters.').waitFor();
    expect(await severeViolations(visitor)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('a reader subscribes to a publication from its page; its editor writes an e-mail only subscribers get', async () => {
    const stamp = Date.now().toString(36);
    const reader = await (await browser().newContext()).newPage();
    const problems = collectProblems(reader);
    const email = `pub-reader-${stamp}@example.com`;
    await reader.goto(`${baseURL}/the-long-view`);
    await waitForHydration(reader);
    await Promise.all([
      reader.waitForURL(`${baseURL}/the-long-view/newsletters/the-long-view-letters`),
      reader.getByRole('link', { name: 'Get The Long View’s stories by e-mail' }).click(),
    ]);
    await waitForHydration(reader);
    expect(await severeViolations(reader)).toEqual([]);
    await reader.getByLabel('Your e-mail').fill(email);
    await reader.getByRole('button', { name: 'Subscribe' }).click();
    await reader.getByText('Check your inbox').waitFor();
    const confirmation = await awaitMail(
      (message) => message.to === email && message.subject === 'Confirm your subscription to The Long View Letters',
    );
    await reader.goto(confirmation.links[0] ?? '');
    await waitForHydration(reader);
    await reader.getByRole('button', { name: 'Confirm my subscription' }).click();
    await reader.getByText('You’re subscribed.').waitFor();

    const editor = await (await browser().newContext()).newPage();
    await signInByEmailLink(editor, 'chen@example.com');
    await editor.goto(`${baseURL}/the-long-view/newsletters/the-long-view-letters/settings`);
    await waitForHydration(editor);
    await Promise.all([
      editor.waitForURL(/\/new-email$/),
      editor.getByRole('link', { name: 'Write an e-mail' }).click(),
    ]);
    await waitForHydration(editor);
    await editor.getByLabel('Subject').fill(`From the desk ${stamp}`);
    await editor.getByLabel('Your e-mail').fill('Dear readers,\nA note for subscribers only.');
    await editor.getByRole('button', { name: 'Send', exact: true }).click();
    await editor.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await editor.getByText('Your e-mail is on its way').waitFor();

    const issue = await awaitMail((message) => message.to === email && message.subject === `From the desk ${stamp}`);
    expect(issue.text).toContain('A note for subscribers only.');
    expect(issue.links.some((address) => address.includes('/me/email-settings/'))).toBe(true);
    // the newsletter's stats list it among what was sent
    await editor.goto(`${baseURL}/newsletters/collection-c0000000000a/stats`);
    await editor.getByRole('rowheader', { name: new RegExp(`From the desk ${stamp}`) }).waitFor();
    expect(await severeViolations(editor)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
