import { useMutation } from 'urql';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { graphql } from '../graphql/graphql.ts';
import { useSignInPrompt } from '../shell/sign-in-prompt.tsx';
import { useToast } from '../shell/toasts.tsx';
import { useAppState } from '../state/app-state.tsx';

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
      ... on BadRequest {
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
      ... on BadRequest {
        message
      }
    }
  }
`,
  [FollowedUser],
);

/**
 * Follow or Following for a writer (spec 1 §4): the button and the follower count change at
 * once (graphcache's optimistic update, client/data/cache-config.ts) and change back, with the
 * retryable error toast, if the server refuses. Hidden on one's own stories; visitors get the
 * sign-up prompt for following.
 */
export function FollowButton({ user }: { user: { id: string; name: string; isFollowing: boolean; isViewer: boolean } }) {
  const { session } = useAppState();
  const openSignIn = useSignInPrompt();
  const toast = useToast();
  const [, follow] = useMutation(FollowUser);
  const [, unfollow] = useMutation(UnfollowUser);
  if (user.isViewer) return null;
  const onClick = () => {
    if (!session.isLoggedInCookie) return openSignIn({ operation: 'register', entry: 'follow', subject: { name: user.name } });
    const change = user.isFollowing ? unfollow({ targetUserId: user.id }) : follow({ targetUserId: user.id });
    const following = !user.isFollowing;
    void change.then((result) => {
      const answer = result.data && ('followUser' in result.data ? result.data.followUser : result.data.unfollowUser);
      if (result.error || answer?.__typename !== 'User') toast({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' });
      else if (following) toast({ message: `You're now following ${user.name}` });
    });
  };
  return (
    <button type="button" className={`button ${user.isFollowing ? 'button--outline' : 'button--primary'} follow-button`} onClick={onClick} aria-pressed={user.isFollowing}>
      {user.isFollowing ? 'Following' : 'Follow'}
    </button>
  );
}
