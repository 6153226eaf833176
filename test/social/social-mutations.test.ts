import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql.ts';
import { seedContent, signIn } from '../support/seed-content.ts';

beforeEach(() => seedContent(1));

const USER_FIELDS = `__typename ... on User { id socialStats { followerCount followingCount } viewerEdge { isFollowing isMuting isBlocking } }
  ... on BadRequest { message } ... on NotFound { message } ... on Unauthorized { message } ... on Forbidden { message }`;
const COLLECTION_FIELDS = `__typename ... on Collection { id followerCount viewerEdge { isFollowing isMuting } }
  ... on BadRequest { message } ... on NotFound { message } ... on Unauthorized { message }`;

async function as(userId: string) {
  const { cookie, xsrf } = await signIn(userId);
  return (query: string, variables: Record<string, unknown> = {}) =>
    graphql<Record<string, Record<string, unknown>>>(query, variables, { Cookie: cookie, 'X-Xsrf-Token': xsrf });
}

describe('anti-forgery (every state-changing request needs the value)', () => {
  it.each([
    ['no header', undefined],
    ['a wrong value', 'not-the-session-value'],
  ])('refuses a mutation with %s and changes nothing', async (_, header) => {
    const { cookie } = await signIn('u-rex');
    const headers: Record<string, string> = { Cookie: cookie, ...(header ? { 'X-Xsrf-Token': header } : {}) };
    const { status, body } = await graphql(
      `mutation { followUser(targetUserId: "u-ann") { __typename } }`,
      {},
      headers,
    );
    expect(status).toBe(403);
    expect(body.errors?.[0]?.message).toBe('Missing or invalid anti-forgery value.');
    const count = await env.DB.prepare('select count(*) as n from user_follows').first<{ n: number }>();
    expect(count?.n).toBe(0);
  });
});

describe('followUser / unfollowUser (docs/spec-checklist.md 1 §4)', () => {
  it('follows, counts up by one on both sides, and back down, never below zero', async () => {
    const rex = await as('u-rex');
    const followed = await rex(`mutation ($id: ID!) { followUser(targetUserId: $id) { ${USER_FIELDS} } }`, {
      id: 'u-ann',
    });
    expect(followed.body.data?.['followUser']).toEqual({
      __typename: 'User',
      id: 'u-ann',
      socialStats: { followerCount: 1, followingCount: 0 },
      viewerEdge: { isFollowing: true, isMuting: false, isBlocking: false },
    });
    // following twice changes nothing
    const again = await rex(`mutation { followUser(targetUserId: "u-ann") { ${USER_FIELDS} } }`);
    expect(again.body.data?.['followUser']?.['socialStats']).toEqual({ followerCount: 1, followingCount: 0 });
    const viewer = await rex('{ viewer { socialStats { followingCount } } }');
    expect(viewer.body.data?.['viewer']).toEqual({ socialStats: { followingCount: 1 } });

    for (let i = 0; i < 2; i += 1) {
      const unfollowed = await rex(`mutation { unfollowUser(targetUserId: "u-ann") { ${USER_FIELDS} } }`);
      expect(unfollowed.body.data?.['unfollowUser']).toMatchObject({
        socialStats: { followerCount: 0 },
        viewerEdge: { isFollowing: false },
      });
    }
  });

  it.each([
    ['following oneself', 'u-rex', 'u-rex', 'BadRequest', 'You cannot follow yourself'],
    ['following nobody', 'u-rex', 'u-nobody', 'NotFound', 'User not found'],
  ])('refuses %s', async (_, viewerId, targetId, typename, message) => {
    const act = await as(viewerId);
    const { body } = await act(`mutation ($id: ID!) { followUser(targetUserId: $id) { ${USER_FIELDS} } }`, {
      id: targetId,
    });
    expect(body.data?.['followUser']).toEqual({ __typename: typename, message });
  });

  it('tells a visitor to sign in', async () => {
    const { body } = await graphql(
      `mutation { followUser(targetUserId: "u-ann") { ${USER_FIELDS} } }`,
      {},
      { 'X-Xsrf-Token': '' },
    );
    expect(body.data?.['followUser']).toEqual({ __typename: 'Unauthorized', message: 'Sign in to do that.' });
  });
});

describe('publications', () => {
  it('follows and unfollows a publication', async () => {
    const rex = await as('u-rex');
    const followed = await rex(`mutation { followCollection(targetCollectionId: "c-mag") { ${COLLECTION_FIELDS} } }`);
    expect(followed.body.data?.['followCollection']).toEqual({
      __typename: 'Collection',
      id: 'c-mag',
      followerCount: 1,
      viewerEdge: { isFollowing: true, isMuting: false },
    });
    const unfollowed = await rex(
      `mutation { unfollowCollection(targetCollectionId: "c-mag") { ${COLLECTION_FIELDS} } }`,
    );
    expect(unfollowed.body.data?.['unfollowCollection']).toMatchObject({
      followerCount: 0,
      viewerEdge: { isFollowing: false },
    });
  });

  it.each([
    ['its creator follow it', 'u-ann', 'followCollection', 'You cannot follow your own publication'],
    ['its creator mute it', 'u-ann', 'muteCollection', 'You cannot mute a publication you edit'],
    ['an editor mute it', 'u-ed', 'muteCollection', 'You cannot mute a publication you edit'],
  ])('does not let %s', async (_, userId, mutation, message) => {
    const act = await as(userId);
    const { body } = await act(`mutation { ${mutation}(targetCollectionId: "c-mag") { ${COLLECTION_FIELDS} } }`);
    expect(body.data?.[mutation]).toEqual({ __typename: 'BadRequest', message });
  });

  it('mutes and unmutes a publication for a reader', async () => {
    const rex = await as('u-rex');
    const muted = await rex(`mutation { muteCollection(targetCollectionId: "c-mag") { ${COLLECTION_FIELDS} } }`);
    expect(muted.body.data?.['muteCollection']).toMatchObject({ viewerEdge: { isMuting: true } });
    const unmuted = await rex(`mutation { unmuteCollection(targetCollectionId: "c-mag") { ${COLLECTION_FIELDS} } }`);
    expect(unmuted.body.data?.['unmuteCollection']).toMatchObject({ viewerEdge: { isMuting: false } });
  });
});

describe('mute, block and report', () => {
  it('mutes and unmutes a writer', async () => {
    const rex = await as('u-rex');
    expect(
      (await rex(`mutation { muteUser(targetUserId: "u-ann") { ${USER_FIELDS} } }`)).body.data?.['muteUser'],
    ).toMatchObject({ viewerEdge: { isMuting: true } });
    expect(
      (await rex(`mutation { unmuteUser(targetUserId: "u-ann") { ${USER_FIELDS} } }`)).body.data?.['unmuteUser'],
    ).toMatchObject({ viewerEdge: { isMuting: false } });
  });

  it('blocking ends the follows both ways and adjusts the counts', async () => {
    const rex = await as('u-rex');
    const ann = await as('u-ann');
    await rex(`mutation { followUser(targetUserId: "u-ann") { __typename } }`);
    await ann(`mutation { followUser(targetUserId: "u-rex") { __typename } }`);
    const blocked = await ann(`mutation { blockUser(targetUserId: "u-rex", userId: "u-ann") { ${USER_FIELDS} } }`);
    expect(blocked.body.data?.['blockUser']).toMatchObject({
      socialStats: { followerCount: 0, followingCount: 0 },
      viewerEdge: { isBlocking: true, isFollowing: false },
    });
    const unblocked = await ann(
      `mutation { unblockUser(targetUserId: "u-rex", viewerId: "u-ann") { ${USER_FIELDS} } }`,
    );
    expect(unblocked.body.data?.['unblockUser']).toMatchObject({ viewerEdge: { isBlocking: false } });
  });

  it('refuses a follow across a block, both ways, and keeps the counts at zero', async () => {
    const rex = await as('u-rex');
    const ann = await as('u-ann');
    await ann(`mutation { blockUser(targetUserId: "u-rex") { __typename } }`);
    const byBlocked = await rex(`mutation { followUser(targetUserId: "u-ann") { ${USER_FIELDS} } }`);
    expect(byBlocked.body.data?.['followUser']).toEqual({
      __typename: 'Forbidden',
      message: 'You can’t follow this author.',
    });
    const byBlocker = await ann(`mutation { followUser(targetUserId: "u-rex") { ${USER_FIELDS} } }`);
    expect(byBlocker.body.data?.['followUser']).toEqual({
      __typename: 'Forbidden',
      message: 'Unblock this author to follow them.',
    });
    // the two follows in one request (aliases) are refused alike
    const both = await rex(
      `mutation { a: followUser(targetUserId: "u-ann") { __typename } b: followUser(targetUserId: "u-ann") { __typename } }`,
    );
    expect(both.body.data).toEqual({ a: { __typename: 'Forbidden' }, b: { __typename: 'Forbidden' } });
    const follows = await env.DB.prepare('select count(*) as n from user_follows').first<{ n: number }>();
    expect(follows?.n).toBe(0);
    // unblocked, the follow goes through again
    await ann(`mutation { unblockUser(targetUserId: "u-rex") { __typename } }`);
    expect(
      (await rex(`mutation { followUser(targetUserId: "u-ann") { ${USER_FIELDS} } }`)).body.data?.['followUser'],
    ).toMatchObject({ viewerEdge: { isFollowing: true } });
  });

  it('refuses to block in someone else’s name', async () => {
    const rex = await as('u-rex');
    const { body } = await rex(`mutation { blockUser(targetUserId: "u-ann", userId: "u-ed") { ${USER_FIELDS} } }`);
    expect(body.data?.['blockUser']).toEqual({ __typename: 'Forbidden', message: 'You can only act for yourself.' });
  });

  it.each([
    [false, false],
    [true, true],
  ])('reports, also blocking: %s → isBlocking %s', async (alsoBlockUser, isBlocking) => {
    const rex = await as('u-rex');
    const { body } = await rex(
      `mutation ($also: Boolean!) { reportAndMaybeBlockUser(userId: "u-rex", targetUserId: "u-ann", alsoBlockUser: $also) { ${USER_FIELDS} } }`,
      { also: alsoBlockUser },
    );
    expect(body.data?.['reportAndMaybeBlockUser']).toMatchObject({ viewerEdge: { isBlocking } });
    const reports = await env.DB.prepare(
      "select count(*) as n from user_reports where target_user_id = 'u-ann'",
    ).first<{ n: number }>();
    expect(reports?.n).toBeGreaterThan(0);
  });
});
