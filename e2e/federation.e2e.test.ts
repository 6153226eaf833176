import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDocumentLoader } from '@fedify/fedify';
import { lookupObject, Person } from '@fedify/fedify/vocab';
import { startRemoteFediverse, type ReceivedActivity, type RemoteFediverse } from '../test/support/remote-fediverse.ts';
import { ask, signUp } from './support/accounts.ts';
import { severeViolations } from './support/axe.ts';
import { useBrowser, waitForHydration } from './support/browser.ts';
import { baseURL } from './support/site.ts';

const browser = useBrowser();

let remote: RemoteFediverse;

beforeAll(async () => {
  // the remote server checks every signature Quire sends, fetching Quire's keys from the site
  remote = await startRemoteFediverse({ verifySignatures: true });
});

afterAll(async () => {
  await remote.close();
});

const received = async (): Promise<ReceivedActivity[]> =>
  (await fetch(`${remote.origin}/test/received`)).json() as Promise<ReceivedActivity[]>;

/** Has bob, on the remote server, do something to Quire: the remote signs it and delivers it. */
async function bob(action: string, details: Record<string, string>): Promise<void> {
  const answer = (await (
    await fetch(`${remote.origin}/test/send/${action}`, {
      method: 'POST',
      body: JSON.stringify({ id: crypto.randomUUID(), ...details }),
    })
  ).json()) as { ok: boolean; error?: string };
  expect(answer).toEqual({ ok: true });
}

const eventually = (assertion: () => Promise<void>) => vi.waitFor(assertion, { timeout: 20_000, interval: 250 });

describe('federation, between Quire and another fediverse server', () => {
  it('a fediverse account follows a writer, gets her story, likes it and replies; she sees both and can remove the follower', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await signUp(page, `fiona${Date.now()}@example.com`, 'a federated password', 'Fiona Fedi');
    const { viewer } = await ask<{ viewer: { username: string } }>(page, '{ viewer { username } }');
    const host = new URL(baseURL).host;

    // WebFinger names her actor (Fedify's own lookup asks https://, which the local site does not
    // speak: the worker tests run that lookup); the remote reads the actor from her profile's address
    const finger = (await (
      await fetch(`${baseURL}/.well-known/webfinger?resource=acct:${viewer.username}@${host}`)
    ).json()) as { links: { rel: string; href: string }[] };
    const self = finger.links.find((entry) => entry.rel === 'self')?.href;
    const actor = await lookupObject(`${baseURL}/@${viewer.username}`, {
      documentLoader: getDocumentLoader({ allowPrivateAddress: true }),
    });
    expect(actor).toBeInstanceOf(Person);
    expect(actor?.id?.href).toBe(self);
    const person = actor as Person;
    expect(person.name?.toString()).toBe('Fiona Fedi');

    await bob('follow', { to: person.id!.href, inbox: person.inboxId!.href });
    await eventually(async () =>
      expect(
        (await received()).filter((activity) => activity.type === 'Accept').map((activity) => activity.actor),
      ).toEqual([person.id!.href]),
    );

    // her profile shows the handle and counts the follower
    await page.goto(`${baseURL}/@${viewer.username}`);
    await waitForHydration(page);
    await expect.poll(() => page.locator('.profile__fediverse code').textContent()).toBe(`@${viewer.username}@${host}`);
    await expect.poll(() => page.getByText('1 Follower').count()).toBeGreaterThan(0);

    // a story she publishes reaches the follower's server, signed and checked there
    const created = await ask<{ createPost: { id: string } }>(page, 'mutation { createPost { ... on Post { id } } }');
    const { id } = created.createPost;
    await ask(
      page,
      'mutation ($id: ID!) { savePostDraft(targetPostId: $id, baseRev: 1, title: "Letters across servers", paragraphs: [{ name: "a1", type: P, text: "Words that travel.", markups: [] }]) { __typename } }',
      { id },
    );
    const published = await ask<{ publishPost: { mediumUrl: string } }>(
      page,
      'mutation ($id: ID!) { publishPost(targetPostId: $id) { ... on Post { mediumUrl } } }',
      { id },
    );
    const article = `${baseURL}/p/${id}`;
    await eventually(async () =>
      expect(
        (await received()).filter((activity) => activity.type === 'Create').map((activity) => activity.object),
      ).toEqual([article]),
    );

    await bob('like', { to: person.id!.href, inbox: person.inboxId!.href, object: article });
    await bob('reply', {
      to: person.id!.href,
      inbox: person.inboxId!.href,
      object: article,
      text: '<p>Greetings from another server.</p>',
    });

    // she sees the like as a clap and the reply with the story's responses
    await eventually(async () => {
      await page.goto(published.publishPost.mediumUrl);
      expect(await page.locator('.clap__count').first().textContent()).toBe('1');
    });
    await waitForHydration(page);
    await page.locator('#responses-heading').scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.locator('.fediverse-replies').textContent(), { timeout: 15_000 })
      .toContain('Greetings from another server.');
    expect(await page.locator('.fediverse-replies').textContent()).toContain(`@bob@${new URL(remote.origin).host}`);

    // her settings list the follower; removing it tells its server
    await page.goto(`${baseURL}/me/settings/fediverse`);
    await waitForHydration(page);
    const followers = page.getByRole('list', { name: 'Followers from the fediverse' });
    await expect.poll(() => followers.textContent()).toContain('Bob Remote');
    expect(await severeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: `Remove @bob@${new URL(remote.origin).host}` }).click();
    await expect.poll(() => page.getByText('No one follows you from the fediverse yet.').count()).toBe(1);
    await eventually(async () => expect((await received()).map((activity) => activity.type)).toContain('Reject'));
    await context.close();
  });
});
