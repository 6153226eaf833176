import { useEffect } from 'react';
import { onDemand } from '../data/on-demand.ts';
import { useMutation } from '../data/use-mutation.ts';
import { MAX_CLAPS_PER_READER } from '../../shared/claps/claps.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { formatCount } from '../format.ts';
import { useToast } from '../shell/use-toast.ts';
import { useSignInPrompt } from '../shell/sign-in-prompt.tsx';
import { useAppState } from '../state/app-state.tsx';
import { failureMessage } from '../data/failure-message.ts';

/** Signed-in readers load the clap's mutation with the page's first effects, so a clap shows at once. */
const clapMutation = onDemand(() => import('./clap-post.ts'));

/**
 * One clap a click, up to 50. The count moves at once (graphcache's optimistic update,
 * client/data/cache-config.ts) and falls back, with the error toast, if the server refuses.
 * Visitors get the sign-up prompt for clapping; a writer sees the count of their own story without the button.
 */
export function ClapButton({
  post,
}: {
  post: { id: string; clapCount: number; viewerClapCount: number; isOwn: boolean };
}) {
  const { session } = useAppState();
  const openSignIn = useSignInPrompt();
  const toast = useToast();
  const [, clap] = useMutation(clapMutation.pick((module) => module.ClapMutation));
  useEffect(() => {
    if (session.isLoggedInCookie && !post.isOwn) clapMutation.preload();
  }, [session.isLoggedInCookie, post.isOwn]);
  const count = <span className="clap__count">{formatCount(post.clapCount)}</span>;
  if (post.isOwn) return <p className="clap">{count} claps</p>;
  const full = post.viewerClapCount >= MAX_CLAPS_PER_READER;
  const onClick = () => {
    if (!session.isLoggedInCookie) return openSignIn({ operation: 'register', entry: 'clap' });
    if (full) return;
    void clapMutation
      .use(({ clapPost }) => clapPost(clap, post.id))
      .catch(() => null)
      .then((answer) => {
        if (answer?.__typename !== 'Post')
          toast({ message: failureMessage(answer, RETRYABLE_ERROR), toastStyle: 'ERROR' });
      });
  };
  return (
    <p className="clap">
      <button
        type="button"
        className="clap__button"
        onClick={onClick}
        aria-pressed={post.viewerClapCount > 0}
        aria-disabled={full || undefined}
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
          <path
            d="M7 12.5 4.6 10a1.4 1.4 0 0 1 2-2l4.9 4.9M9 9l-1.6-1.6a1.4 1.4 0 0 1 2-2l4.8 4.8m-3-3-.7-.7a1.4 1.4 0 0 1 2-2l5 5c2 2 2.2 5.6 0 7.8l-.4.4a5.5 5.5 0 0 1-7.8 0L4.8 15.4a1.4 1.4 0 0 1 2-2l2 2M13 2v2m4-1-1.2 1.6M9 3l1.2 1.6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="visually-hidden">
          Clap{post.viewerClapCount > 0 ? ` (you gave ${post.viewerClapCount} of ${MAX_CLAPS_PER_READER})` : ''}
        </span>
      </button>
      {count}
    </p>
  );
}
