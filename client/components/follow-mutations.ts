import type { DataClient } from '../data/use-client.ts';
import { keepEvent } from '../events/keep-event.ts';
import { graphql } from '../graphql/graphql.ts';

// The follow buttons' mutations load with a reader's first follow: visitors, who are asked to
// sign up instead, and readers who only read never download them. Each follow and unfollow the
// server made is reported (docs/spec-checklist.md 1 §7's follow and unfollow events) from here, for the same reason.

/** What a follow changes: the button's state and the counts; both mutations answer with it. */
const FollowedUser = graphql(`
  fragment FollowedUser on User @_unmask {
    id
    socialStats {
      followerCount
      followingCount
    }
    viewerEdge {
      id
      isFollowing
    }
  }
`);

export const FollowUser = graphql(
  `
  mutation FollowUser($targetUserId: ID!) {
    followUser(targetUserId: $targetUserId) {
      __typename
      ... on User {
        ...FollowedUser
      }
      ... on Failure {
        message
      }
    }
  }
`,
  [FollowedUser],
);

export const UnfollowUser = graphql(
  `
  mutation UnfollowUser($targetUserId: ID!) {
    unfollowUser(targetUserId: $targetUserId) {
      __typename
      ... on User {
        ...FollowedUser
      }
      ... on Failure {
        message
      }
    }
  }
`,
  [FollowedUser],
);

/** What a follow changes for a publication: the button's state and the count. */
const FollowedCollection = graphql(`
  fragment FollowedCollection on Collection @_unmask {
    id
    followerCount
    viewerEdge {
      id
      isFollowing
    }
  }
`);

const FollowCollection = graphql(
  `
  mutation FollowCollection($targetCollectionId: ID!) {
    followCollection(targetCollectionId: $targetCollectionId) {
      __typename
      ... on Collection {
        ...FollowedCollection
      }
    }
  }
`,
  [FollowedCollection],
);

const UnfollowCollection = graphql(
  `
  mutation UnfollowCollection($targetCollectionId: ID!) {
    unfollowCollection(targetCollectionId: $targetCollectionId) {
      __typename
      ... on Collection {
        ...FollowedCollection
      }
    }
  }
`,
  [FollowedCollection],
);

/** Follows or unfollows a writer: the server's answer (a User, or a failure with its message); null when the request failed. */
export async function followWriter(client: DataClient, targetUserId: string, following: boolean) {
  const result = following
    ? await client.mutation(FollowUser, { targetUserId }).toPromise()
    : await client.mutation(UnfollowUser, { targetUserId }).toPromise();
  if (result.error || !result.data) return null;
  const answer = 'followUser' in result.data ? result.data.followUser : result.data.unfollowUser;
  if (answer.__typename === 'User') keepEvent(following ? 'follow' : 'unfollow', { targetUserId });
  return answer;
}

/** Follows or unfollows a publication: true when the server did it. */
export async function followPublication(
  client: DataClient,
  targetCollectionId: string,
  following: boolean,
): Promise<boolean> {
  const result = following
    ? await client.mutation(FollowCollection, { targetCollectionId }).toPromise()
    : await client.mutation(UnfollowCollection, { targetCollectionId }).toPromise();
  if (result.error || !result.data) return false;
  const answer = 'followCollection' in result.data ? result.data.followCollection : result.data.unfollowCollection;
  if (answer.__typename !== 'Collection') return false;
  keepEvent(following ? 'follow' : 'unfollow', { targetCollectionId });
  return true;
}
