import { beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql.ts';
import { insertPost, postId, seedContent, signIn } from '../support/seed-content.ts';
import { env, SELF } from 'cloudflare:test';
import { asViewer } from '../support/as-viewer.ts';
import { eq } from 'drizzle-orm';
import {
  blocks,
  catalogClaps,
  catalogItems,
  catalogs,
  events,
  posts,
  userMutes,
} from '../../worker/db/schema/index.ts';
import { batch, db } from '../support/test-database.ts';

const sql = (statement: string, ...values: unknown[]) => env.DB.prepare(statement).bind(...values);
const NOW = Date.UTC(2026, 5, 1);

type Body = Record<string, Record<string, unknown> | null>;

async function as(userId: string | null) {
  const headers = userId
    ? await signIn(userId).then(({ cookie, xsrf }) => ({ Cookie: cookie, 'X-Xsrf-Token': xsrf }))
    : { 'X-Xsrf-Token': '' };
  return (query: string, variables: Record<string, unknown> = {}) => graphql<Body>(query, variables, headers);
}

/** A published response to a story or a list. */
const respond = (
  id: string,
  creatorId: string,
  parent: { post?: string; catalog?: string },
  fields: Partial<typeof posts.$inferInsert> = {},
) =>
  insertPost({
    id,
    creatorId,
    title: '',
    uniqueSlug: id,
    content: { paragraphs: [{ name: 'r1', type: 'P', text: `Response ${id}`, markups: [] }] },
    inResponseToPostId: parent.post ?? null,
    inResponseToCatalogId: parent.catalog ?? null,
    firstPublishedAt: new Date(NOW),
    updatedAt: new Date(NOW),
    createdAt: new Date(NOW),
    ...fields,
  });

beforeEach(async () => {
  await seedContent(3);
  await db.batch([db.delete(catalogs), db.delete(events), db.delete(userMutes)]);
  await db.batch([
    db.insert(catalogs).values([
      {
        id: 'l-pub',
        creatorId: 'u-ann',
        name: 'Good reads',
        slug: 'good-reads',
        visibility: 'PUBLIC',
        updatedAt: new Date(NOW),
      },
      {
        id: 'l-priv',
        creatorId: 'u-ann',
        name: 'Secret',
        slug: 'secret',
        visibility: 'PRIVATE',
        updatedAt: new Date(NOW),
      },
    ]),
    db.insert(catalogs).values({
      id: 'predefined:u-rex:reading-list',
      creatorId: 'u-rex',
      name: 'x',
      slug: 'reading-list',
      visibility: 'PRIVATE',
      predefined: 'reading-list',
      updatedAt: new Date(NOW),
    }),
    db.insert(catalogItems).values([
      {
        catalogItemId: 'i1',
        catalogId: 'l-pub',
        entityType: 'POST',
        entityId: postId(3),
        position: 1,
        archived: false,
      },
      {
        catalogItemId: 'i2',
        catalogId: 'l-pub',
        entityType: 'POST',
        entityId: postId(1),
        position: 2,
        archived: false,
      },
      {
        catalogItemId: 'i3',
        catalogId: 'l-pub',
        entityType: 'POST',
        entityId: postId(2),
        position: 3,
        archived: false,
      },
      {
        catalogItemId: 'i4',
        catalogId: 'l-pub',
        entityType: 'POST',
        entityId: 'ffffffffffff',
        position: 4,
        archived: false,
      },
    ]),
  ]);
});

const CATALOG = `__typename ... on NotFound { message } ... on Catalog { id name visibility creator { username } }`;

describe('catalogById: who may read a list', () => {
  it.each([
    ['a visitor, a public list', null, 'l-pub', 'Catalog'],
    ['another reader, a public list', 'u-rex', 'l-pub', 'Catalog'],
    ['the owner, a private list', 'u-ann', 'l-priv', 'Catalog'],
    ['another reader, a private list', 'u-rex', 'l-priv', 'NotFound'],
    ['a visitor, a private list', null, 'l-priv', 'NotFound'],
    ['the owner, the predefined reading list', 'u-rex', 'predefined:u-rex:reading-list', 'Catalog'],
    ['someone else, that reading list', 'u-ann', 'predefined:u-rex:reading-list', 'NotFound'],
    ['anyone, a list that does not exist', 'u-ann', 'l-none', 'NotFound'],
  ])('%s: %s', async (_, viewer, id, typename) => {
    const query = await as(viewer);
    const { body } = await query(`query ($id: ID!) { catalogById(catalogId: $id) { ${CATALOG} } }`, { id });
    expect(body.data?.['catalogById']?.['__typename']).toBe(typename);
    if (typename === 'NotFound') expect(body.data?.['catalogById']?.['message']).toBe('List not found');
  });

  it('names predefined lists by their kind (docs/spec-checklist.md 3 §3)', async () => {
    const { body } = await (await as('u-rex'))(
      `{ catalogById(catalogId: "predefined:u-rex:reading-list") { ${CATALOG} } }`,
    );
    expect(body.data?.['catalogById']).toMatchObject({
      name: 'Reading list',
      visibility: 'PRIVATE',
      creator: { username: 'rex' },
    });
  });
});

describe('Catalog.itemsConnection', () => {
  it('pages through items in the owner’s order; a story that is gone leaves an empty item', async () => {
    const query = await as(null);
    const page = (to: string | null) =>
      query(
        `query ($to: String) { catalogById(catalogId: "l-pub") { ... on Catalog { itemsConnection(paging: { limit: 2, to: $to }) {
        items { catalogItemId post { id } } pagingInfo { next { limit to } } } } } }`,
        { to },
      );
    const first = await page(null);
    expect(first.body.data?.['catalogById']?.['itemsConnection']).toEqual({
      items: [
        { catalogItemId: 'i1', post: { id: postId(3) } },
        { catalogItemId: 'i2', post: { id: postId(1) } },
      ],
      pagingInfo: { next: { limit: 2, to: '2' } },
    });
    const second = await page('2');
    expect(second.body.data?.['catalogById']?.['itemsConnection']).toEqual({
      items: [
        { catalogItemId: 'i3', post: { id: postId(2) } },
        { catalogItemId: 'i4', post: null },
      ],
      pagingInfo: { next: null },
    });
  });

  it('leaves archived reading-list items out', async () => {
    await db.update(catalogItems).set({ archived: true }).where(eq(catalogItems.catalogItemId, 'i1')).run();
    const { body } = await (await as(null))(
      `{ catalogById(catalogId: "l-pub") { ... on Catalog { itemsConnection { items { catalogItemId } } } } }`,
    );
    expect(body.data?.['catalogById']?.['itemsConnection']).toEqual({
      items: [{ catalogItemId: 'i2' }, { catalogItemId: 'i3' }, { catalogItemId: 'i4' }],
    });
  });

  it('shows the latest clappers', async () => {
    await db
      .insert(catalogClaps)
      .values([
        { userId: 'u-rex', catalogId: 'l-pub', count: 3, updatedAt: new Date(NOW) },
        { userId: 'u-ed', catalogId: 'l-pub', count: 1, updatedAt: new Date(NOW + 1) },
      ])
      .run();
    const { body } = await (await as(null))(
      `{ catalogById(catalogId: "l-pub") { ... on Catalog { clappers { username } } } }`,
    );
    expect(body.data?.['catalogById']?.['clappers']).toEqual([{ username: 'ed' }, { username: 'rex' }]);
  });
});

const THREAD = `responsesCount autoExpandedPostIds posts { id } pagingInfo { next { limit to } }`;

describe('threaded responses', () => {
  const story = postId(1);

  beforeEach(async () => {
    await respond('r-a', 'u-rex', { post: story }, { clapCount: 1, createdAt: new Date(NOW + 1) });
    await respond('r-b', 'u-ed', { post: story }, { clapCount: 5, createdAt: new Date(NOW + 2) });
    await respond('r-c', 'u-rex', { post: story }, { clapCount: 0, createdAt: new Date(NOW + 3) });
    await respond('r-hidden', 'u-ed', { post: story }, { isHiddenOnParent: true, createdAt: new Date(NOW + 4) });
    await respond('r-draft', 'u-ed', { post: story }, { firstPublishedAt: null, createdAt: new Date(NOW + 5) });
    // the writer answers r-a: that thread opens by itself
    await respond('r-a-1', 'u-ann', { post: 'r-a' }, { createdAt: new Date(NOW + 6) });
  });

  const thread = (viewer: string | null, args = '') =>
    as(viewer).then((query) => query(`{ post(id: "${story}") { threadedPostResponses${args} { ${THREAD} } } }`));

  it('sorts by claps (most relevant) or newest, and pages by position', async () => {
    const relevant = await thread(null, '(paging: { limit: 2 })');
    expect(relevant.body.data?.['post']?.['threadedPostResponses']).toEqual({
      responsesCount: 3,
      autoExpandedPostIds: ['r-a'],
      posts: [{ id: 'r-b' }, { id: 'r-a' }],
      pagingInfo: { next: { limit: 2, to: '2' } },
    });
    const next = await thread(null, '(paging: { limit: 2, to: "2" })');
    expect(next.body.data?.['post']?.['threadedPostResponses']).toMatchObject({
      posts: [{ id: 'r-c' }],
      pagingInfo: { next: null },
    });
    const newest = await thread(null, '(sortType: NEWEST)');
    expect(newest.body.data?.['post']?.['threadedPostResponses']).toMatchObject({
      posts: [{ id: 'r-c' }, { id: 'r-b' }, { id: 'r-a' }],
    });
  });

  it('shows a hidden response only to the story’s writer, and opens threads the writer answered', async () => {
    const writer = await thread('u-ann', '(sortType: NEWEST)');
    expect(writer.body.data?.['post']?.['threadedPostResponses']).toEqual({
      responsesCount: 4,
      autoExpandedPostIds: ['r-a'],
      posts: [{ id: 'r-hidden' }, { id: 'r-c' }, { id: 'r-b' }, { id: 'r-a' }],
      pagingInfo: { next: null },
    });
    const reader = await thread('u-rex', '(sortType: NEWEST)');
    expect(reader.body.data?.['post']?.['threadedPostResponses']).toMatchObject({
      responsesCount: 3,
      posts: [{ id: 'r-c' }, { id: 'r-b' }, { id: 'r-a' }],
    });
  });

  it.each([
    ['mutes', () => db.insert(userMutes).values({ muterId: 'u-ann', mutedId: 'u-rex' })],
    ['blocks', () => db.insert(blocks).values({ blockerId: 'u-ann', blockedId: 'u-rex' })],
    ['is blocked by', () => db.insert(blocks).values({ blockerId: 'u-rex', blockedId: 'u-ann' })],
  ])('leaves out responses by someone the viewer %s', async (_, relation) => {
    await relation();
    const { body } = await thread('u-ann', '(sortType: NEWEST)');
    expect(body.data?.['post']?.['threadedPostResponses']).toMatchObject({
      posts: [{ id: 'r-hidden' }, { id: 'r-b' }],
    });
    // and the story's count says as many: no "Responses (4)" above two (the rows above were
    // written directly, so the stored count is set as publishing them would have)
    await db.update(posts).set({ responseCount: 4 }).where(eq(posts.id, story)).run();
    const counted = await (await as('u-ann'))(`{ post(id: "${story}") { responsesCount } }`);
    expect(counted.body.data?.['post']).toEqual({ responsesCount: 2 });
  });

  it('costs the same D1 round trips for two responses with replies as for ten', async () => {
    const nested = `{ post(id: "${story}") { threadedPostResponses(paging: { limit: 25 }) { autoExpandedPostIds posts { id creator { name }
      threadedPostResponses { responsesCount posts { id creator { name } } } } } } }`;
    const query = await as('u-rex');
    const few = await query(nested);
    for (let n = 0; n < 8; n += 1) {
      await respond(`r-more-${n}`, n % 2 ? 'u-ed' : 'u-rex', { post: story });
      await respond(`r-more-${n}-reply`, 'u-ann', { post: `r-more-${n}` });
    }
    const many = await query(nested);
    expect((many.body.data?.['post']?.['threadedPostResponses'] as { posts: unknown[] }).posts).toHaveLength(11);
    expect(many.roundTrips).toBe(few.roundTrips);
  });
});

describe('ShowCatalogResponseOnParent', () => {
  beforeEach(() => respond('r-list', 'u-rex', { catalog: 'l-pub' }, { isHiddenOnParent: true }));

  const show = (viewer: string | null, catalogId = 'l-pub') =>
    as(viewer).then((query) =>
      query(
        `mutation ($catalogId: ID!) { showCatalogResponseOnParent(parentCatalogId: $catalogId, catalogResponseId: "r-list") {
        __typename ... on Post { id isHiddenOnParent } ... on NotFound { message } ... on Forbidden { message } ... on Unauthorized { message } } }`,
        { catalogId },
      ),
    );
  const responsesSeenBy = async (viewer: string | null) => {
    const { body } = await (await as(viewer))(
      `{ catalogById(catalogId: "l-pub") { ... on Catalog { threadedCatalogResponses { responsesCount posts { id } } } } }`,
    );
    return body.data?.['catalogById']?.['threadedCatalogResponses'];
  };

  it('lets the list’s owner show a hidden response again; then every reader sees it', async () => {
    expect(await responsesSeenBy(null)).toEqual({ responsesCount: 0, posts: [] });
    expect(await responsesSeenBy('u-ann')).toEqual({ responsesCount: 1, posts: [{ id: 'r-list' }] });
    const { body } = await show('u-ann');
    expect(body.data?.['showCatalogResponseOnParent']).toEqual({
      __typename: 'Post',
      id: 'r-list',
      isHiddenOnParent: false,
    });
    expect(await responsesSeenBy(null)).toEqual({ responsesCount: 1, posts: [{ id: 'r-list' }] });
  });

  it.each([
    ['a visitor', null, 'l-pub', 'Unauthorized', 'Sign in to do that.'],
    ['someone else', 'u-ed', 'l-pub', 'Forbidden', 'Only the owner of the list can do that.'],
    ['the owner, naming another list', 'u-ann', 'l-priv', 'NotFound', 'Response not found'],
  ])('refuses %s', async (_, viewer, catalogId, typename, message) => {
    const { body } = await show(viewer, catalogId);
    expect(body.data?.['showCatalogResponseOnParent']).toEqual({ __typename: typename, message });
    expect(await responsesSeenBy('u-ed')).toEqual({ responsesCount: 0, posts: [] });
  });
});

describe('searchClickEvent (docs/spec-checklist.md 1 §7, docs/spec-checklist.md 3 §7)', () => {
  const QUERY_ID = '0123456789abcdef0123456789abcdef';
  const click = (variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    graphql<Body>(
      `mutation ($queryId: String!, $indexName: String!, $objectIds: [String!]!, $positions: [Int!]!) {
        searchClickEvent(queryId: $queryId, indexName: $indexName, objectIds: $objectIds, positions: $positions) {
          __typename ... on SearchClickRecorded { recorded } ... on BadRequest { message } } }`,
      { queryId: QUERY_ID, indexName: 'quire_posts', objectIds: [postId(1)], positions: [1], ...variables },
      { 'X-Xsrf-Token': '', ...headers },
    );
  const eventCount = async () =>
    (await sql(`select count(*) as n from events where type = 'search.click'`).first<{ n: number }>())?.n;

  it('records a click with its query, index, results and 1-based positions', async () => {
    const { body } = await click({ objectIds: [postId(1), postId(2)], positions: [1, 3] });
    expect(body.data?.['searchClickEvent']).toEqual({ __typename: 'SearchClickRecorded', recorded: true });
    const row = await sql(`select key, data from events where type = 'search.click'`).first<{
      key: string;
      data: string;
    }>();
    expect(row?.key).toBe(QUERY_ID);
    expect(JSON.parse(row?.data ?? '{}')).toEqual({
      indexName: 'quire_posts',
      objectIds: [postId(1), postId(2)],
      positions: [1, 3],
      loggedIn: false,
    });
  });

  it('counts no clicks from bots (docs/spec-checklist.md 3 §6)', async () => {
    const { body } = await click(
      {},
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    );
    expect(body.data?.['searchClickEvent']).toEqual({ __typename: 'SearchClickRecorded', recorded: false });
    expect(await eventCount()).toBe(0);
  });

  it.each([
    ['an unknown query id', { queryId: 'nope' }, 'Unknown search query.'],
    ['an unknown index', { indexName: 'quire_secrets' }, 'Unknown search index.'],
    ['no results', { objectIds: [], positions: [] }, 'Report between 1 and 20 results.'],
    [
      '21 results',
      {
        objectIds: Array.from({ length: 21 }, (_, i) => `o${i}`),
        positions: Array.from({ length: 21 }, (_, i) => i + 1),
      },
      'Report between 1 and 20 results.',
    ],
    ['fewer positions than results', { objectIds: ['a', 'b'], positions: [1] }, 'Give one position for each result.'],
    ['a position of 0', { positions: [0] }, 'Positions start at 1.'],
  ])('refuses %s', async (_, variables, message) => {
    const { body } = await click(variables);
    expect(body.data?.['searchClickEvent']).toEqual({ __typename: 'BadRequest', message });
    expect(await eventCount()).toBe(0);
  });
});

describe('server errors from database limits', () => {
  // as the hole was found: a reader whose reading list has no row yet (nothing saved to it)
  beforeEach(() => db.delete(catalogs).where(eq(catalogs.id, 'predefined:u-rex:reading-list')).run());

  it('serves a reader with 121 lists: their lists page and every list’s count', async () => {
    await batch(
      Array.from({ length: 121 }, (_, n) =>
        db.insert(catalogs).values({
          id: `l-${n}`,
          creatorId: 'u-rex',
          name: `List ${n}`,
          slug: `list-${n}`,
          visibility: 'PUBLIC',
          updatedAt: new Date(n),
        }),
      ),
    );
    const rex = await asViewer('u-rex');
    const viewer = (await rex('{ viewer { catalogs { postCount } } }'))['viewer'] as unknown as {
      catalogs: { postCount: number }[];
    };
    expect(viewer.catalogs.length).toBeGreaterThan(100);
    const { cookie } = await signIn('u-rex');
    for (const path of ['/me/lists', '/@rex/lists'])
      expect([path, (await SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie } })).status]).toEqual([
        path,
        200,
      ]);
  });
});

describe('five identical concurrent createResponse calls stored five responses', () => {
  const RESPOND =
    'mutation ($key: String) { createResponse(parentPostId: "000000000001", text: "Well put.", idempotencyKey: $key) { __typename ... on Post { id } ... on BadRequest { message } } }';
  const responses = async () =>
    (
      await env.DB.prepare("select count(*) as n from posts where in_response_to_post_id = '000000000001'").first<{
        n: number;
      }>()
    )?.n;

  it('stores one response for five concurrent calls with one idempotency key, and answers each with it', async () => {
    const rex = await asViewer('u-rex');
    const answers = await Promise.all(Array.from({ length: 5 }, () => rex(RESPOND, { key: 'key-for-one-response' })));
    expect(answers.map((answer) => answer['createResponse']?.__typename)).toEqual(Array(5).fill('Post'));
    const ids = new Set(answers.map((answer) => answer['createResponse']?.['id']));
    expect([...ids]).toEqual([expect.stringMatching(/^[0-9a-f]{12}$/)]);
    expect(await responses()).toBe(1);
    expect(
      (
        await env.DB.prepare("select response_count from posts where id = '000000000001'").first<{
          response_count: number;
        }>()
      )?.response_count,
    ).toBe(1);
    // a new key is a new response
    await rex(RESPOND, { key: 'key-for-another-one' });
    expect(await responses()).toBe(2);
  });

  it('refuses a key that is not one', async () => {
    const rex = await asViewer('u-rex');
    expect((await rex(RESPOND, { key: 'short' }))['createResponse']).toEqual({
      __typename: 'BadRequest',
      message: 'The idempotency key must be 8 to 64 letters, digits, - or _.',
    });
  });
});
