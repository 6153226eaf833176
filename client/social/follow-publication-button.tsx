import { useEffect } from 'react';
import { onDemand } from '../data/on-demand.ts';
import { useMutation } from '../data/use-mutation.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { useSignInPrompt } from '../shell/sign-in-prompt.tsx';
import { useToast } from '../shell/use-toast.ts';
import { useAppState } from '../state/app-state.tsx';

/** Signed-in readers load the follow mutations with the page's first effects, so a click shows at once. */
const followMutations = onDemand(() => import('./follow-mutations.ts'));

/**
 * Follow or Following for a publication (docs/spec-checklist.md 1 §4), shown at once and rolled back with the
 * retryable error if refused. Hidden from its editors (one cannot follow one's own publication).
 */
export function FollowPublicationButton({
  collection,
}: {
  collection: { id: string; name: string; isFollowing: boolean; isEditor: boolean };
}) {
  const { session } = useAppState();
  const openSignIn = useSignInPrompt();
  const toast = useToast();
  const [, follow] = useMutation(followMutations.pick((module) => module.FollowCollection));
  const [, unfollow] = useMutation(followMutations.pick((module) => module.UnfollowCollection));
  useEffect(() => {
    if (session.isLoggedInCookie) followMutations.preload();
  }, [session.isLoggedInCookie]);
  if (collection.isEditor) return null;
  const onClick = () => {
    if (!session.isLoggedInCookie)
      return openSignIn({ operation: 'register', entry: 'follow', subject: { name: collection.name } });
    const following = !collection.isFollowing;
    void followMutations
      .use(({ followPublicationSaying }) => followPublicationSaying({ follow, unfollow }, collection, following))
      .catch(() => ({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' as const }))
      .then((said) => said && toast(said));
  };
  return (
    <button
      type="button"
      className={`button ${collection.isFollowing ? 'button--outline' : 'button--primary'} follow-button`}
      onClick={onClick}
      aria-pressed={collection.isFollowing}
    >
      {collection.isFollowing ? 'Following' : 'Follow'}
      <span className="visually-hidden"> {collection.name}</span>
    </button>
  );
}
