import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { asViewer, type Answer } from '../support/as-viewer.ts';
import { postId, seedContent } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { sessions, usernameHolds, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

// seedContent: Ann writes (story 1 on her profile), Rex reads
const CHANGE = `mutation ($username: String!) { changeUsername(username: $username) { __typename ... on User { username } ... on Failure { message } } }`;

const visit = async (address: string) => {
  const response = await SELF.fetch(address, { redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('Location') };
};

beforeEach(async () => {
  await seedContent(1);
  await db.delete(usernameHolds).run();
});

describe('changing one’s username', () => {
  it('moves the profile, and the old addresses answer 301 to the new ones', async () => {
    expect((await (await asViewer('u-ann'))(CHANGE, { username: '@Ann_Writes' }))['changeUsername']).toEqual({
      __typename: 'User',
      username: 'ann_writes',
    });
    expect(await visit('http://localhost/@ann')).toEqual({ status: 301, location: '/@ann_writes' });
    expect(await visit('http://localhost/@ann/about?ref=old')).toEqual({
      status: 301,
      location: '/@ann_writes/about?ref=old',
    });
    // a story's address is its id: the old one still serves it, naming the new one as canonical
    const story = await SELF.fetch(`http://localhost/@ann/story-1-${postId(1)}`);
    expect(story.status).toBe(200);
    expect(await story.text()).toContain(
      `<link rel="canonical" href="http://localhost/@ann_writes/story-1-${postId(1)}"`,
    );
    expect((await visit('http://localhost/@ann_writes')).status).toBe(200);
    // a name nobody gave up is simply not found
    expect((await visit('http://localhost/@nobody_here')).status).toBe(404);
  });

  it('moves the writer’s subdomain too', async () => {
    await db.update(users).set({ hasSubdomain: true }).where(eq(users.id, 'u-ann')).run();
    await (await asViewer('u-ann'))(CHANGE, { username: 'annwrites' });
    expect(await visit('http://ann.localhost/about')).toEqual({
      status: 301,
      location: 'http://annwrites.localhost/about',
    });
  });

  it('holds the old name from others for its period, then lets it go', async () => {
    await (await asViewer('u-ann'))(CHANGE, { username: 'annwrites' });
    const rex = await asViewer('u-rex');
    expect((await rex(CHANGE, { username: 'ann' }))['changeUsername']).toEqual({
      __typename: 'AlreadyExists',
      message: 'That username is taken.',
    });
    expect((await rex(CHANGE, { username: 'annwrites' }))['changeUsername']).toEqual({
      __typename: 'AlreadyExists',
      message: 'That username is taken.',
    });
    // the writer may take their own old name back
    expect(
      ((await (await asViewer('u-ann'))(CHANGE, { username: 'ann' }))['changeUsername'] as Answer)['username'],
    ).toBe('ann');
    await (await asViewer('u-ann'))(CHANGE, { username: 'annwrites' });
    await db
      .update(usernameHolds)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(eq(usernameHolds.username, 'ann'))
      .run();
    expect((await visit('http://localhost/@ann')).status).toBe(404);
    expect(((await rex(CHANGE, { username: 'ann' }))['changeUsername'] as Answer)['username']).toBe('ann');
  });

  it.each([
    ['too short', 'ab', 'BadRequest'],
    ['a reserved name', 'www', 'BadRequest'],
    ['another writer’s', 'rex', 'AlreadyExists'],
  ])('refuses %s', async (_case, username, failure) => {
    expect(((await (await asViewer('u-ann'))(CHANGE, { username }))['changeUsername'] as Answer).__typename).toBe(
      failure,
    );
    expect(
      (await env.DB.prepare("select username from users where id = 'u-ann'").first<{ username: string }>())?.username,
    ).toBe('ann');
  });

  it('wants a fresh proof, and a signed-in person', async () => {
    await asViewer('u-ann');
    await db
      .update(sessions)
      .set({ provedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(sessions.userId, 'u-ann'))
      .run();
    const stale = await fetchAs('u-ann');
    expect(stale.__typename).toBe('ReauthenticationRequired');
    expect(
      ((await (await asViewer(null))(CHANGE, { username: 'someone' }))['changeUsername'] as Answer).__typename,
    ).toBe('Unauthorized');
  });
});

/** The mutation with the session as it is (asViewer would sign in afresh). */
async function fetchAs(userId: string): Promise<Answer> {
  const response = await SELF.fetch('http://localhost/_/graphql', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Cookie: `sid=test-token-${userId}`,
      'X-Xsrf-Token': `xsrf-${userId}`,
    },
    body: JSON.stringify({ query: CHANGE, variables: { username: 'annwrites' } }),
  });
  return ((await response.json()) as { data: { changeUsername: Answer } }).data.changeUsername;
}
