import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { preloadedStateOf } from '../support/html.ts';
import { postId, seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { blocks, catalogItems, catalogs, follows, posts, topics, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

beforeEach(async () => {
  await seedContent(3);
  await db.batch([
    db.delete(catalogs),
    db.delete(topics),
    db.delete(blocks),
    db.insert(topics).values({ id: 't-city', slug: 'cities', name: 'Cities', visibility: 'PUBLIC' }),
    db
      .update(posts)
      .set({ primaryTopicId: 't-city' })
      .where(eq(posts.id, postId(1))),
    db.insert(catalogs).values([
      {
        id: '0000000000a1',
        creatorId: 'u-ann',
        name: 'Open list',
        slug: 'open-list',
        visibility: 'PUBLIC',
        updatedAt: new Date(0),
      },
      {
        id: '0000000000a2',
        creatorId: 'u-ann',
        name: 'Secret list',
        slug: 'secret-list',
        visibility: 'PRIVATE',
        updatedAt: new Date(0),
      },
    ]),
    db
      .insert(catalogItems)
      .values({ catalogItemId: 'i1', catalogId: '0000000000a1', entityType: 'POST', entityId: postId(2), position: 1 }),
  ]);
});

const page = async (path: string, userId?: string) => {
  const headers: Record<string, string> = userId ? { Cookie: (await signIn(userId)).cookie } : {};
  const response = await SELF.fetch(`http://localhost${path}`, { headers, redirect: 'manual' });
  return { response, html: await response.text() };
};

describe('post result kinds each get a clear page (docs/spec-checklist.md 2 §8)', () => {
  it.each([
    [
      'account deleted',
      () =>
        db
          .update(users)
          .set({ deletedAt: new Date(1) })
          .where(eq(users.id, 'u-ann')),
      null,
      410,
      'This account was deleted',
    ],
    [
      'account suspended',
      () => db.update(users).set({ isSuspended: true }).where(eq(users.id, 'u-ann')),
      null,
      410,
      'This account is suspended',
    ],
    [
      'blocked by the writer',
      () => db.insert(blocks).values({ blockerId: 'u-ann', blockedId: 'u-rex' }),
      'u-rex',
      403,
      'You can’t read this story',
    ],
    [
      'a draft for another reader',
      () =>
        db
          .update(posts)
          .set({ firstPublishedAt: null })
          .where(eq(posts.id, postId(1))),
      'u-rex',
      404,
      'Page not found',
    ],
  ])('%s', async (_case, situation, viewer, status, title) => {
    await situation();
    const { response, html } = await page(`/p/${postId(1)}`, viewer ?? undefined);
    expect(response.status).toBe(status);
    expect(html).toContain(title);
  });
});

describe('a suspended story (docs/spec-checklist.md 1 §6: its owner sees an Edit story link)', () => {
  it('tells its writer they can still edit it, with the link, and readers only that it is unavailable', async () => {
    await db
      .update(posts)
      .set({ isSuspended: true })
      .where(eq(posts.id, postId(1)))
      .run();
    const owner = await page(`/@ann/story-1-${postId(1)}`, 'u-ann');
    expect(owner.html).toContain(
      'Readers can’t see this story: it is under investigation or was found in violation of the rules. You can still edit it.',
    );
    expect(owner.html).toContain(`href="/p/${postId(1)}/edit">Edit story</a>`);
    const reader = await page(`/@ann/story-1-${postId(1)}`, 'u-rex');
    expect(reader.html).toContain('This story is under investigation or was found in violation of the rules.');
    expect(reader.html).not.toContain('Edit story');
  });
});

describe('the profile of a writer who blocked the reader', () => {
  it('says so, and offers neither Follow nor the stories the server refuses them', async () => {
    const before = await page('/@ann', 'u-rex');
    expect(before.html).toContain('Story 1');
    expect(before.html).toMatch(/>Follow<\/button>/);
    await db.insert(blocks).values({ blockerId: 'u-ann', blockedId: 'u-rex' }).run();
    const { html } = await page('/@ann', 'u-rex');
    expect(html).toContain(
      'Ann Author<!-- --> has blocked you. You can’t follow them, or read or respond to their stories.',
    );
    expect(html).not.toMatch(/>Follow<\/button>/);
    expect(html).not.toContain('Story 1');
    // and anyone else still sees them
    expect((await page('/@ann', 'u-ed')).html).toContain('Story 1');
  });
});

describe('the member star (the specification: "a value above 0 shows a member star on the avatar")', () => {
  it('marks a member writer’s avatar on the story and the profile, and nobody else’s', async () => {
    const star = 'aria-label="Member"';
    expect((await page(`/p/${postId(1)}`)).html).not.toContain(star);
    await db
      .update(users)
      .set({ mediumMemberAt: new Date(Date.UTC(2025, 4, 1)) })
      .where(eq(users.id, 'u-ann'))
      .run();
    expect((await page(`/p/${postId(1)}`)).html).toContain(star);
    expect((await page('/@ann')).html).toContain(star);
    expect((await page('/@rex')).html).not.toContain(star);
  });
});

describe('Share Friend Link (?sk=)', () => {
  it('opens a members-only story in full, and only with the story’s key', async () => {
    await db
      .update(posts)
      .set({ visibility: 'LOCKED', shareKey: 'friendkey1' })
      .where(eq(posts.id, postId(1)))
      .run();
    const locked = await page(`/p/${postId(1)}`);
    expect(locked.html).not.toContain('Members read on from here.');
    expect(locked.html).toContain('This story is for members');
    expect((await page(`/p/${postId(1)}?sk=wrongkey12`)).html).not.toContain('Members read on from here.');
    const shared = await page(`/p/${postId(1)}?sk=friendkey1`);
    expect(shared.html).toContain('Members read on from here.');
    expect(shared.html).not.toContain('This story is for members');
  });
});

describe('discovery and list pages', () => {
  it.each([
    ['a tag', '/tag/essays', 200, 'Essays'],
    ['a tag’s latest', '/tag/essays/latest', 200, 'Story 3'],
    ['a tag’s top of the year', '/tag/essays/top/year', 200, 'Essays'],
    ['a tag’s top writers', '/tag/essays/top-writers', 200, 'Ann Author'],
    ['a tag’s archive', '/tag/essays/archive/2026', 200, 'Story 1'],
    ['an unknown tag', '/tag/nothing-here', 404, 'Page not found'],
    ['a topic', '/topic/cities', 200, 'Story 1'],
    ['an unknown topic', '/topic/nope', 404, 'Page not found'],
    ['the topics', '/topics', 200, 'Cities'],
    ['a public list', '/@ann/list/open-list-0000000000a1', 200, 'Story 2'],
    ['a public list under another writer', '/@rex/list/open-list-0000000000a1', 404, 'Page not found'],
    ['a private list, to someone else', '/@ann/list/secret-list-0000000000a2', 404, 'Page not found'],
    ['a profile’s lists', '/@ann/lists', 200, 'Open list'],
    ['a profile’s about', '/@ann/about', 200, 'Writes.'],
    ['a publication’s archive', '/the-mag/archive/2026', 200, 'Story 2'],
    ['a publication’s tag', '/the-mag/tagged/essays', 200, 'Story 2'],
    ['a publication’s about', '/the-mag/about', 200, 'Ann Author'],
  ])('%s (%s)', async (_case, path, status, text) => {
    const { response, html } = await page(path);
    expect(response.status).toBe(status);
    expect(html).toContain(text);
  });

  it('shows a private list to its owner, and never lists it for others', async () => {
    expect((await page('/me/list/secret-list-0000000000a2', 'u-ann')).response.status).toBe(200);
    expect((await page('/@ann/lists', 'u-rex')).html).not.toContain('Secret list');
    expect((await page('/@ann/lists', 'u-ann')).html).toContain('Secret list');
  });

  it('lets other sites frame a list embed, and nothing else', async () => {
    const embed = await page('/embed/list/open-list-0000000000a1');
    expect(embed.response.status).toBe(200);
    expect(embed.response.headers.get('X-Frame-Options')).toBeNull();
    expect(embed.response.headers.get('Content-Security-Policy')).not.toContain("frame-ancestors 'self'");
    expect(embed.html).toContain('Story 2');
    expect(embed.html).not.toContain('class="top-bar');
    const story = await page(`/p/${postId(1)}`);
    expect(story.response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
  });
});

describe('permanent addresses', () => {
  it.each([
    ['/u/u-ann', 301, 'http://localhost/@ann'],
    ['/c/c-mag', 301, 'http://localhost/the-mag'],
    ['/u/u-nobody', 404, null],
    ['/c/c-nothing', 404, null],
  ])('%s answers %i', async (path, status, location) => {
    const { response } = await page(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('Location')).toBe(location);
  });
});

describe('a story’s canonical address', () => {
  it('names the story’s own address however it was reached: its permanent /p/ address, a Friend Link or its path', async () => {
    const { html: canonical } = await page(`/p/${postId(1)}`);
    const address = /<link rel="canonical" href="([^"]+)"/.exec(canonical)?.[1];
    expect(address).toMatch(new RegExp(`^http://localhost/(@ann|the-mag)/[a-z0-9-]*${postId(1)}$`));
    for (const path of [`/p/${postId(1)}?sk=whatever`, new URL(address ?? '').pathname]) {
      expect((await page(path)).html).toContain(`<link rel="canonical" href="${address}"/>`);
    }
  });
});

describe('the home page', () => {
  it('gives a reader the stories of the writers they follow first', async () => {
    await db.batch([
      db.insert(users).values({ id: 'u-zed', username: 'zed', name: 'Zed Writer' }),
      db
        .update(posts)
        .set({ creatorId: 'u-zed' })
        .where(eq(posts.id, postId(1))),
      db.insert(follows).values({ followerId: 'u-rex', followedId: 'u-zed' }),
    ]);
    const { html } = await page('/', 'u-rex');
    const state = preloadedStateOf(html);
    expect(state.navigation.routeName).toBe('ShowHome');
    expect(html.indexOf('Story 1')).toBeLessThan(html.indexOf('Story 3'));
    expect(html).toContain('For you');
  });
});
