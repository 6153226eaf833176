import { useEffect } from 'react';
import { onDemand } from '../data/on-demand.ts';
import { useMutation } from '../data/use-mutation.ts';
import { followReturnAddress, pendingFollow } from '../../shared/social/follow-after-sign-up.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { useSignInPrompt } from '../shell/sign-in-prompt.tsx';
import { useToast } from '../shell/use-toast.ts';
import { useAppState } from '../state/app-state.tsx';

/** Signed-in readers load the follow mutations with the page's first effects, so a click shows at once. */
const followMutations = onDemand(() => import('./follow-mutations.ts'));

/**
 * Follow or Following for a writer (docs/spec-checklist.md 1 §4): the button and the follower count change at
 * once (graphcache's optimistic update, client/data/cache-config.ts; the mutations load with
 * the first follow) and change back, with the
 * server's reason (or the retryable error) if it refuses. Hidden on one's own stories and on
 * writers the viewer blocks; visitors get the sign-up prompt for following.
 */
export function FollowButton({
  user,
  postId,
}: {
  user: { id: string; name: string; isFollowing: boolean; isViewer: boolean; isBlocking: boolean };
  postId?: string;
}) {
  const { session } = useAppState();
  const openSignIn = useSignInPrompt();
  const toast = useToast();
  const [, follow] = useMutation(followMutations.pick((module) => module.FollowUser));
  const [, unfollow] = useMutation(followMutations.pick((module) => module.UnfollowUser));
  // the follow's code words its toasts: it loads with the first follow (a visitor never needs them)
  const change = (following: boolean, afterSignUp = false) =>
    void followMutations
      .use(({ followWriterSaying }) => followWriterSaying({ follow, unfollow }, user, following, afterSignUp))
      .catch(() => ({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' as const }))
      .then((said) => said && toast(said));
  useEffect(() => {
    if (session.isLoggedInCookie) followMutations.preload();
  }, [session.isLoggedInCookie]);
  // back from signing up to follow: the follow they asked for happens now, once (on arrival only)
  // biome-ignore lint/correctness/useExhaustiveDependencies: on arrival only
  useEffect(() => {
    const pending = pendingFollow(window.location);
    if (!pending || pending.userId !== user.id || !session.isLoggedInCookie) return;
    window.history.replaceState(window.history.state, '', pending.cleanAddress);
    if (user.isViewer || user.isFollowing)
      void followMutations.use(async ({ followNotNeeded }) => toast(followNotNeeded(user))).catch(() => undefined);
    else change(true, true);
  }, []);
  // nobody follows across a block (the server refuses it too)
  if (user.isViewer || user.isBlocking) return null;
  const onClick = () => {
    if (!session.isLoggedInCookie) {
      return openSignIn({
        operation: 'register',
        entry: 'follow',
        subject: { name: user.name },
        redirect: followReturnAddress(window.location, user.id, postId),
      });
    }
    change(!user.isFollowing);
  };
  return (
    <button
      type="button"
      className={`button ${user.isFollowing ? 'button--outline' : 'button--primary'} follow-button`}
      onClick={onClick}
      aria-pressed={user.isFollowing}
    >
      {user.isFollowing ? 'Following' : 'Follow'}
    </button>
  );
}
