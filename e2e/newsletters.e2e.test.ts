import { describe, expect, inject, it } from 'vitest';
import { readOutbox, signUpWithPassword, type OutboxMessage } from './support/accounts.ts';
import { severeViolations } from './support/axe.ts';
import { collectProblems, useBrowser, waitForHydration } from './support/browser.ts';

const baseURL = inject('baseURL');
const browser = useBrowser();

/** The queue mails after its batch timeout: wait for the message. */
async function awaitMail(match: (message: OutboxMessage) => boolean): Promise<OutboxMessage> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = (await readOutbox()).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('No such mail arrived in the outbox');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('newsletters, in Chromium (issue 25)', () => {
  it('a visitor subscribes from a writer’s profile, confirms, gets the next story by e-mail and unsubscribes from its link', async () => {
    const stamp = Date.now().toString(36);
    const writer = await (await browser().newContext()).newPage();
    const problems = collectProblems(writer);
    await signUpWithPassword(writer, `nl-writer-${stamp}@example.com`, 'a newsletter writer', 'Nia Letters');
    const viewer = (await (await writer.request.post(`${baseURL}/_/graphql`, { data: { query: '{ viewer { username } }' } })).json()) as { data: { viewer: { username: string } } };
    const username = viewer.data.viewer.username;

    const visitor = await (await browser().newContext()).newPage();
    const email = `nl-reader-${stamp}@example.com`;
    await visitor.goto(`${baseURL}/@${username}`);
    await waitForHydration(visitor);
    await Promise.all([visitor.waitForURL(`${baseURL}/@${username}/subscribe`), visitor.getByRole('link', { name: 'Get an e-mail whenever Nia Letters publishes' }).click()]);
    await waitForHydration(visitor);
    expect(await severeViolations(visitor)).toEqual([]);
    await visitor.getByLabel('Your e-mail').fill(email);
    await visitor.getByRole('button', { name: 'Subscribe' }).click();
    await visitor.getByText('Check your inbox').waitFor();

    const confirmation = await awaitMail((message) => message.to === email && message.subject === 'Confirm your subscription to Nia Letters');
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
    await Promise.all([writer.waitForURL(new RegExp(`/letter-${stamp}-[0-9a-f]{12}$`)), writer.getByRole('button', { name: 'Publish now' }).click()]);

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
});
