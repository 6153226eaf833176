import { SELF } from 'cloudflare:test';
import { extractFromXml } from '@extractus/feed-extractor';
import Parser from 'rss-parser';
import { beforeEach, describe, expect, it } from 'vitest';
import { postId, seedContent } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import {
  catalogItems,
  catalogs,
  claps,
  posts,
  sequencePosts,
  sequences,
  topics,
  users,
} from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const parser = new Parser({ customFields: { item: ['content:encoded', 'dc:creator'] } });

/**
 * A feed as two readers written by others read it: rss-parser, and feed-extractor, which must
 * find the same stories in the same order (a feed one of them cannot read fails here).
 */
async function readFeed(path: string) {
  const response = await SELF.fetch(`http://localhost${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
  const xml = await response.text();
  const feed = await parser.parseString(xml);
  const extracted = extractFromXml(xml);
  expect({ title: extracted.title, entries: extracted.entries?.map((entry) => [entry.title, entry.link]) }).toEqual({
    title: feed.title,
    entries: feed.items.map((item) => [item.title, item.link]),
  });
  return { xml, feed };
}

beforeEach(async () => {
  await seedContent(4);
  await db.batch([
    db.delete(topics),
    db.insert(topics).values([
      { id: 't-1', slug: 'cities', name: 'Cities', visibility: 'PUBLIC' },
      { id: 't-2', slug: 'hidden', name: 'Hidden', visibility: 'STAFF' },
    ]),
    // story 4 is for members; story 3 is unlisted; story 2 is filed under Cities
    db
      .update(posts)
      .set({
        visibility: 'LOCKED',
        content: { paragraphs: [{ name: 'm1', type: 'P', text: 'Secret members text.', markups: [] }] },
      })
      .where(eq(posts.id, postId(4))),
    db
      .update(posts)
      .set({ visibility: 'UNLISTED' })
      .where(eq(posts.id, postId(3))),
    db
      .update(posts)
      .set({ primaryTopicId: 't-1' })
      .where(eq(posts.id, postId(2))),
    db.insert(claps).values({ userId: 'u-rex', postId: postId(1), count: 5, updatedAt: new Date(1) }),
  ]);
});

describe('RSS feeds (docs/spec-checklist.md 3 §2 /feed routes)', () => {
  it('/feed/latest: newest first, full text of public stories, no members-only words, no unlisted stories', async () => {
    const { xml, feed } = await readFeed('/feed/latest');
    expect(feed.title).toBe('Latest stories on Quire');
    expect(feed.items.map((item) => item.title)).toEqual(['Story 4', 'Story 2', 'Story 1']);
    const [locked, second] = feed.items;
    // a members-only story short enough to fit in the preview gives none of its words, only where to read on
    expect(locked?.['content:encoded']).toBe(
      `<p><a href="http://localhost/the-mag/story-4-${postId(4)}">Read the rest of this members-only story on Quire</a></p>`,
    );
    expect(xml).not.toContain('Secret members text');
    expect(second).toMatchObject({
      link: `http://localhost/the-mag/story-2-${postId(2)}`,
      'dc:creator': 'Ann Author',
      categories: ['Essays', 'Craft'],
    });
    expect(second?.['content:encoded']).toContain(
      '<a href="https://example.com/" rel="noopener nofollow ugc">link</a>',
    );
  });

  it.each([
    ['a writer', '/feed/@ann', 'Stories by Ann Author on Quire', ['Story 4', 'Story 2', 'Story 1']],
    ['a writer, the other address', '/@ann/feed', 'Stories by Ann Author on Quire', ['Story 4', 'Story 2', 'Story 1']],
    ['what a writer recommends', '/feed/@rex/has-recommended', 'Stories Rex Reader recommends', ['Story 1']],
    ['a publication', '/feed/the-mag', 'The Mag', ['Story 4', 'Story 2']],
    ['a publication’s news', '/feed/the-mag/news', 'The Mag', ['Story 4', 'Story 2']],
    ['a tag', '/feed/tag/essays', 'Essays on Quire', ['Story 4', 'Story 2', 'Story 1']],
    ['a tag in a publication', '/feed/the-mag/tagged/craft', 'Craft in The Mag', ['Story 4', 'Story 2']],
    ['a topic', '/feed/topic/cities', 'Cities on Quire', ['Story 2']],
    ['a topic for Flipboard', '/feed/flipboard/cities', 'Cities on Quire', ['Story 2']],
  ])('%s (%s)', async (_, path, title, stories) => {
    const { feed } = await readFeed(path);
    expect(feed.title).toBe(title);
    expect(feed.items.map((item) => item.title)).toEqual(stories);
  });

  it('sits at /feed on a writer’s own subdomain', async () => {
    await db.update(users).set({ hasSubdomain: true }).where(eq(users.id, 'u-ann')).run();
    const response = await SELF.fetch('http://ann.localhost/feed');
    expect(response.status).toBe(200);
    expect((await parser.parseString(await response.text())).title).toBe('Stories by Ann Author on Quire');
  });

  it('follows a public list in its order', async () => {
    await db.batch([
      db.insert(catalogs).values([
        {
          id: 'cat-1',
          creatorId: 'u-rex',
          name: 'Best of',
          slug: 'best-of',
          visibility: 'PUBLIC',
          updatedAt: new Date(1),
        },
        { id: 'cat-2', creatorId: 'u-rex', name: 'Mine', slug: 'mine', visibility: 'PRIVATE', updatedAt: new Date(1) },
      ]),
      db.insert(catalogItems).values([
        { catalogItemId: 'i1', catalogId: 'cat-1', entityType: 'POST', entityId: postId(1), position: 0 },
        { catalogItemId: 'i2', catalogId: 'cat-1', entityType: 'POST', entityId: postId(2), position: 1 },
      ]),
    ]);
    const { feed } = await readFeed('/feed/collections/best-of-cat-1');
    expect(feed.items.map((item) => item.title)).toEqual(['Story 1', 'Story 2']);
    // the channel leads to the list's page, not back to the feed
    expect(feed.link).toBe('http://localhost/@rex/list/best-of-cat-1');
    expect((await SELF.fetch('http://localhost/feed/collections/mine')).status).toBe(404);
  });

  it('gives a members-only story’s open preview, the paragraphs every visitor reads, and not the rest', async () => {
    const paragraphs = ['One', 'Two', 'Three', 'Four, for members'].map((text, index) => ({
      name: `m${index}`,
      type: 'P' as const,
      text,
      markups: [],
    }));
    await db
      .update(posts)
      .set({ content: { paragraphs } })
      .where(eq(posts.id, postId(4)))
      .run();
    const encoded = (await readFeed('/feed/@ann')).feed.items[0]?.['content:encoded'] ?? '';
    expect(encoded).toContain('One');
    expect(encoded).toContain('Three');
    expect(encoded).not.toContain('Four, for members');
    expect(encoded).toContain('Read the rest of this members-only story on Quire');
  });

  it('links a story in a series at its own address, as its page names it canonical', async () => {
    await db.batch([
      db.insert(sequences).values({ id: 's-1', slug: 'a-course', title: 'A Course', creatorId: 'u-ann' }),
      db.insert(sequencePosts).values({ sequenceId: 's-1', postId: postId(1), position: 0 }),
    ]);
    const item = (await readFeed('/feed/@ann')).feed.items.find((entry) => entry.title === 'Story 1');
    expect(item?.link).toBe(`http://localhost/@ann/story-1-${postId(1)}`);
  });

  it('pictures the channel: the writer’s picture on their feed, the site’s icon where the feed is nobody’s', async () => {
    await db.update(users).set({ imageId: 'ann.png' }).where(eq(users.id, 'u-ann')).run();
    expect((await readFeed('/feed/@ann')).feed.image).toEqual({
      url: 'http://localhost/_/image/w:144,h:144,crop/ann.png',
      title: 'Stories by Ann Author on Quire',
      link: 'http://localhost/@ann',
    });
    expect((await readFeed('/feed/latest')).feed.image?.url).toBe('http://localhost/icons/apple-touch-icon.png');
  });

  it.each(['/feed/@nobody', '/feed/no-such-publication', '/feed/tag/nothing', '/feed/topic/hidden'])(
    'answers 404 for %s',
    async (path) => {
      expect((await SELF.fetch(`http://localhost${path}`)).status).toBe(404);
    },
  );
});
