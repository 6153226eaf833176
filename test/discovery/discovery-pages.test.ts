import { env, SELF } from 'cloudflare:test';
import { XMLParser } from 'fast-xml-parser';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app/app.ts';
import { graphql } from '../support/graphql.ts';
import { postId, seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import {
  collectionFollows,
  follows,
  postTags,
  posts,
  sequencePosts,
  sequences,
  tagFollows,
  tags,
  users,
} from '../../worker/db/schema/index.ts';
import { batch, db } from '../support/test-database.ts';

const page = async (path: string, userId?: string) => {
  const headers: Record<string, string> = userId ? { Cookie: (await signIn(userId)).cookie } : {};
  const response = await SELF.fetch(`http://localhost${path}`, { headers });
  return { status: response.status, html: await response.text(), type: response.headers.get('Content-Type') ?? '' };
};

beforeEach(async () => {
  await seedContent(6);
  await db.batch([
    db.delete(follows),
    db.delete(collectionFollows),
    db.delete(tagFollows),
    db.insert(users).values({ id: 'u-zoe', username: 'zoe', name: 'Zoe Zine', hasSubdomain: true }),
    db.insert(posts).values({
      id: '0000000000f1',
      creatorId: 'u-zoe',
      title: 'Zoe on essays',
      uniqueSlug: 'zoe-0000000000f1',
      content: { paragraphs: [] },
      firstPublishedAt: new Date(1),
      latestPublishedAt: new Date(1),
      updatedAt: new Date(1),
      clapCount: 3,
    }),
    db.insert(postTags).values({ postId: '0000000000f1', tagSlug: 'essays', position: 0 }),
    db.update(posts).set({ clapCount: 10 }).where(eq(posts.creatorId, 'u-ann')),
    db.insert(sequences).values([
      {
        id: 's-1',
        slug: 'a-course',
        title: 'A Course',
        description: 'Read in order.',
        creatorId: 'u-ann',
        createdAt: new Date(2),
      },
      {
        id: 's-2',
        slug: 'empty-one',
        title: 'Nothing Yet',
        description: '',
        creatorId: 'u-ann',
        createdAt: new Date(3),
      },
    ]),
    db.insert(sequencePosts).values([
      { sequenceId: 's-1', postId: postId(1), position: 0 },
      { sequenceId: 's-1', postId: postId(2), position: 1 },
    ]),
  ]);
});

describe('/collections, the sequence library', () => {
  it('lists the sequences readers can open, with how many stories each has, in one query', async () => {
    const library = await page('/collections');
    expect(library.status).toBe(200);
    expect(library.html).toContain('A Course');
    expect(library.html).toMatch(/2 (<!-- -->)?stories/);
    // a sequence with no published story is not offered
    expect(library.html).not.toContain('Nothing Yet');
    const query = (limit: number) =>
      graphql(
        `query { sequenceLibrary(paging: { limit: ${limit} }) { items { storyCount sequence { title creator { name } } } } }`,
      );
    await db.insert(sequences).values({ id: 's-3', slug: 'b-course', title: 'B Course', creatorId: 'u-zoe' }).run();
    await db.insert(sequencePosts).values({ sequenceId: 's-3', postId: '0000000000f1', position: 0 }).run();
    const [one, two] = [await query(1), await query(2)];
    expect(two.body.data).toEqual({
      sequenceLibrary: {
        items: [expect.objectContaining({ storyCount: 1 }), expect.objectContaining({ storyCount: 2 })],
      },
    });
    expect(two.roundTrips).toBe(one.roundTrips);
  });
});

describe('/awards/{type}', () => {
  it('explains Top writer and names each busy tag’s top writers, claps first', async () => {
    const awards = await page('/awards/top-writer');
    expect(awards.status).toBe(200);
    expect(awards.html).toContain('Top writers');
    const essays = awards.html.slice(awards.html.indexOf('Top writers in Essays'));
    expect(essays.indexOf('Ann Author')).toBeLessThan(essays.indexOf('Zoe Zine'));
    expect(essays).toContain('href="/tag/essays/top-writers"');
  });

  it('is a 404 for an award that is none', async () => {
    expect((await page('/awards/best-dressed')).status).toBe(404);
  });
});

describe('/customize-topics', () => {
  it('offers the busiest tags with the reader’s follows marked, and following one there counts', async () => {
    await db.insert(tagFollows).values({ followerId: 'u-rex', tagSlug: 'craft' }).run();
    const chosen = await page('/customize-topics', 'u-rex');
    expect(chosen.status).toBe(200);
    expect(chosen.html).toContain('What do you want to read about?');
    expect(chosen.html).toMatch(/aria-pressed="true">Following<span class="visually-hidden"> (<!-- -->)?Craft/);
    expect(chosen.html).toMatch(/aria-pressed="false">Follow<span class="visually-hidden"> (<!-- -->)?Essays/);
    expect(chosen.html).toMatch(/You follow (<!-- -->)?1 topic/);
  });

  it('asks whether each tag is followed in one query, however many there are', async () => {
    const { cookie, xsrf } = await signIn('u-rex');
    const ask = () =>
      graphql('query { tagsToFollow { id viewerEdge { isFollowing } } }', {}, { Cookie: cookie, 'X-Xsrf-Token': xsrf });
    const before = await ask();
    await batch(
      Array.from({ length: 10 }, (_, n) =>
        db.insert(tags).values({ slug: `tag-${n}`, displayTitle: `Tag ${n}`, postCount: 1 }),
      ),
    );
    const after = await ask();
    expect((after.body.data as { tagsToFollow: unknown[] }).tagsToFollow).toHaveLength(12);
    expect(after.roundTrips).toBe(before.roundTrips);
  });
});

describe('the editors’ landing pages (/l/…)', () => {
  it('gathers the newest stories of its tag under the editors’ words', async () => {
    await db.insert(tags).values({ slug: 'politics', displayTitle: 'Politics', postCount: 1 }).run();
    await db
      .insert(postTags)
      .values({ postId: postId(5), tagSlug: 'politics', position: 2 })
      .run();
    const landing = await page('/l/the-trump-45');
    expect(landing.status).toBe(200);
    expect(landing.html).toContain('The 45th presidency');
    expect(landing.html).toContain('Story 5');
    expect(landing.html).not.toContain('Story 4<');
  });

  it('keeps the flagged pages hidden until their flag is on', async () => {
    expect((await page('/l/tribute')).status).toBe(404);
    const flagged = await createApp().request(
      'http://localhost/l/tribute',
      {},
      { ...env, FLAGS: JSON.stringify({ enable_tribute_landing_page: true }) },
    );
    expect(flagged.status).toBe(200);
    const html = await flagged.text();
    expect(html).toContain('In tribute');
    expect(html).toContain('No stories here yet.');
  });
});

describe('/@{username}/follow-list', () => {
  it('is the writers and publications someone follows, as OPML with each one’s feed', async () => {
    await db.batch([
      db.insert(follows).values([
        { followerId: 'u-rex', followedId: 'u-ann' },
        { followerId: 'u-rex', followedId: 'u-zoe' },
      ]),
      db.insert(collectionFollows).values({ followerId: 'u-rex', collectionId: 'c-mag' }),
      db.insert(tagFollows).values({ followerId: 'u-rex', tagSlug: 'craft' }),
    ]);
    const list = await page('/@rex/follow-list');
    expect(list.status).toBe(200);
    expect(list.type).toContain('text/x-opml');
    const opml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(list.html) as {
      opml: {
        body: {
          outline: {
            text: string;
            outline:
              | { text: string; xmlUrl: string; htmlUrl: string }
              | { text: string; xmlUrl: string; htmlUrl: string }[];
          }[];
        };
      };
    };
    const [writers, publications] = opml.opml.body.outline;
    expect(writers?.outline).toEqual([
      {
        type: 'rss',
        text: 'Ann Author',
        title: 'Ann Author',
        xmlUrl: 'http://localhost/feed/@ann',
        htmlUrl: 'http://localhost/@ann',
      },
      {
        type: 'rss',
        text: 'Zoe Zine',
        title: 'Zoe Zine',
        xmlUrl: 'http://localhost/feed/@zoe',
        htmlUrl: 'http://zoe.localhost',
      },
    ]);
    expect(publications?.outline).toEqual({
      type: 'rss',
      text: 'The Mag',
      title: 'The Mag',
      xmlUrl: 'http://localhost/feed/the-mag',
      htmlUrl: 'http://localhost/the-mag',
    });
    // the tags a reader follows are theirs alone
    expect(list.html).not.toContain('Craft');
    expect((await page('/@nobody/follow-list')).status).toBe(404);
  });
});
