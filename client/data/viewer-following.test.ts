import { cacheExchange } from '@urql/exchange-graphcache';
import { Client, gql, makeResult, type Exchange, type Operation } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { filter, map, pipe, subscribe } from 'wonka';
import { FollowUser } from '../social/follow-mutations.ts';
import { cacheConfig } from './cache-config.ts';

const OwnProfile = gql`
  query OwnProfile {
    viewer {
      id
      socialStats {
        followerCount
        followingCount
      }
    }
  }
`;

/** Stands in for the server: answers each operation with what the table says the server holds now. */
function answering(server: { followingCount: number; asked: string[] }): Exchange {
  return () => (operations$) =>
    pipe(
      operations$,
      filter((operation: Operation) => operation.kind !== 'teardown'),
      map((operation: Operation) => {
        const name =
          operation.query.definitions.flatMap((definition) =>
            definition.kind === 'OperationDefinition' && definition.name ? [definition.name.value] : [],
          )[0] ?? '';
        server.asked.push(name);
        if (name === 'FollowUser') {
          server.followingCount += 1;
          return makeResult(operation, {
            data: {
              followUser: {
                __typename: 'User',
                id: 'u-ann',
                socialStats: { __typename: 'SocialStats', followerCount: 1, followingCount: 0 },
                viewerEdge: { __typename: 'UserViewerEdge', id: 'edge-ann', isFollowing: true },
              },
            },
          });
        }
        return makeResult(operation, {
          data: {
            viewer: {
              __typename: 'User',
              id: 'u-rex',
              socialStats: { __typename: 'SocialStats', followerCount: 0, followingCount: server.followingCount },
            },
          },
        });
      }),
    );
}

describe('following someone, in the client cache (the viewer’s own count went stale)', () => {
  it('fetches the viewer’s own following count again, so a page showing it updates without a reload', async () => {
    const server = { followingCount: 2, asked: [] as string[] };
    const client = new Client({
      url: 'http://localhost/_/graphql',
      exchanges: [cacheExchange(cacheConfig), answering(server)],
    });
    const seen: number[] = [];
    const { unsubscribe } = pipe(
      client.query(OwnProfile, {}),
      subscribe((result) => {
        const count = (result.data as { viewer?: { socialStats: { followingCount: number } } } | undefined)?.viewer
          ?.socialStats.followingCount;
        if (count !== undefined) seen.push(count);
      }),
    );
    await client.mutation(FollowUser, { targetUserId: 'u-ann' }).toPromise();
    await new Promise((resolve) => setTimeout(resolve, 0));
    unsubscribe();
    expect(server.asked).toEqual(['OwnProfile', 'FollowUser', 'OwnProfile']);
    expect(seen.at(-1)).toBe(3);
  });
});
