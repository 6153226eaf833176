import { env, SELF } from 'cloudflare:test';
import { createApp } from '../../worker/app/app.ts';
import { XMLParser } from 'fast-xml-parser';
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  collectionRoles,
  collections,
  type PostRow,
  postTags,
  posts,
  sequencePosts,
  sequences,
  tags,
  users,
} from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const parser = new XMLParser();
const NOW = Date.UTC(2026, 10, 20);
const LAST_MONTH = Date.UTC(2026, 9, 5);
const SEPTEMBER = Date.UTC(2026, 8, 9);

/** Every address a sitemap (or index) names. */
async function locations(url: string): Promise<string[]> {
  const response = await SELF.fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toContain('application/xml');
  const xml = parser.parse(await response.text()) as { sitemapindex?: { sitemap: unknown }; urlset?: { url: unknown } };
  const entries = [xml.sitemapindex?.sitemap ?? xml.urlset?.url ?? []].flat() as { loc: string }[];
  return entries.map((entry) => entry.loc);
}

const story = (
  id: string,
  creator: string,
  collection: string | null,
  publishedAt: number,
  visibility: PostRow['visibility'] = 'PUBLIC',
) =>
  db.insert(posts).values({
    id,
    creatorId: creator,
    collectionId: collection,
    title: `Story ${id}`,
    uniqueSlug: `story-${id}`,
    content: { paragraphs: [] },
    firstPublishedAt: new Date(publishedAt),
    latestPublishedAt: new Date(publishedAt),
    updatedAt: new Date(publishedAt),
    visibility,
  });

beforeEach(async () => {
  await db.batch([
    // a series another file left names its writer, who could not be removed under it
    db.delete(sequencePosts),
    db.delete(sequences),
    db.delete(postTags),
    db.delete(posts),
    db.delete(tags),
    db.delete(collectionRoles),
    db.delete(collections),
    db.delete(users),
    db.insert(users).values({ id: 'u-alice', username: 'alice', name: 'Alice', hasSubdomain: true }),
    db.insert(users).values({ id: 'u-bob', username: 'bob', name: 'Bob', customDomain: 'bob.example' }),
    db.insert(users).values({ id: 'u-carol', username: 'carol', name: 'Carol' }),
    db.insert(users).values({ id: 'u-quiet', username: 'quiet', name: 'Quiet' }),
    db.insert(collections).values([
      {
        id: 'c-daily',
        slug: 'the-daily',
        name: 'The Daily',
        domain: 'daily.example',
        domainStatus: 'ACTIVE',
        creatorId: 'u-alice',
      },
      { id: 'c-notes', slug: 'field-notes', name: 'Field Notes', creatorId: 'u-carol' },
    ]),
    story('00000000000a', 'u-carol', null, NOW),
    story('00000000000b', 'u-carol', 'c-notes', NOW),
    story('00000000000c', 'u-alice', null, NOW),
    story('00000000000d', 'u-alice', 'c-daily', NOW),
    story('00000000000e', 'u-bob', null, NOW),
    story('00000000000f', 'u-carol', null, NOW, 'UNLISTED'),
    story('000000000010', 'u-carol', null, LAST_MONTH),
    // a month when only Alice published, on her subdomain
    story('000000000011', 'u-alice', null, SEPTEMBER),
    db.insert(tags).values([
      { slug: 'streets', displayTitle: 'Streets', postCount: 2 },
      { slug: 'unused', displayTitle: 'Unused', postCount: 0 },
    ]),
  ]);
});

describe('sitemaps per host', () => {
  it('names a file per month and per kind on the main domain, each listing only addresses whose canonical home is here, and each answering', async () => {
    expect(await locations('http://localhost/sitemap.xml')).toEqual([
      'http://localhost/sitemap/stories-2026-11.xml',
      'http://localhost/sitemap/stories-2026-10.xml',
      'http://localhost/sitemap/people.xml',
      'http://localhost/sitemap/publications.xml',
      'http://localhost/sitemap/tags.xml',
    ]);
    const november = await locations('http://localhost/sitemap/stories-2026-11.xml');
    // Alice's stories live on her subdomain and The Daily's domain, Bob's on his: not here; nor the unlisted one
    expect(november).toEqual([
      'http://localhost/@carol/story-00000000000a',
      'http://localhost/field-notes/story-00000000000b',
    ]);
    expect(await locations('http://localhost/sitemap/stories-2026-10.xml')).toEqual([
      'http://localhost/@carol/story-000000000010',
    ]);
    // writers with a story (not Quiet), on their canonical host: only Carol's is the main domain
    expect(await locations('http://localhost/sitemap/people.xml')).toEqual(['http://localhost/@carol']);
    expect(await locations('http://localhost/sitemap/publications.xml')).toEqual(['http://localhost/field-notes']);
    expect(await locations('http://localhost/sitemap/tags.xml')).toEqual(['http://localhost/tag/streets']);
    for (const url of november) expect((await SELF.fetch(url)).status, url).toBe(200);
  });

  it.each<[string, string, string[], string, string[]]>([
    [
      'a publication’s own domain',
      'daily.example',
      ['stories-2026-11.xml'],
      'publications.xml',
      ['http://daily.example/story-00000000000d'],
    ],
    [
      'a writer’s custom domain',
      'bob.example',
      ['stories-2026-11.xml'],
      'people.xml',
      ['http://bob.example/story-00000000000e'],
    ],
    [
      'a writer’s subdomain',
      'alice.localhost',
      ['stories-2026-11.xml', 'stories-2026-09.xml'],
      'people.xml',
      ['http://alice.localhost/story-00000000000c', 'http://alice.localhost/story-000000000011'],
    ],
  ])(
    '%s serves its own sitemap and robots, its home page among them',
    async (_case, host, months, homeFile, stories) => {
      const robots = await (await SELF.fetch(`http://${host}/robots.txt`)).text();
      expect(robots).toContain(`Sitemap: http://${host}/sitemap.xml`);
      const files = await locations(`http://${host}/sitemap.xml`);
      expect(files).toEqual([...months, homeFile].map((file) => `http://${host}/sitemap/${file}`));
      const listed = (await Promise.all(files.slice(0, -1).map(locations))).flat();
      expect(listed).toEqual(stories);
      expect(await locations(files.at(-1) ?? '')).toEqual([`http://${host}/`]);
      for (const url of [...listed, `http://${host}/`]) expect((await SELF.fetch(url)).status, url).toBe(200);
    },
  );

  it('leaves out a story first published elsewhere, whose canonical address is that page', async () => {
    await db
      .update(posts)
      .set({ canonicalUrl: 'https://blog.example/first' })
      .where(eq(posts.id, '00000000000a'))
      .run();
    expect(await locations('http://localhost/sitemap/stories-2026-11.xml')).toEqual([
      'http://localhost/field-notes/story-00000000000b',
    ]);
    // nor is a month of only such stories named
    await db
      .update(posts)
      .set({ canonicalUrl: 'https://blog.example/october' })
      .where(eq(posts.id, '000000000010'))
      .run();
    expect(await locations('http://localhost/sitemap.xml')).not.toContain(
      'http://localhost/sitemap/stories-2026-10.xml',
    );
  });

  it('names no file that would be empty: a month whose stories all live on other hosts has none on the main domain', async () => {
    expect(await locations('http://localhost/sitemap.xml')).not.toContain(
      'http://localhost/sitemap/stories-2026-09.xml',
    );
    expect((await SELF.fetch('http://localhost/sitemap/stories-2026-09.xml')).status).toBe(404);
  });

  it('leaves the tags out while their pages are switched off (enable_aurora_tag_page_routing, docs/spec-checklist.md 3 §6)', async () => {
    const app = createApp();
    const off = { ...env, FLAGS: JSON.stringify({ enable_aurora_tag_page_routing: false }) };
    const index = await (await app.request('http://localhost/sitemap.xml', {}, off)).text();
    expect(index).toContain('/sitemap/people.xml');
    expect(index).not.toContain('/sitemap/tags.xml');
    expect((await app.request('http://localhost/sitemap/tags.xml', {}, off)).status).toBe(404);
  });

  it.each(['secrets.xml', 'stories-2026-11-1.xml', 'stories-2026-11-2.xml'])(
    'answers 404 for /sitemap/%s',
    async (part) => {
      expect((await SELF.fetch(`http://localhost/sitemap/${part}`)).status).toBe(404);
    },
  );
});
