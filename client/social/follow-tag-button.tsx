import { useMutation } from '../data/use-mutation.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { graphql } from '../graphql/graphql.ts';
import { useSignInPrompt } from '../shell/sign-in-prompt.tsx';
import { useToast } from '../shell/use-toast.ts';
import { useAppState } from '../state/app-state.tsx';

/** What a follow changes: the button's state and the count; both mutations answer with it. */
const FollowedTag = graphql(`
  fragment FollowedTag on Tag @_unmask {
    id
    followerCount
    viewerEdge {
      id
      isFollowing
    }
  }
`);

const FollowTag = graphql(
  `
  mutation FollowTag($tagSlug: String!) {
    followTag(tagSlug: $tagSlug) {
      __typename
      ... on Tag {
        ...FollowedTag
      }
    }
  }
`,
  [FollowedTag],
);

const UnfollowTag = graphql(
  `
  mutation UnfollowTag($tagSlug: String!) {
    unfollowTag(tagSlug: $tagSlug) {
      __typename
      ... on Tag {
        ...FollowedTag
      }
    }
  }
`,
  [FollowedTag],
);

/** Follow a tag: its stories join the home feed. Shown at once, rolled back if refused. */
export function FollowTagButton({ tag }: { tag: { slug: string; displayTitle: string; isFollowing: boolean } }) {
  const { session } = useAppState();
  const openSignIn = useSignInPrompt();
  const toast = useToast();
  const [, follow] = useMutation(FollowTag);
  const [, unfollow] = useMutation(UnfollowTag);
  const onClick = () => {
    if (!session.isLoggedInCookie)
      return openSignIn({ operation: 'register', entry: 'follow', subject: { name: tag.displayTitle } });
    const following = !tag.isFollowing;
    void (following ? follow({ tagSlug: tag.slug }) : unfollow({ tagSlug: tag.slug })).then((result) => {
      const answer = result.data && ('followTag' in result.data ? result.data.followTag : result.data.unfollowTag);
      if (result.error || answer?.__typename !== 'Tag') toast({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' });
      else if (following) toast({ message: `You are now following ${tag.displayTitle}` });
    });
  };
  return (
    <button
      type="button"
      className={`button ${tag.isFollowing ? 'button--outline' : 'button--primary'} follow-button`}
      onClick={onClick}
      aria-pressed={tag.isFollowing}
    >
      {tag.isFollowing ? 'Following' : 'Follow'}
      <span className="visually-hidden"> {tag.displayTitle}</span>
    </button>
  );
}
