import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedContent, signIn } from '../support/seed-content.ts';
import { collectionFollows, follows, tagFollows } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const visit = async (path: string, userId: string | null = 'u-rex') =>
  SELF.fetch(`http://localhost${path}`, { headers: userId ? { Cookie: (await signIn(userId)).cookie } : {} });

beforeEach(async () => {
  await seedContent(1);
  await db.batch([
    db.delete(follows),
    db.delete(collectionFollows),
    db.delete(tagFollows),
    db.insert(follows).values({ followerId: 'u-rex', followedId: 'u-ann' }),
    db.insert(collectionFollows).values({ followerId: 'u-rex', collectionId: 'c-mag' }),
    db.insert(tagFollows).values([
      { followerId: 'u-rex', tagSlug: 'craft' },
      { followerId: 'u-ann', tagSlug: 'essays' },
    ]),
  ]);
});

describe('what a reader follows (/me/following and /me/following/{entityName})', () => {
  it('lists the people, publications and tags the reader follows', async () => {
    const response = await visit('/me/following');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Ann Author');
    expect(html).toContain('The Mag');
    expect(html).toContain('>Craft</a>');
    // someone else's follows are theirs
    expect(html).not.toContain('>Essays</a>');
  });

  it.each<[string, string, string | null]>([
    ['people', 'Ann Author', 'The Mag'],
    ['publications', 'The Mag', 'Ann Author'],
    ['tags', '>Craft</a>', 'Ann Author'],
  ])('lists only %s on its own page', async (entity, shown, hidden) => {
    const html = await (await visit(`/me/following/${entity}`)).text();
    expect(html).toContain(shown);
    if (hidden) expect(html).not.toContain(hidden);
  });

  it('answers 404 for a kind it does not list', async () => {
    expect((await visit('/me/following/nonsense')).status).toBe(404);
  });

  it('tells a visitor to sign in, and shows nobody’s follows', async () => {
    const html = await (await visit('/me/following', null)).text();
    expect(html).toContain('Sign in to see who and what you follow.');
    expect(html).not.toContain('The Mag');
  });

  it('never answers another reader’s followed tags', async () => {
    const session = await signIn('u-rex');
    const response = await SELF.fetch('http://localhost/_/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: session.cookie, 'X-Xsrf-Token': session.xsrf },
      body: JSON.stringify({
        query: '{ userResult(username: "ann") { ... on User { followedTags { displayTitle } } } }',
      }),
    });
    expect(
      ((await response.json()) as { data: { userResult: { followedTags: unknown[] } } }).data.userResult.followedTags,
    ).toEqual([]);
  });
});
