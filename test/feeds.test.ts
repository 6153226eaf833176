import { env, SELF } from 'cloudflare:test';
import { extractFromXml } from '@extractus/feed-extractor';
import Parser from 'rss-parser';
import { beforeEach, describe, expect, it } from 'vitest';
import { postId, seedContent } from './support/seed-content.ts';

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
  expect({ title: extracted.title, entries: extracted.entries?.map((entry) => [entry.title, entry.link]) }).toEqual({ title: feed.title, entries: feed.items.map((item) => [item.title, item.link]) });
  return { xml, feed };
}

beforeEach(async () => {
  await seedContent(4);
  await env.DB.batch([
    env.DB.prepare(`delete from topics`),
    env.DB.prepare(`insert into topics (id, slug, name, visibility) values ('t-1', 'cities', 'Cities', 'PUBLIC'), ('t-2', 'hidden', 'Hidden', 'STAFF')`),
    // story 4 is for members; story 3 is unlisted; story 2 is filed under Cities
    env.DB.prepare(`update posts set visibility = 'LOCKED', content = ? where id = ?`).bind(JSON.stringify({ paragraphs: [{ name: 'm1', type: 'P', text: 'Secret members text.', markups: [] }] }), postId(4)),
    env.DB.prepare(`update posts set visibility = 'UNLISTED' where id = ?`).bind(postId(3)),
    env.DB.prepare(`update posts set primary_topic_id = 't-1' where id = ?`).bind(postId(2)),
    env.DB.prepare(`insert into claps (user_id, post_id, count, updated_at) values ('u-rex', ?, 5, 1)`).bind(postId(1)),
  ]);
});

describe('RSS feeds (spec 3 §2 /feed routes)', () => {
  it('/feed/latest: newest first, full text of public stories, no members-only words, no unlisted stories', async () => {
    const { xml, feed } = await readFeed('/feed/latest');
    expect(feed.title).toBe('Latest stories on Quire');
    expect(feed.items.map((item) => item.title)).toEqual(['Story 4', 'Story 2', 'Story 1']);
    const [locked, second] = feed.items;
    expect(locked?.['content:encoded']).toBeUndefined();
    expect(xml).not.toContain('Secret members text');
    expect(second).toMatchObject({ link: `http://localhost/the-mag/story-2-${postId(2)}`, 'dc:creator': 'Ann Author', categories: ['Essays', 'Craft'] });
    expect(second?.['content:encoded']).toContain('<a href="https://example.com/" rel="noopener nofollow ugc">link</a>');
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
    await env.DB.prepare(`update users set has_subdomain = 1 where id = 'u-ann'`).run();
    const response = await SELF.fetch('http://ann.localhost/feed');
    expect(response.status).toBe(200);
    expect((await parser.parseString(await response.text())).title).toBe('Stories by Ann Author on Quire');
  });

  it('follows a public list in its order', async () => {
    await env.DB.batch([
      env.DB.prepare(`insert into catalogs (id, creator_id, name, slug, visibility, updated_at) values ('cat-1', 'u-rex', 'Best of', 'best-of', 'PUBLIC', 1), ('cat-2', 'u-rex', 'Mine', 'mine', 'PRIVATE', 1)`),
      env.DB.prepare(`insert into catalog_items (catalog_item_id, catalog_id, entity_type, entity_id, position) values ('i1', 'cat-1', 'POST', ?, 0), ('i2', 'cat-1', 'POST', ?, 1)`).bind(postId(1), postId(2)),
    ]);
    expect((await readFeed('/feed/collections/best-of-cat-1')).feed.items.map((item) => item.title)).toEqual(['Story 1', 'Story 2']);
    expect((await SELF.fetch('http://localhost/feed/collections/mine')).status).toBe(404);
  });

  it.each(['/feed/@nobody', '/feed/no-such-publication', '/feed/tag/nothing', '/feed/topic/hidden'])('answers 404 for %s', async (path) => {
    expect((await SELF.fetch(`http://localhost${path}`)).status).toBe(404);
  });
});
