import { SOCIAL_TOASTS } from '../../shared/social/social-toasts.ts';
import { RETRYABLE_ERROR, type ToastRequest } from '../../shared/toasts.ts';
import { failureMessage } from '../data/failure-message.ts';
import type { RunMutation } from '../data/use-mutation.ts';
import { keepEvent } from '../events/keep-event.ts';
import { graphql } from '../graphql/graphql.ts';

// The follow buttons' mutations load with a reader's first follow: visitors, who are asked to
// sign up instead, and readers who only read never download them. Each follow and unfollow the
// server made is reported (docs/spec-checklist.md 1 §7's follow and unfollow events) from here,
// and the toast that says how it went is worded here, for the same reason.

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

export const FollowCollection = graphql(
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

export const UnfollowCollection = graphql(
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

/** A writer's Follow button's two mutations, as the button runs them (client/data/use-mutation.ts). */
export interface WriterFollowing {
  readonly follow: RunMutation<typeof FollowUser>;
  readonly unfollow: RunMutation<typeof UnfollowUser>;
}

/** A publication's Follow button's two mutations. */
export interface PublicationFollowing {
  readonly follow: RunMutation<typeof FollowCollection>;
  readonly unfollow: RunMutation<typeof UnfollowCollection>;
}

/** Follows or unfollows a writer: the server's answer (a User, or a failure with its message); null when the request failed. */
async function followWriter(run: WriterFollowing, targetUserId: string, following: boolean) {
  const result = following ? await run.follow({ targetUserId }) : await run.unfollow({ targetUserId });
  if (result.error || !result.data) return null;
  const answer = 'followUser' in result.data ? result.data.followUser : result.data.unfollowUser;
  if (answer.__typename === 'User') keepEvent(following ? 'follow' : 'unfollow', { targetUserId });
  return answer;
}

/** Follows or unfollows a publication: true when the server did it. */
async function followPublication(
  run: PublicationFollowing,
  targetCollectionId: string,
  following: boolean,
): Promise<boolean> {
  const result = following ? await run.follow({ targetCollectionId }) : await run.unfollow({ targetCollectionId });
  if (result.error || !result.data) return false;
  const answer = 'followCollection' in result.data ? result.data.followCollection : result.data.unfollowCollection;
  if (answer.__typename !== 'Collection') return false;
  keepEvent(following ? 'follow' : 'unfollow', { targetCollectionId });
  return true;
}

const ERROR = (message: string): ToastRequest => ({ message, toastStyle: 'ERROR' });

/**
 * Follows or unfollows a writer and says how it went: a follow is confirmed, an unfollow is quiet,
 * a refusal gives the server's reason (or the retryable error); after signing up to follow, a
 * refusal asks for the click the reader meant (docs/spec-checklist.md 1 §8).
 */
export async function followWriterSaying(
  run: WriterFollowing,
  user: { id: string; name: string },
  following: boolean,
  afterSignUp: boolean,
): Promise<ToastRequest | null> {
  const answer = await followWriter(run, user.id, following).catch(() => null);
  if (answer?.__typename !== 'User')
    return ERROR(afterSignUp ? SOCIAL_TOASTS.followAgain : failureMessage(answer, RETRYABLE_ERROR));
  return following ? { message: SOCIAL_TOASTS.followingUser(user.name) } : null;
}

/** Back from signing up to follow someone the reader is, or already follows: what to tell them. */
export const followNotNeeded = (user: { name: string; isViewer: boolean }): ToastRequest =>
  user.isViewer ? ERROR(SOCIAL_TOASTS.cannotFollowSelf) : { message: SOCIAL_TOASTS.alreadyFollowing(user.name) };

/** Follows or unfollows a publication and says how it went, as a writer's follow does. */
export async function followPublicationSaying(
  run: PublicationFollowing,
  collection: { id: string; name: string },
  following: boolean,
): Promise<ToastRequest | null> {
  if (!(await followPublication(run, collection.id, following).catch(() => false))) return ERROR(RETRYABLE_ERROR);
  return following ? { message: SOCIAL_TOASTS.followingPublication(collection.name) } : null;
}
