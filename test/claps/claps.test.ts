import { beforeEach, describe, expect, it, vi } from 'vitest';
import { asViewer } from '../support/as-viewer.ts';
import { postId, seedContent } from '../support/seed-content.ts';
import { fediverseLikes } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const CLAP = `mutation ($id: ID!, $n: Int!) { clap(targetPostId: $id, numClaps: $n) {
  __typename ... on Post { clapCount viewerClapCount } ... on BadRequest { message } ... on NotFound { message } ... on Unauthorized { message } ... on Forbidden { message } } }`;

beforeEach(() => seedContent(2));

describe('clap (up to 50 per reader per story)', () => {
  it('adds claps to the story and the reader, capped at 50 however they arrive, aliases included', async () => {
    const rex = await asViewer('u-rex');
    expect((await rex(CLAP, { id: postId(1), n: 3 }))['clap']).toEqual({
      __typename: 'Post',
      clapCount: 3,
      viewerClapCount: 3,
    });
    const ed = await asViewer('u-ed');
    expect((await ed(CLAP, { id: postId(1), n: 10 }))['clap']).toEqual({
      __typename: 'Post',
      clapCount: 13,
      viewerClapCount: 10,
    });
    const batch = await rex(
      `mutation ($id: ID!) {
      a: clap(targetPostId: $id, numClaps: 30) { ... on Post { viewerClapCount } }
      b: clap(targetPostId: $id, numClaps: 30) { ... on Post { viewerClapCount } }
    }`,
      { id: postId(1) },
    );
    expect(batch).toEqual({ a: { viewerClapCount: 33 }, b: { viewerClapCount: 50 } });
    expect((await rex(CLAP, { id: postId(1), n: 1 }))['clap']).toEqual({
      __typename: 'Post',
      clapCount: 60,
      viewerClapCount: 50,
    });
    // the story's stored count follows from the jobs queue
    const visitor = await asViewer(null);
    await vi.waitFor(
      async () =>
        expect((await visitor(`{ post(id: "${postId(1)}") { clapCount viewerClapCount } }`))['post']).toEqual({
          clapCount: 60,
          viewerClapCount: 0,
        }),
      { timeout: 5_000, interval: 50 },
    );
  });

  it('answers the count the story’s pages show, where a Like from the fediverse is one clap, at the cap too', async () => {
    await db
      .insert(fediverseLikes)
      .values({
        postId: postId(1),
        actorUri: 'https://social.example/users/kim',
        activityId: 'https://social.example/likes/1',
      })
      .run();
    const rex = await asViewer('u-rex');
    expect((await rex(CLAP, { id: postId(1), n: 2 }))['clap']).toEqual({
      __typename: 'Post',
      clapCount: 3,
      viewerClapCount: 2,
    });
    expect((await rex(CLAP, { id: postId(1), n: 50 }))['clap']).toEqual({
      __typename: 'Post',
      clapCount: 51,
      viewerClapCount: 50,
    });
    expect((await rex(CLAP, { id: postId(1), n: 1 }))['clap']).toEqual({
      __typename: 'Post',
      clapCount: 51,
      viewerClapCount: 50,
    });
    const visitor = await asViewer(null);
    await vi.waitFor(
      async () =>
        expect((await visitor(`{ post(id: "${postId(1)}") { clapCount } }`))['post']).toEqual({ clapCount: 51 }),
      { timeout: 5_000, interval: 50 },
    );
  });

  it.each([
    ['a visitor', null, postId(1), 1, { __typename: 'Unauthorized', message: 'Sign in to clap.' }],
    ['the writer', 'u-ann', postId(1), 1, { __typename: 'Forbidden', message: 'You can’t clap for your own story.' }],
    ['no claps', 'u-rex', postId(1), 0, { __typename: 'BadRequest', message: 'Clap from 1 to 50 times.' }],
    ['too many at once', 'u-rex', postId(1), 51, { __typename: 'BadRequest', message: 'Clap from 1 to 50 times.' }],
    ['a story that is not there', 'u-rex', 'ffffffffffff', 1, { __typename: 'NotFound', message: 'Post not found' }],
  ])('refuses %s', async (_, userId, id, n, expected) => {
    expect((await (await asViewer(userId))(CLAP, { id, n }))['clap']).toEqual(expected);
  });
});
