import { SELF } from 'cloudflare:test';
import { algoliasearch } from 'algoliasearch';
import algoliasearchHelper from 'algoliasearch-helper';
import { beforeEach, describe, expect, it } from 'vitest';
import { asViewer } from '../support/as-viewer.ts';
import { postId, seedContent, signIn } from '../support/seed-content.ts';
import { newNetwork } from '../support/graphql.ts';
import { eq, inArray, sql } from 'drizzle-orm';
import { posts, tags, users } from '../../worker/db/schema/index.ts';
import { batch, db } from '../support/test-database.ts';

const CREDENTIALS = { 'X-Algolia-Application-Id': 'quire', 'X-Algolia-API-Key': 'quire-public-search-key' };
const URL = 'http://localhost/1/indexes/*/queries';

type Results = { results: Record<string, unknown>[] };
const post = (body: unknown, headers: Record<string, string> = CREDENTIALS) =>
  SELF.fetch(URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const search = async (requests: unknown[], headers?: Record<string, string>) => {
  const response = await post({ requests }, headers);
  expect(response.status).toBe(200);
  return ((await response.json()) as Results).results;
};
const ids = async (
  indexName: string,
  query: string,
  extra: Record<string, unknown> = {},
  headers?: Record<string, string>,
) =>
  (
    (await search([{ indexName, params: { query, hitsPerPage: 20, ...extra } }], headers))[0]?.['hits'] as {
      objectID: string;
    }[]
  ).map((hit) => hit.objectID);

/** `count` published stories titled "Lantern 1" to "Lantern {count}", the later ones newer. */
const insertLanterns = (count: number) =>
  batch(
    Array.from({ length: count }, (_, index) => {
      const i = index + 1;
      return db.insert(posts).values({
        id: (4096 + i).toString(16).padStart(12, '0'),
        creatorId: 'u-ann',
        title: `Lantern ${i}`,
        uniqueSlug: `lantern-${i}`,
        content: { paragraphs: [] },
        firstPublishedAt: new Date(i),
        latestPublishedAt: new Date(i),
        updatedAt: new Date(i),
      });
    }),
  );

beforeEach(async () => {
  await seedContent(5);
  // visitors search high-quality writers only (docs/spec-checklist.md 3 §6): Ann is one
  await db
    .update(users)
    .set({ isHighQuality: true })
    .where(inArray(users.id, ['u-ann', 'u-ed']))
    .run();
});

describe('POST /1/indexes/*/queries: the wire format (docs/spec-checklist.md 1 §7, docs/spec-checklist.md 3 §7)', () => {
  it('answers every index with hits in its own shape and the paging fields', async () => {
    const [posts, users, collections, tags] = await search([
      { indexName: 'quire_posts', params: 'query=story&hitsPerPage=2&page=1&clickAnalytics=true' },
      { indexName: 'quire_users', params: { query: 'ann' } },
      { indexName: 'quire_collections', params: { query: 'mag' } },
      { indexName: 'quire_tags', params: { query: 'ess' } },
    ]);
    expect(posts).toMatchObject({
      nbHits: 5,
      page: 1,
      nbPages: 3,
      hitsPerPage: 2,
      query: 'story',
      index: 'quire_posts',
      params: 'query=story&hitsPerPage=2&page=1&clickAnalytics=true',
    });
    expect(posts?.['queryID']).toMatch(/^[0-9a-f]{32}$/);
    expect(posts?.['hits']).toHaveLength(2);
    expect((posts?.['hits'] as unknown[])[0]).toEqual({
      postId: expect.any(String),
      title: expect.stringMatching(/^Story \d$/),
      latestPublishedAt: expect.any(Number),
      objectID: expect.any(String),
      _highlightResult: { title: expect.objectContaining({ matchLevel: expect.any(String) }) },
      _snippetResult: { body: expect.objectContaining({ value: expect.any(String) }) },
    });
    expect(users).toMatchObject({
      nbHits: 1,
      hitsPerPage: 3,
      page: 0,
      hits: [{ userId: 'u-ann', username: 'ann', name: 'Ann Author', imageId: null, objectID: 'u-ann' }],
    });
    expect(users).not.toHaveProperty('queryID');
    expect(collections).toMatchObject({
      nbHits: 1,
      hits: [{ collectionId: 'c-mag', name: 'The Mag', imageId: null, objectID: 'c-mag' }],
    });
    expect(tags).toMatchObject({ nbHits: 1, hits: [{ tagSlug: 'essays', displayText: 'Essays', objectID: 'essays' }] });
  });

  it('matches the last word as a prefix while the reader types, accents folded', async () => {
    expect(await ids('quire_users', 'ann aut')).toEqual(['u-ann']);
    expect(await ids('quire_users', 'an aut')).toEqual([]);
    await db
      .update(posts)
      .set({ title: 'Café culture' })
      .where(eq(posts.id, postId(3)))
      .run();
    expect(await ids('quire_posts', 'cafe cu')).toEqual([postId(3)]);
  });

  it('filters a publication’s or a writer’s own stories', async () => {
    expect((await ids('quire_posts', 'story', { filters: 'collectionId:c-mag' })).sort()).toEqual([
      postId(2),
      postId(4),
    ]);
    expect(await ids('quire_posts', 'story', { filters: 'creatorId:u-rex' })).toEqual([]);
  });

  it('puts strong matches first, then popular stories', async () => {
    await db.batch([
      db
        .update(posts)
        .set({ title: 'Harbour notes' })
        .where(eq(posts.id, postId(1))),
      db
        .update(posts)
        .set({ subtitle: 'A harbour at dusk' })
        .where(eq(posts.id, postId(2))),
      db
        .update(posts)
        .set({ subtitle: 'A harbour at dawn', clapCount: 50 })
        .where(eq(posts.id, postId(3))),
    ]);
    expect(await ids('quire_posts', 'harbour')).toEqual([postId(1), postId(3), postId(2)]);
  });

  it('follows a writer’s profile and a publication’s details as they are changed through the app', async () => {
    const ann = await asViewer('u-ann');
    await ann(`mutation { updateUserProfile(name: "Annabel Quill", bio: "") { __typename } }`);
    await ann(
      `mutation { updateCollection(collectionId: "c-mag", name: "Harbour Weekly", description: "Tides") { __typename } }`,
    );
    expect(await ids('quire_users', 'quill')).toEqual(['u-ann']);
    expect(await ids('quire_collections', 'harbour')).toEqual(['c-mag']);
    expect(await ids('quire_collections', 'the mag')).toEqual([]);
  });

  it('finds only published, listed, live stories, and follows edits', async () => {
    await db.batch([
      db
        .update(posts)
        .set({ title: 'Lighthouse', firstPublishedAt: null })
        .where(eq(posts.id, postId(1))),
      db
        .update(posts)
        .set({ title: 'Lighthouse', visibility: 'UNLISTED' })
        .where(eq(posts.id, postId(2))),
      db
        .update(posts)
        .set({ title: 'Lighthouse', deletedAt: new Date(1) })
        .where(eq(posts.id, postId(3))),
      db
        .update(posts)
        .set({ title: 'Lighthouse', visibility: 'LOCKED' })
        .where(eq(posts.id, postId(4))),
    ]);
    expect(await ids('quire_posts', 'lighthouse')).toEqual([postId(4)]);
    await db
      .update(posts)
      .set({ title: 'Beacon' })
      .where(eq(posts.id, postId(4)))
      .run();
    expect(await ids('quire_posts', 'lighthouse')).toEqual([]);
    expect(await ids('quire_posts', 'beacon')).toEqual([postId(4)]);
  });

  it('finds a members-only story by its preview, never by what only members may read', async () => {
    await db
      .update(posts)
      .set({ visibility: 'LOCKED' })
      .where(eq(posts.id, postId(1)))
      .run();
    // the 4th paragraph, "Members read on from here.", is past the 3 everyone may read
    expect(await ids('quire_posts', 'members')).not.toContain(postId(1));
    expect(await ids('quire_posts', 'members')).toHaveLength(4);
    expect(await ids('quire_posts', 'second paragraph')).toContain(postId(1));
    await db
      .update(posts)
      .set({ visibility: 'PUBLIC' })
      .where(eq(posts.id, postId(1)))
      .run();
    expect(await ids('quire_posts', 'members')).toContain(postId(1));
  });

  it('considers at most the newest 500 matches of a query, and says its count is not exhaustive then', async () => {
    await insertLanterns(520);
    const [lanterns] = await search([{ indexName: 'quire_posts', params: { query: 'lantern', hitsPerPage: 2 } }]);
    expect(lanterns).toMatchObject({ nbHits: 500, exhaustiveNbHits: false, nbPages: 250 });
    // equally strong matches: the most recently published first
    expect((lanterns?.['hits'] as { title: string }[]).map((hit) => hit.title)).toEqual(['Lantern 520', 'Lantern 519']);
    const [stories] = await search([{ indexName: 'quire_posts', params: { query: 'story' } }]);
    expect(stories).toMatchObject({ nbHits: 5, exhaustiveNbHits: true });
  });

  it('shows tags only with at least one story', async () => {
    await db.update(tags).set({ postCount: 0 }).where(eq(tags.slug, 'craft')).run();
    expect(await ids('quire_tags', '')).toEqual(['essays']);
  });

  it('limits viewers without can_view_unfiltered_search to high-quality people and their stories (docs/spec-checklist.md 3 §6)', async () => {
    await db.update(users).set({ isHighQuality: false }).where(eq(users.id, 'u-ann')).run();
    await db.update(users).set({ userType: 'Author' }).where(eq(users.id, 'u-ed')).run();
    expect(await ids('quire_posts', 'story')).toEqual([]);
    expect(await ids('quire_users', '')).toEqual([]);
    await db.update(users).set({ isStaff: true }).where(eq(users.id, 'u-rex')).run();
    const { cookie } = await signIn('u-rex');
    const staff = { ...CREDENTIALS, Cookie: cookie };
    expect(await ids('quire_posts', 'story', {}, staff)).toHaveLength(5);
    expect((await ids('quire_users', '', {}, staff)).sort()).toEqual(['u-ann', 'u-ed', 'u-rex']);
  });
});

describe('refusals, in the same format and never a 500', () => {
  it.each<[string, () => Promise<Response>, number, string]>([
    [
      'no credentials',
      () => post({ requests: [{ indexName: 'quire_posts' }] }, {}),
      403,
      'Invalid Application-ID or API key',
    ],
    [
      'a wrong key',
      () => post({ requests: [{ indexName: 'quire_posts' }] }, { ...CREDENTIALS, 'X-Algolia-API-Key': 'guess' }),
      403,
      'Invalid Application-ID or API key',
    ],
    ['a GET', () => SELF.fetch(URL, { headers: CREDENTIALS }), 405, 'Method not allowed: use POST'],
    ['a body that is not JSON', () => post('{"requests": ['), 400, 'The body is not valid JSON'],
    [
      'a huge body',
      () => post({ requests: [{ indexName: 'quire_posts', params: { query: 'x'.repeat(40_000) } }] }),
      413,
      'The request is too large',
    ],
    [
      'an unknown index',
      () => post({ requests: [{ indexName: 'quire_secrets' }] }),
      400,
      'Index quire_secrets does not exist',
    ],
    [
      'a filter the index does not have',
      () => post({ requests: [{ indexName: 'quire_tags', params: { filters: 'creatorId:u-ann' } }] }),
      400,
      'Attribute creatorId is not filterable in index quire_tags',
    ],
  ])('%s', async (_, send, status, message) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message, status });
  });

  it('reads query syntax as words', async () => {
    expect(await ids('quire_posts', 'NEAR(story* OR "')).toEqual([]);
    expect(await ids('quire_posts', '"story"')).toHaveLength(5);
  });
});

describe('the per-network limit (wrangler.toml RATE_LIMITER)', () => {
  it('answers a network past 600 searches a minute with 429 in the service’s format', async () => {
    // a network no other test file uses: the files share one runtime, and so its limiter's windows
    const headers = { ...CREDENTIALS, 'CF-Connecting-IP': '2001:db8:5ea:c4::1' };
    // Bodies refused before any search runs still count. The limiter counts in minute windows: a
    // run that crosses into the next one is refused later, but never before 600 in one window.
    let refused = await post('{', headers);
    let sent = 1;
    for (; refused.status === 400 && sent <= 1200; sent += 1) refused = await post('{', headers);
    expect(sent).toBeGreaterThan(600);
    expect([refused.status, await refused.json()]).toEqual([
      429,
      { message: 'Too many requests. Please try again later.', status: 429 },
    ]);
  });
});

/** The official search client, its requests sent to the worker. */
const searchClient = () =>
  algoliasearch('quire', 'quire-public-search-key', {
    hosts: [{ url: 'localhost', accept: 'readWrite', protocol: 'http' }],
    requester: {
      send: async (request) => {
        // the client sends its JSON as text; compressed bodies it would send as bytes
        const body =
          typeof request.data === 'string'
            ? request.data
            : request.data
              ? new TextDecoder().decode(request.data)
              : null;
        const response = await SELF.fetch(request.url, { method: request.method, headers: request.headers, body });
        return { status: response.status, content: await response.text(), isTimedOut: false };
      },
    },
  });

describe('the official search client, pointed at the worker', () => {
  it('runs a multi-index search and gets typed hits back', async () => {
    const client = searchClient();
    type PostHit = { postId: string; title: string; objectID: string };
    const { results } = await client.search<PostHit>({
      requests: [
        { indexName: 'quire_posts', query: 'story 3' },
        { indexName: 'quire_collections', query: 'the' },
      ],
    });
    const [posts, collections] = results;
    expect(posts && 'hits' in posts ? posts.hits.map((hit: PostHit) => hit.title) : null).toEqual(['Story 3']);
    expect(collections && 'hits' in collections ? collections.hits.map((hit: PostHit) => hit.objectID) : null).toEqual([
      'c-mag',
    ]);
  });
});

describe('one index’s search, as the official client’s searchSingleIndex asks it', () => {
  it('answers the one result, with its parameters inline or as a params string', async () => {
    type PostHit = { title: string };
    const inline = await searchClient().searchSingleIndex<PostHit>({
      indexName: 'quire_posts',
      searchParams: { query: 'story 3', hitsPerPage: 5 },
    });
    expect(inline.hits.map((hit) => hit.title)).toEqual(['Story 3']);
    expect(inline).toMatchObject({ index: 'quire_posts', query: 'story 3', hitsPerPage: 5, page: 0 });
    const asString = await searchClient().searchSingleIndex<PostHit>({
      indexName: 'quire_posts',
      searchParams: { params: 'query=story%203' },
    });
    expect(asString.hits.map((hit) => hit.title)).toEqual(['Story 3']);
  });

  it('says which index it does not know, in the service’s error shape', async () => {
    await expect(
      searchClient().searchSingleIndex({ indexName: 'quire_nothing', searchParams: { query: 'x' } }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('highlighted hits in the service’s format, read by the official search helper', () => {
  it('marks the matched words in the request’s tags, and cuts a body snippet from the free preview only', async () => {
    await db
      .update(posts)
      .set({ visibility: 'LOCKED' })
      .where(eq(posts.id, postId(2)))
      .run();
    const helper = algoliasearchHelper(searchClient() as never, 'quire_posts', {
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 10,
    });
    const { content } = await helper.searchOnce({ query: 'story 2' });
    const [hit] = content.hits as {
      title: string;
      _highlightResult: Record<string, { value: string; matchLevel: string; matchedWords: string[] }>;
      _snippetResult: Record<string, { value: string }>;
    }[];
    expect(hit?._highlightResult['title']).toMatchObject({
      value: '<mark>Story</mark> <mark>2</mark>',
      matchLevel: 'full',
      matchedWords: ['story', '2'],
    });
    expect(hit?._snippetResult['body']?.value).toContain('<mark>Story</mark> <mark>2</mark>');
    // the paragraph past the paywall matches the search, but no snippet shows it
    const { content: locked } = await helper.searchOnce({ query: 'members read' });
    expect(JSON.stringify(locked.hits)).not.toContain('Members read on');
    expect(JSON.stringify(locked.hits)).not.toContain('<mark>Members</mark>');
  });
});

describe('the search page (/search, /search/{category}, docs/spec-checklist.md 3 §2)', () => {
  const page = async (path: string) => {
    const response = await SELF.fetch(`http://localhost${path}`);
    expect(response.status).toBe(200);
    return { html: await response.text(), cache: response.headers.get('X-Cache-Status') };
  };

  it('shows every kind of result for ?q=, and is never cached', async () => {
    const { html, cache } = await page('/search?q=story');
    expect(html).toContain('Results for');
    // the matched words in bold
    expect(html).toContain('><strong>Story</strong> 5<');
    expect(html).toMatch(/href="\/search\/users\?q=story"/);
    expect(cache).toBe('DYNAMIC');
  });

  it('narrows to one kind on its tab', async () => {
    const people = await page('/search/users?q=ann');
    expect(people.html).toContain('<strong>Ann</strong> Author');
    expect(people.html).not.toContain('Story 1<');
    const tags = await page('/search/tags?q=ess');
    expect(tags.html).toContain('href="/tag/essays"');
  });

  it('pages through a tab ten at a time', async () => {
    await insertLanterns(13);
    const first = await page('/search/posts?q=lantern');
    expect(first.html.match(/<strong>Lantern<\/strong> \d+</g)).toHaveLength(10);
    expect(first.html).toContain('href="/search/posts?q=lantern&amp;page=1"');
    const second = await page('/search/posts?q=lantern&page=1');
    expect(second.html.match(/<strong>Lantern<\/strong> \d+</g)).toHaveLength(3);
    expect(second.html).not.toContain('Next page');
  });

  it('asks for words when there are none, and says so when nothing matches', async () => {
    expect((await page('/search')).html).toContain('Search for stories, people, publications and tags.');
    expect((await page('/search?q=zzzq')).html).toContain('No results for “zzzq”. Try other words.');
  });

  it('searches one publication’s stories inside it, 8 a page, with a way out to the whole site', async () => {
    await insertLanterns(10);
    // Lanterns 1 to 9 join the publication; Lantern 10 stays outside it
    await db.update(posts).set({ collectionId: 'c-mag' }).where(sql`${posts.title} glob 'Lantern [1-9]'`).run();
    const first = await page('/the-mag/search?q=lantern');
    expect(first.html).toContain('From this Publication');
    expect(first.html).toMatch(
      /Results for <span class="search__query">lantern<\/span>(<!-- -->)? in (<!-- -->)?The Mag/,
    );
    expect(first.html.match(/<strong>Lantern<\/strong> \d+</g)).toHaveLength(8);
    expect(first.html).not.toContain('</strong> 10<');
    expect(first.html).toContain('href="/the-mag/search?q=lantern&amp;page=1"');
    expect(first.html).toContain('href="/search?q=lantern"');
    const second = await page('/the-mag/search?q=lantern&page=1');
    expect(second.html.match(/<strong>Lantern<\/strong> \d+</g)).toHaveLength(1);
    // the stories of other publications and of no publication stay out: Story 1 is in none
    expect((await page('/the-mag/search?q=story')).html).not.toContain('Story</strong> 1<');
    expect((await page('/the-mag/search/posts?q=story')).html).toContain('Story</strong> 2<');
  });

  it('bolds only whole matched words, the last as a prefix, ignoring case and accents, and never as HTML', async () => {
    await db.update(users).set({ name: 'Ánn <b>Author</b>' }).where(eq(users.id, 'u-ann')).run();
    const people = await page('/search/users?q=ann%20aut');
    expect(people.html).toContain('<strong>Ánn</strong> &lt;b&gt;<strong>Author</strong>&lt;/b&gt;');
  });

  it('searches people, publications and tags site-wide from a publication’s category tabs', async () => {
    const people = await page('/the-mag/search/users?q=ann');
    expect(people.html).toContain('<strong>Ann</strong> Author');
    expect(people.html).toMatch(/href="\/the-mag\/search\/users\?q=ann" aria-current="page"/);
    expect((await page('/the-mag/search/tags?q=ess')).html).toContain('href="/tag/essays"');
  });

  it('answers 404 for a publication that does not exist', async () => {
    expect((await SELF.fetch('http://localhost/no-such-mag/search?q=story')).status).toBe(404);
  });
});

describe('server errors from database limits', () => {
  it('answers a search filter of 90 AND terms with a clear 400, not a 500', async () => {
    const filters = Array.from({ length: 90 }, (_, n) => `creatorId:u${n}`).join(' AND ');
    const answer = await SELF.fetch('http://localhost/1/indexes/*/queries', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Algolia-Application-Id': 'quire',
        'X-Algolia-API-Key': 'quire-public-search-key',
        'CF-Connecting-IP': newNetwork(),
      },
      body: JSON.stringify({ requests: [{ indexName: 'quire_posts', params: { query: 'story', filters } }] }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      message: 'Filters can name each attribute once: creatorId is named twice',
    });
  });
});
