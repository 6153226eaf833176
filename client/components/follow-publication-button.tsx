import { useMutation } from '../data/use-mutation.ts';
import { SOCIAL_TOASTS } from '../../shared/social/social-toasts.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { graphql } from '../graphql/graphql.ts';
import { useSignInPrompt } from '../shell/sign-in-prompt.tsx';
import { useToast } from '../shell/use-toast.ts';
import { useAppState } from '../state/app-state.tsx';

/** What a follow changes: the button's state and the count; both mutations answer with it. */
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

/**
 * Follow or Following for a publication (spec 1 §4), shown at once and rolled back with the
 * retryable error if refused. Hidden from its editors (one cannot follow one's own publication).
 */
export function FollowPublicationButton({ collection }: { collection: { id: string; name: string; isFollowing: boolean; isEditor: boolean } }) {
  const { session } = useAppState();
  const openSignIn = useSignInPrompt();
  const toast = useToast();
  const [, follow] = useMutation(FollowCollection);
  const [, unfollow] = useMutation(UnfollowCollection);
  if (collection.isEditor) return null;
  const onClick = () => {
    if (!session.isLoggedInCookie) return openSignIn({ operation: 'register', entry: 'follow', subject: { name: collection.name } });
    const following = !collection.isFollowing;
    const variables = { targetCollectionId: collection.id };
    void (following ? follow(variables) : unfollow(variables)).then((result) => {
      const answer = result.data && ('followCollection' in result.data ? result.data.followCollection : result.data.unfollowCollection);
      if (result.error || answer?.__typename !== 'Collection') toast({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' });
      else if (following) toast({ message: SOCIAL_TOASTS.followingPublication(collection.name) });
    });
  };
  return (
    <button type="button" className={`button ${collection.isFollowing ? 'button--outline' : 'button--primary'} follow-button`} onClick={onClick} aria-pressed={collection.isFollowing}>
      {collection.isFollowing ? 'Following' : 'Follow'}
      <span className="visually-hidden"> {collection.name}</span>
    </button>
  );
}
