import { beforeEach, describe, expect, it } from 'vitest';
import { asViewer } from '../support/as-viewer.ts';
import { postId, seedContent } from '../support/seed-content.ts';
import {
  collectionFollows,
  collectionMutes,
  follows,
  posts,
  tagFollows,
  topics,
  userMutes,
  users,
} from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';
import { eq } from 'drizzle-orm';

const DAY = 86_400_000;

/** Story n's claps, publication time, writer and topic. */
const shape = (
  n: number,
  fields: { claps?: number; daysAgo?: number; creator?: string; topic?: string | null; collection?: string | null },
) =>
  db
    .update(posts)
    .set({
      ...(fields.claps === undefined ? {} : { clapCount: fields.claps }),
      ...(fields.daysAgo === undefined ? {} : { firstPublishedAt: new Date(Date.now() - fields.daysAgo * DAY) }),
      ...(fields.creator === undefined ? {} : { creatorId: fields.creator }),
      primaryTopicId: fields.topic ?? null,
      collectionId: fields.collection ?? null,
    })
    .where(eq(posts.id, postId(n)));

const ids = (connection: unknown): string[] => (connection as { posts: { id: string }[] }).posts.map((post) => post.id);

beforeEach(async () => {
  await seedContent(6);
  await db.batch([
    db.delete(topics),
    db.delete(follows),
    db.delete(collectionFollows),
    db.delete(tagFollows),
    db.delete(userMutes),
    db.delete(collectionMutes),
    db.insert(users).values({ id: 'u-zoe', username: 'zoe', name: 'Zoe Writer' }),
    db.insert(topics).values([
      { id: 't-city', slug: 'cities', name: 'Cities', visibility: 'PUBLIC' },
      { id: 't-food', slug: 'food', name: 'Food', visibility: 'PUBLIC' },
      { id: 't-staff', slug: 'staff', name: 'Staff', visibility: 'STAFF' },
    ]),
    shape(1, { claps: 5, daysAgo: 400, topic: 't-city' }),
    shape(2, { claps: 50, daysAgo: 40, creator: 'u-zoe', topic: 't-food', collection: 'c-mag' }),
    shape(3, { claps: 20, daysAgo: 10, creator: 'u-zoe', topic: 't-city' }),
    shape(4, { claps: 1, daysAgo: 3, topic: 't-food', collection: 'c-mag' }),
    shape(5, { claps: 9, daysAgo: 2, creator: 'u-ed', topic: 't-city' }),
    shape(6, { claps: 0, daysAgo: 1, creator: 'u-ed' }),
  ]);
});

describe('tag pages', () => {
  it.each([
    ['HOT (the tag’s home): most claps of the last 30 days', 'HOT', [3, 5, 4, 6]],
    ['NEW (latest): newest first', 'NEW', [6, 5, 4, 3, 2, 1]],
    ['TOP_WEEK', 'TOP_WEEK', [5, 4, 6]],
    ['TOP_MONTH', 'TOP_MONTH', [3, 5, 4, 6]],
    ['TOP_YEAR', 'TOP_YEAR', [2, 3, 5, 4, 6]],
    ['TOP_ALL_TIME', 'TOP_ALL_TIME', [2, 3, 5, 1, 4, 6]],
  ])('%s', async (_case, sort, order) => {
    const data = await (await asViewer(null))(
      `{ tagFromSlug(tagSlug: "essays") { postsConnection(sort: ${sort}) { posts { id } } } }`,
    );
    expect(ids((data['tagFromSlug'] as Record<string, unknown>)['postsConnection'])).toEqual(order.map(postId));
  });

  it('pages top stories by position', async () => {
    const ask = await asViewer(null);
    const first = await ask(
      `{ tagFromSlug(tagSlug: "essays") { postsConnection(sort: TOP_ALL_TIME, paging: { limit: 4 }) { posts { id } pagingInfo { next { to } } } } }`,
    );
    const connection = (first['tagFromSlug'] as Record<string, { pagingInfo: { next: { to: string } } }>)[
      'postsConnection'
    ];
    const rest = await ask(
      `query ($to: String) { tagFromSlug(tagSlug: "essays") { postsConnection(sort: TOP_ALL_TIME, paging: { limit: 4, to: $to }) { posts { id } pagingInfo { next { to } } } } }`,
      {
        to: connection?.pagingInfo.next.to,
      },
    );
    expect(ids((rest['tagFromSlug'] as Record<string, unknown>)['postsConnection'])).toEqual([4, 6].map(postId));
  });

  it('lists an archive year, month and day, and nothing for a date that is not one', async () => {
    const year = new Date(Date.now() - 400 * DAY).getUTCFullYear().toString();
    const archive = async (args: string) =>
      ids(
        (
          (
            await (
              await asViewer(null)
            )(`{ tagFromSlug(tagSlug: "essays") { postsConnection(archive: ${args}) { posts { id } } } }`)
          )['tagFromSlug'] as Record<string, unknown>
        )['postsConnection'],
      );
    expect(await archive(`{ year: "${year}" }`)).toContain(postId(1));
    expect(await archive(`{ year: "${year}", month: "02", day: "30" }`)).toEqual([]);
  });

  it('names the top writers and awards them', async () => {
    const data = await (await asViewer(null))(
      `{ tagFromSlug(tagSlug: "essays") { topWriters { id } } user(username: "zoe") { topWriterIn { normalizedTagSlug } } }`,
    );
    expect(data['tagFromSlug']).toEqual({ topWriters: [{ id: 'u-zoe' }, { id: 'u-ed' }, { id: 'u-ann' }] });
    expect(data['user']).toEqual({ topWriterIn: [{ normalizedTagSlug: 'craft' }, { normalizedTagSlug: 'essays' }] });
  });

  it('follows and unfollows a tag, keeping its count true', async () => {
    const rex = await asViewer('u-rex');
    const follow = (name: string) =>
      rex(
        `mutation { ${name}(tagSlug: "Essays") { __typename ... on Tag { followerCount viewerEdge { isFollowing } } } }`,
      );
    expect((await follow('followTag'))['followTag']).toEqual({
      __typename: 'Tag',
      followerCount: 1,
      viewerEdge: { isFollowing: true },
    });
    expect((await follow('followTag'))['followTag']).toEqual({
      __typename: 'Tag',
      followerCount: 1,
      viewerEdge: { isFollowing: true },
    });
    expect((await follow('unfollowTag'))['unfollowTag']).toEqual({
      __typename: 'Tag',
      followerCount: 0,
      viewerEdge: { isFollowing: false },
    });
    expect((await follow('unfollowTag'))['unfollowTag']).toEqual({
      __typename: 'Tag',
      followerCount: 0,
      viewerEdge: { isFollowing: false },
    });
    expect(
      (await (await asViewer(null))(`mutation { followTag(tagSlug: "essays") { __typename } }`))['followTag'],
    ).toEqual({ __typename: 'Unauthorized' });
  });
});

describe('topics', () => {
  it('lists a topic’s stories, hides staff topics', async () => {
    const ask = await asViewer(null);
    expect(
      ids(
        (
          (await ask(`{ topic(slug: "cities") { name postsConnection { posts { id } } } }`))['topic'] as Record<
            string,
            unknown
          >
        )['postsConnection'],
      ),
    ).toEqual([5, 3, 1].map(postId));
    expect((await ask(`{ topic(slug: "staff") { name } }`))['topic']).toBeNull();
  });
});

describe('the home feed', () => {
  it('gives visitors the latest stories', async () => {
    expect(ids((await (await asViewer(null))(`{ homeFeed { posts { id } } }`))['homeFeed'])).toEqual(
      [6, 5, 4, 3, 2, 1].map(postId),
    );
  });

  it('puts what the reader follows first, then stories in their topics, then the rest, across pages, without muted writers', async () => {
    const rex = await asViewer('u-rex');
    await rex(`mutation { followUser(targetUserId: "u-zoe") { __typename } }`);
    await rex(`mutation { muteUser(targetUserId: "u-ann") { __typename } }`);
    const feed: string[] = [];
    let to: string | null = null;
    for (let page = 0; page < 5; page += 1) {
      const data = await rex(
        `query ($to: String) { homeFeed(paging: { limit: 2, to: $to }) { posts { id } pagingInfo { next { to } } } }`,
        { to },
      );
      const connection = data['homeFeed'] as unknown as {
        posts: { id: string }[];
        pagingInfo: { next: { to: string } | null };
      };
      feed.push(...connection.posts.map((post) => post.id));
      to = connection.pagingInfo.next?.to ?? null;
      if (!to) break;
    }
    // followed: Zoe's 3 and 2 (newest first); then recommended in the topics of what Rex follows
    // (cities, food), without Ann's stories: Ed's 5 (cities); then the rest: Ed's 6, with no topic
    expect(feed).toEqual([3, 2, 5, 6].map(postId));
  });

  it('counts a followed publication and a followed tag as followed', async () => {
    const rex = await asViewer('u-rex');
    await rex(`mutation { followCollection(targetCollectionId: "c-mag") { __typename } }`);
    expect(ids((await rex(`{ homeFeed(paging: { limit: 2 }) { posts { id } } }`))['homeFeed'])).toEqual(
      [4, 2].map(postId),
    );
    await db.delete(collectionFollows).run();
    await rex(`mutation { followTag(tagSlug: "essays") { __typename } }`);
    expect(ids((await rex(`{ homeFeed(paging: { limit: 6 }) { posts { id } } }`))['homeFeed'])).toEqual(
      [6, 5, 4, 3, 2, 1].map(postId),
    );
  });
});

describe('profiles and publications', () => {
  it('pages a writer’s followers and the people they follow', async () => {
    for (const follower of ['u-rex', 'u-ed', 'u-zoe'])
      await (await asViewer(follower))(`mutation { followUser(targetUserId: "u-ann") { __typename } }`);
    const ask = await asViewer(null);
    const first = await ask(
      `{ user(username: "ann") { followers(paging: { limit: 2 }) { users { id } pagingInfo { next { to } } } } }`,
    );
    const page = (
      first['user'] as unknown as { followers: { users: { id: string }[]; pagingInfo: { next: { to: string } } } }
    ).followers;
    expect(page.users).toHaveLength(2);
    const rest = await ask(
      `query ($to: String) { user(username: "ann") { followers(paging: { limit: 2, to: $to }) { users { id } pagingInfo { next { to } } } } }`,
      { to: page.pagingInfo.next.to },
    );
    expect(
      (rest['user'] as unknown as { followers: { users: unknown[]; pagingInfo: { next: null } } }).followers,
    ).toMatchObject({ users: [{}], pagingInfo: { next: null } });
    expect((await ask(`{ user(username: "rex") { following { users { id } } } }`))['user']).toEqual({
      following: { users: [{ id: 'u-ann' }] },
    });
  });

  it('lists a publication’s stories under a tag and in an archive period', async () => {
    const ask = await asViewer(null);
    const tagged = await ask(
      `{ collectionByDomainOrSlug(domainOrSlug: "the-mag") { taggedOrArchivedPosts(tagSlug: "essays") { posts { id } } } }`,
    );
    expect(ids((tagged['collectionByDomainOrSlug'] as Record<string, unknown>)['taggedOrArchivedPosts'])).toEqual(
      [4, 2].map(postId),
    );
    const year = new Date(Date.now() - 3 * DAY).getUTCFullYear().toString();
    const archived = await ask(
      `{ collectionByDomainOrSlug(domainOrSlug: "the-mag") { taggedOrArchivedPosts(archive: { year: "${year}" }) { posts { id } } } }`,
    );
    expect(ids((archived['collectionByDomainOrSlug'] as Record<string, unknown>)['taggedOrArchivedPosts'])).toContain(
      postId(4),
    );
  });
});

describe('publication followers', () => {
  it('pages a publication’s followers', async () => {
    for (const follower of ['u-rex', 'u-ed', 'u-zoe'])
      await (await asViewer(follower))(`mutation { followCollection(targetCollectionId: "c-mag") { __typename } }`);
    const ask = await asViewer(null);
    const first = await ask(
      `{ collectionByDomainOrSlug(domainOrSlug: "the-mag") { followerPage(paging: { limit: 2 }) { users { id } pagingInfo { next { to } } } } }`,
    );
    const page = (
      first['collectionByDomainOrSlug'] as unknown as {
        followerPage: { users: unknown[]; pagingInfo: { next: { to: string } } };
      }
    ).followerPage;
    expect(page.users).toHaveLength(2);
    const rest = await ask(
      `query ($to: String) { collectionByDomainOrSlug(domainOrSlug: "the-mag") { followerPage(paging: { limit: 2, to: $to }) { users { id } pagingInfo { next { to } } } } }`,
      { to: page.pagingInfo.next.to },
    );
    expect((rest['collectionByDomainOrSlug'] as unknown as { followerPage: unknown }).followerPage).toMatchObject({
      users: [{}],
      pagingInfo: { next: null },
    });
  });
});
