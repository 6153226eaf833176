import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql.ts';
import { insertPost, postId, seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { blocks, posts, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

beforeEach(() => seedContent(3));

const POST_RESULT = `query PostCacheController($id: ID!) {
  postResult(id: $id) { __typename ... on Post { id title } ... on NotFound { message } ... on RemovedByUser { message }
    ... on AccountSuspended { message } ... on PostSuspended { message } ... on Blocked { message } }
}`;

const draft = (id: string, extra: Partial<typeof posts.$inferInsert> = {}) =>
  insertPost({
    id,
    creatorId: 'u-ann',
    title: 'A draft',
    uniqueSlug: `a-draft-${id}`,
    content: { paragraphs: [] },
    updatedAt: new Date(Date.now()),
    ...extra,
  });

describe('postResult (docs/spec-checklist.md 2 §8 post result kinds)', () => {
  it('gives a published post to anyone', async () => {
    const { body } = await graphql(POST_RESULT, { id: postId(1) });
    expect(body.data?.['postResult']).toEqual({ __typename: 'Post', id: postId(1), title: 'Story 1' });
  });

  it.each([
    ['an unknown id', async () => {}, 'NotFound'],
    [
      'a post its writer deleted',
      () =>
        db
          .update(posts)
          .set({ deletedAt: new Date(1) })
          .where(eq(posts.id, postId(1)))
          .run(),
      'RemovedByUser',
    ],
    [
      'a suspended post',
      () =>
        db
          .update(posts)
          .set({ isSuspended: true })
          .where(eq(posts.id, postId(1)))
          .run(),
      'PostSuspended',
    ],
    [
      'a post of a suspended account',
      () => db.update(users).set({ isSuspended: true }).where(eq(users.id, 'u-ann')).run(),
      'AccountSuspended',
    ],
  ])('answers %s with its typed failure', async (_, arrange, typename) => {
    await arrange();
    const { body } = await graphql(POST_RESULT, { id: typename === 'NotFound' ? 'ffffffffffff' : postId(1) });
    expect(body.data?.['postResult']).toMatchObject({ __typename: typename, message: expect.any(String) });
  });

  it('answers Blocked when the writer blocks the viewer', async () => {
    await db.insert(blocks).values({ blockerId: 'u-ann', blockedId: 'u-rex' }).run();
    const { cookie } = await signIn('u-rex');
    const { body } = await graphql(POST_RESULT, { id: postId(1) }, { Cookie: cookie });
    expect(body.data?.['postResult']).toMatchObject({ __typename: 'Blocked' });
  });

  it.each([
    ['a visitor', 'NotFound', null],
    ['another reader', 'NotFound', 'u-rex'],
    ['its writer', 'Post', 'u-ann'],
    ['an editor of the publication it was submitted to', 'Post', 'u-ed'],
  ])('shows a draft to %s as %s', async (_, typename, userId) => {
    await draft('d00000000001', { pendingCollectionId: 'c-mag', statusForCollection: 'PENDING' });
    const headers: Record<string, string> = userId ? { Cookie: (await signIn(userId)).cookie } : {};
    const { body } = await graphql(POST_RESULT, { id: 'd00000000001' }, headers);
    expect(body.data?.['postResult']).toMatchObject({ __typename: typename });
  });
});

describe('members-only stories', () => {
  const CONTENT = `query ($id: ID!) { post(id: $id) { content { isLockedPreviewOnly bodyModel { paragraphs { name } } } viewerEdge { shareKey } } }`;

  it.each([
    ['a visitor', true, null],
    ['a member', false, 'u-rex'],
    ['the writer', false, 'u-ann'],
  ])('gives %s the preview only: %s', async (_, previewOnly, userId) => {
    await db.batch([
      db
        .update(posts)
        .set({ visibility: 'LOCKED', shareKey: 'secret-share' })
        .where(eq(posts.id, postId(1))),
      db
        .update(users)
        .set({ mediumMemberAt: new Date(1) })
        .where(eq(users.id, 'u-rex')),
    ]);
    const headers: Record<string, string> = userId ? { Cookie: (await signIn(userId)).cookie } : {};
    const { body } = await graphql<{
      post: {
        content: { isLockedPreviewOnly: boolean; bodyModel: { paragraphs: unknown[] } };
        viewerEdge: { shareKey: string | null };
      };
    }>(CONTENT, { id: postId(1) }, headers);
    const post = body.data?.post;
    expect(post?.content.isLockedPreviewOnly).toBe(previewOnly);
    expect(post?.content.bodyModel.paragraphs).toHaveLength(previewOnly ? 3 : 4);
    // only the writer may hand out the share key
    expect(post?.viewerEdge.shareKey).toBe(userId === 'u-ann' ? 'secret-share' : null);
  });
});

describe('account fields', () => {
  const ME = `query ($username: String) { user(username: $username) { name email dismissableFlags } viewer { username } }`;

  it('shows a user their own email and flags, and nobody else', async () => {
    await db.update(users).set({ email: 'ann@example.com' }).where(eq(users.id, 'u-ann')).run();
    const stranger = await graphql(ME, { username: 'ann' });
    expect(stranger.body.data).toEqual({
      user: { name: 'Ann Author', email: null, dismissableFlags: null },
      viewer: null,
    });
    const own = await graphql(ME, { username: 'ann' }, { Cookie: (await signIn('u-ann')).cookie });
    expect(own.body.data).toEqual({
      user: { name: 'Ann Author', email: 'ann@example.com', dismissableFlags: [] },
      viewer: { username: 'ann' },
    });
  });

  it('treats a session id starting lo_ as logged out', async () => {
    const { body } = await graphql('{ viewer { id } }', {}, { Cookie: 'sid=lo_whatever' });
    expect(body.data).toEqual({ viewer: null });
  });
});

describe('lookups and paging', () => {
  it('finds users, publications and tags by the keys pages use', async () => {
    const { body } = await graphql(`{
      userResult(username: "ANN") { __typename ... on User { id } }
      missing: userResult(username: "nobody") { __typename ... on NotFound { message } }
      collectionByDomainOrSlug(domainOrSlug: "the-mag") { id name creator { username } }
      tagFromSlug(tagSlug: "essays") { id displayTitle postCount }
    }`);
    expect(body.data).toEqual({
      userResult: { __typename: 'User', id: 'u-ann' },
      missing: { __typename: 'NotFound', message: 'User not found' },
      collectionByDomainOrSlug: { id: 'c-mag', name: 'The Mag', creator: { username: 'ann' } },
      tagFromSlug: { id: 'essays', displayTitle: 'Essays', postCount: 3 },
    });
  });

  it('pages through published stories with pagingInfo.next', async () => {
    await seedContent(5);
    const page = (to?: string) =>
      graphql<{ latestPosts: { posts: { id: string }[]; pagingInfo: { next: { to: string; limit: number } | null } } }>(
        'query ($paging: PagingOptions) { latestPosts(paging: $paging) { posts { id } pagingInfo { next { limit to } } } }',
        { paging: { limit: 2, ...(to ? { to } : {}) } },
      );
    const first = (await page()).body.data?.latestPosts;
    expect(first?.posts.map((post) => post.id)).toEqual([postId(5), postId(4)]);
    const second = (await page(first?.pagingInfo.next?.to)).body.data?.latestPosts;
    expect(second?.posts.map((post) => post.id)).toEqual([postId(3), postId(2)]);
    const third = (await page(second?.pagingInfo.next?.to)).body.data?.latestPosts;
    expect(third?.posts.map((post) => post.id)).toEqual([postId(1)]);
    expect(third?.pagingInfo.next).toBeNull();
  });
});

describe('D1 round trips do not grow with the number of items', () => {
  const PAGE_QUERIES = {
    home: [
      'query ($limit: Int) { latestPosts(paging: { limit: $limit }) { posts { id title mediumUrl creator { name viewerEdge { isFollowing } } collection { name } tags { displayTitle } } } }',
      {},
    ],
    profile: [
      'query ($limit: Int) { userResult(username: "ann") { ... on User { name socialStats { followerCount } postsConnection(paging: { limit: $limit }) { posts { id title tags { id } collection { slug } } } } } }',
      {},
    ],
    publication: [
      'query ($limit: Int) { collectionByDomainOrSlug(domainOrSlug: "the-mag") { name creator { name } viewerEdge { isEditor isFollowing } postsConnection(paging: { limit: $limit }) { posts { id creator { name } tags { id } } } } }',
      {},
    ],
    post: [
      'query { postResult(id: "000000000002") { ... on Post { title content { bodyModel { paragraphs { text markups { type href } } } } creator { name viewerEdge { isFollowing } } collection { name viewerEdge { isFollowing } } tags { displayTitle } } } }',
      {},
    ],
  } as const;

  it.each(Object.entries(PAGE_QUERIES))('%s page', async (_, [query]) => {
    await seedContent(24);
    const { cookie } = await signIn('u-rex');
    const few = await graphql(query, { limit: 2 }, { Cookie: cookie });
    const many = await graphql(query, { limit: 20 }, { Cookie: cookie });
    expect(few.body.errors?.map((error) => error.message).join()).toBeUndefined();
    expect(many.body.errors?.map((error) => error.message).join()).toBeUndefined();
    expect(many.roundTrips).toBe(few.roundTrips);
    expect(many.roundTrips).toBeLessThanOrEqual(10);
  });
});

describe('a batch of operations costs the D1 round trips of one', () => {
  it('loads twenty operations’ people in one round trip, as it loads one operation’s', async () => {
    const usernames = ['ann', 'rex', 'ed', 'nobody'];
    const operation = (username: string) => ({
      query: 'query ($username: String) { userResult(username: $username) { __typename ... on User { name } } }',
      variables: { username },
    });
    const post = async (body: unknown, ip: string) => {
      const response = await SELF.fetch('http://localhost/_/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
        body: JSON.stringify(body),
      });
      return { answers: await response.json(), roundTrips: Number(response.headers.get('X-D1-Round-Trips')) };
    };
    const one = await post(operation('ann'), '203.0.113.90');
    const batch = await post(
      Array.from({ length: 20 }, (_, index) => operation(usernames[index % usernames.length] ?? 'ann')),
      '203.0.113.91',
    );
    expect((batch.answers as unknown[]).slice(0, 4)).toEqual([
      { data: { userResult: { __typename: 'User', name: 'Ann Author' } } },
      { data: { userResult: { __typename: 'User', name: 'Rex Reader' } } },
      { data: { userResult: { __typename: 'User', name: 'Ed Editor' } } },
      { data: { userResult: { __typename: 'NotFound' } } },
    ]);
    // each operation used to wait for its own answer from the network's limiter, and so reached
    // the people loader on its own: one round trip per name
    expect(batch.roundTrips).toBe(one.roundTrips);
  });
});

describe('rendered pages cost the same D1 round trips for few items as for many', () => {
  const roundTripsOf = async (path: string, cookie: string) => {
    const response = await SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie } });
    await response.text();
    expect(response.status).toBe(200);
    return Number(response.headers.get('X-D1-Round-Trips'));
  };

  it.each([
    ['home', '/'],
    ['profile', '/@ann'],
    ['publication', '/the-mag'],
    ['post', '/p/000000000002'],
  ])('%s page (%s)', async (_, path) => {
    await seedContent(2);
    const few = await roundTripsOf(path, (await signIn('u-rex')).cookie);
    await seedContent(24);
    const many = await roundTripsOf(path, (await signIn('u-rex')).cookie);
    expect(few).toBeGreaterThan(0);
    expect(many).toBe(few);
    // the page's own, plus 2 for a signed-in viewer's top bar: the avatar menu's publications and the unread count
    expect(many).toBeLessThanOrEqual(14);
  });
});
