import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Paragraph } from '../../shared/content/paragraphs.ts';
import { X_HANDLE_ERROR } from '../../shared/validation/x-handle.ts';
import { asViewer } from '../support/as-viewer.ts';
import { postId, seedContent } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { posts, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const LOCKED_WORDS = 'Members read on from here.';

/** The document's head: what sharing and search read. */
const headOf = async (path: string) => {
  const response = await SELF.fetch(`http://localhost${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  return html.slice(0, html.indexOf('</head>'));
};

const metaOf = (head: string) => {
  const tags: Record<string, string[]> = {};
  for (const match of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g))
    (tags[match[1] ?? ''] ??= []).push((match[2] ?? '').replaceAll('&amp;', '&').replaceAll('&#x27;', "'"));
  return tags;
};

const jsonLdOf = (head: string) =>
  [...head.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );

beforeEach(async () => {
  await seedContent(2);
  await db.batch([
    db
      .update(posts)
      .set({ subtitle: 'What the street knows', visibility: 'LOCKED', lockedSource: 'UGC_UNENROLLED' })
      .where(eq(posts.id, postId(1))),
    db.update(users).set({ bio: 'Writes about streets.', imageId: 'avatar123.png' }).where(eq(users.id, 'u-ann')),
  ]);
});

describe('sharing metadata', () => {
  it('describes a story as an article, marks it members-only for search engines, and never leaks its locked words', async () => {
    const head = await headOf(`/p/${postId(1)}`);
    const meta = metaOf(head);
    expect(meta['og:type']).toEqual(['article']);
    expect(meta['og:locale']).toEqual(['en_US']);
    expect(meta['robots']).toBeUndefined();
    expect(meta['og:title']).toEqual(['Story 1']);
    expect(meta['og:description']).toEqual(['What the street knows']);
    expect(meta['og:url']?.[0]).toMatch(/^http:\/\/localhost\/@ann\/story-1-/);
    // no picture in the story: the writer's avatar, through the image service at 1200×630
    expect(meta['og:image']).toEqual(['http://localhost/_/image/w:1200,h:630,crop/avatar123.png']);
    expect(meta['twitter:card']).toEqual(['summary_large_image']);
    expect(meta['article:published_time']?.[0]).toBe(new Date(Date.UTC(2026, 0, 1) + 60_000).toISOString());
    expect(meta['article:author']).toEqual(['http://localhost/@ann']);
    expect(meta['article:tag']).toEqual(['Essays', 'Craft']);
    const [article, trail] = jsonLdOf(head);
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'Story 1',
      isAccessibleForFree: false,
      hasPart: { isAccessibleForFree: false },
      author: { '@type': 'Person', name: 'Ann Author' },
    });
    expect(article?.['publisher']).toMatchObject({ '@type': 'Organization', logo: { '@type': 'ImageObject' } });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(head).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Stories by Ann Author" href="http://localhost/feed/@ann"/>',
    );
    expect(head).not.toContain(LOCKED_WORDS);
  });

  it('shows to everyone only a picture from the open part of a members-only story, never its locked one or that one’s alt text', async () => {
    const paragraph = (name: string, fields: Partial<Paragraph>): Paragraph => ({
      name,
      type: 'P',
      markups: [],
      text: '',
      ...fields,
    });
    const content = (image: number) => ({
      paragraphs: [
        paragraph('o1', { type: 'P', text: 'Open.' }),
        paragraph('o2', { type: 'P', text: 'Open too.' }),
        paragraph('o3', { type: 'P', text: 'Still open.' }),
      ].toSpliced(image, 0, {
        ...paragraph('i1', { type: 'IMG', text: 'A locked caption' }),
        metadata: { id: 'locked-picture.png', originalWidth: 1600, originalHeight: 900, alt: 'What members see' },
      }),
    });
    // the picture after the three open paragraphs: members only
    await db
      .update(posts)
      .set({ content: content(3) })
      .where(eq(posts.id, postId(1)))
      .run();
    const lockedHead = await headOf(`/p/${postId(1)}`);
    expect(metaOf(lockedHead)['og:image']).toEqual(['http://localhost/_/image/w:1200,h:630,crop/avatar123.png']);
    expect(metaOf(lockedHead)['twitter:image']).toEqual(['http://localhost/_/image/w:1200,h:630,crop/avatar123.png']);
    expect(jsonLdOf(lockedHead)[0]?.['image']).toEqual(['http://localhost/_/image/w:1200,h:630,crop/avatar123.png']);
    expect(lockedHead).not.toContain('locked-picture');
    const visitor = await asViewer(null);
    const preview = (await visitor(`{ post(id: "${postId(1)}") { previewImage { id alt } } }`))['post'];
    expect(preview).toEqual({ previewImage: null });
    // the same picture among the open paragraphs is everyone's
    await db
      .update(posts)
      .set({ content: content(1) })
      .where(eq(posts.id, postId(1)))
      .run();
    expect((await visitor(`{ post(id: "${postId(1)}") { previewImage { id alt } } }`))['post']).toEqual({
      previewImage: { id: 'locked-picture.png', alt: 'What members see' },
    });
  });

  it('asks search engines not to list an unlisted story, which its link still opens', async () => {
    await db
      .update(posts)
      .set({ visibility: 'UNLISTED' })
      .where(eq(posts.id, postId(2)))
      .run();
    expect(metaOf(await headOf(`/p/${postId(2)}`))['robots']).toEqual(['noindex']);
  });

  it('describes a story in a publication as a news article with its section and feed', async () => {
    const head = await headOf(`/p/${postId(2)}`);
    expect(metaOf(head)['article:section']).toEqual(['The Mag']);
    expect(jsonLdOf(head)[0]).toMatchObject({ '@type': 'NewsArticle', isAccessibleForFree: true });
    expect(head).toContain('href="http://localhost/feed/the-mag"');
  });

  it.each<[string, string, Record<string, string[]>]>([
    [
      'a profile',
      '/@ann',
      { 'og:type': ['profile'], 'og:title': ['Ann Author'], 'og:description': ['Writes about streets.'] },
    ],
    ['a publication', '/the-mag', { 'og:type': ['website'], 'og:title': ['The Mag'] }],
    ['a tag', '/tag/essays', { 'og:title': ['Essays stories'], 'og:url': ['http://localhost/tag/essays'] }],
  ])('describes %s', async (_kind, path, expected) => {
    const head = await headOf(path);
    expect(metaOf(head)).toMatchObject({ 'og:site_name': ['Quire'], ...expected });
    expect(head).toContain('type="application/rss+xml"');
    expect(head).not.toContain(LOCKED_WORDS);
  });

  it('describes the home page for search results (Lighthouse’s meta-description)', async () => {
    const head = await headOf('/');
    expect(head).toContain(
      '<meta name="description" content="Quire is a place to read, write and deepen your understanding, with writers you follow and publications you trust."/>',
    );
    expect(metaOf(head)).toMatchObject({
      'og:type': ['website'],
      'og:title': ['Quire: where good stories find their readers'],
      'og:url': ['http://localhost/'],
    });
  });

  it('credits the writer’s X handle as twitter:creator once they give one in their profile, and only a valid one', async () => {
    expect(metaOf(await headOf(`/p/${postId(2)}`))['twitter:creator']).toBeUndefined();
    const ann = await asViewer('u-ann');
    const save = (twitterScreenName?: string) =>
      ann(
        `mutation ($handle: String) { updateUserProfile(name: "Ann Author", bio: "Writes.", twitterScreenName: $handle) { __typename ... on User { twitterScreenName } ... on Failure { message } } }`,
        { handle: twitterScreenName },
      );
    expect((await save('"><script>'))['updateUserProfile']).toEqual({
      __typename: 'BadRequest',
      message: X_HANDLE_ERROR,
    });
    expect((await save('https://x.com/ann_writes'))['updateUserProfile']).toEqual({
      __typename: 'User',
      twitterScreenName: 'ann_writes',
    });
    expect(metaOf(await headOf(`/p/${postId(2)}`))['twitter:creator']).toEqual(['@ann_writes']);
    expect(metaOf(await headOf('/@ann'))['twitter:creator']).toEqual(['@ann_writes']);
    // left out, it stays; empty, it goes
    expect((await save())['updateUserProfile']).toEqual({ __typename: 'User', twitterScreenName: 'ann_writes' });
    expect((await save(''))['updateUserProfile']).toEqual({ __typename: 'User', twitterScreenName: null });
  });

  it('leaves the X and fediverse handles out for others once the writer hides external services (ACCOUNT_HIDE_EXTERNAL_SERVICES)', async () => {
    const ann = await asViewer('u-ann');
    await ann(
      `mutation { updateUserProfile(name: "Ann Author", bio: "Writes.", twitterScreenName: "ann_writes") { __typename } }`,
    );
    const hide = async (on: boolean) =>
      (
        await ann(
          `mutation ($on: Boolean!) { updateWriterSettings(hideExternalServices: $on) { __typename ... on User { hidesExternalServices } } }`,
          { on },
        )
      )['updateWriterSettings'];
    const HANDLES = `{ user(username: "ann") { twitterScreenName fediverseHandle } }`;
    const visitor = await asViewer(null);
    expect((await visitor(HANDLES))['user']).toEqual({
      twitterScreenName: 'ann_writes',
      fediverseHandle: '@ann@localhost',
    });

    expect(await hide(true)).toEqual({ __typename: 'User', hidesExternalServices: true });
    expect((await visitor(HANDLES))['user']).toEqual({ twitterScreenName: null, fediverseHandle: null });
    expect((await (await asViewer('u-rex'))(HANDLES))['user']).toEqual({
      twitterScreenName: null,
      fediverseHandle: null,
    });
    // the writer still sees their own, to change them
    expect((await ann(HANDLES))['user']).toEqual({
      twitterScreenName: 'ann_writes',
      fediverseHandle: '@ann@localhost',
    });
    expect(metaOf(await headOf(`/p/${postId(2)}`))['twitter:creator']).toBeUndefined();
    expect(metaOf(await headOf('/@ann'))['twitter:creator']).toBeUndefined();
    expect(await (await SELF.fetch('http://localhost/@ann')).text()).not.toContain('@ann@localhost');

    expect(await hide(false)).toEqual({ __typename: 'User', hidesExternalServices: false });
    expect(metaOf(await headOf('/@ann'))['twitter:creator']).toEqual(['@ann_writes']);
  });
});

describe('oEmbed: /oembed for story addresses, framing /embed', () => {
  const ask = (query: string) => SELF.fetch(`http://localhost/oembed?${query}`);

  it('answers a rich embed of the story’s light card, discovered from the story page', async () => {
    const head = await headOf(`/p/${postId(1)}`);
    const discovered =
      /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/
        .exec(head)?.[1]
        ?.replaceAll('&amp;', '&') ?? '';
    expect(discovered).toMatch(/^http:\/\/localhost\/oembed\?url=.+&format=json$/);
    const response = await SELF.fetch(discovered);
    expect(response.status).toBe(200);
    const embed = (await response.json()) as Record<string, unknown>;
    expect(embed).toMatchObject({
      version: '1.0',
      type: 'rich',
      provider_name: 'Quire',
      title: 'Story 1',
      author_name: 'Ann Author',
      author_url: 'http://localhost/@ann',
      width: 600,
      height: 400,
    });
    const src = /src="([^"]+)"/.exec(String(embed['html']))?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(src).toMatch(/^http:\/\/localhost\/embed\?url=/);

    // the card: framable by any site, the title and subtitle, never the members-only text
    const card = await SELF.fetch(src);
    expect(card.status).toBe(200);
    expect(card.headers.get('X-Frame-Options')).toBeNull();
    expect(card.headers.get('Content-Security-Policy')).toContain('frame-ancestors *');
    const html = await card.text();
    expect(html).toContain('What the street knows');
    expect(html).not.toContain(LOCKED_WORDS);
  });

  it.each<[string, string, number]>([
    ['no address', '', 400],
    ['XML', `url=${encodeURIComponent(`http://localhost/p/${postId(1)}`)}&format=xml`, 501],
    ['a story that does not exist', `url=${encodeURIComponent('http://localhost/p/0000000000ff')}`, 404],
    [
      'another site’s address that ends in a story’s id',
      `url=${encodeURIComponent(`https://elsewhere.example/p/${postId(1)}`)}`,
      404,
    ],
  ])('refuses %s', async (_case, query, status) => {
    expect((await ask(query)).status).toBe(status);
  });

  it.each([
    [
      '400×300',
      '&maxwidth=400&maxheight=300',
      { width: 400, height: 300, thumbnail_width: 400, thumbnail_height: 210 },
    ],
    ['a width under 280', '&maxwidth=200', { width: 200, height: 400, thumbnail_width: 200, thumbnail_height: 105 }],
    ['a height alone', '&maxheight=63', { width: 600, height: 63, thumbnail_width: 120, thumbnail_height: 63 }],
    ['none', '', { width: 600, height: 400, thumbnail_width: 1200, thumbnail_height: 630 }],
  ])('keeps the embed and its thumbnail within the size the consumer allows: %s', async (_case, bounds, size) => {
    const embed = (await (
      await ask(`url=${encodeURIComponent(`http://localhost/p/${postId(1)}`)}${bounds}`)
    ).json()) as Record<string, unknown>;
    expect(embed).toMatchObject(size);
    expect(embed['thumbnail_url']).toBe(
      `http://localhost/_/image/w:${size.thumbnail_width},h:${size.thumbnail_height},crop/avatar123.png`,
    );
  });
});
