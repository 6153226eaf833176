import { lazy, Suspense } from 'react';
import { authorMenuItems } from '../../shared/social/user-actions.ts';
import { useAppState } from '../state/app-state.tsx';
import { useHydrated } from '../state/use-hydrated.ts';
import type { ActionsAuthor, ReportedStory } from './author-actions-menu.tsx';

/** Only signed-in readers have these actions: their code loads for them, after the page is up. */
const AuthorActionsMenu = lazy(() => import('./author-actions-menu.tsx'));

/**
 * The author-level actions for other readers (docs/spec-checklist.md 1 §4–§6): mute, block, report; on their
 * profile (`onProfile`) the menu also has the publisher menu's items (docs/spec-checklist.md 1 §2.7), and under a
 * story it can report the story (docs/trust-and-safety.md).
 */
export function AuthorActions({
  author,
  onProfile = false,
  story,
}: {
  author: ActionsAuthor;
  onProfile?: boolean;
  story?: ReportedStory;
}) {
  const { session } = useAppState();
  const ready = useHydrated();
  const offered =
    authorMenuItems({
      signedIn: session.isLoggedInCookie,
      isViewer: author.isViewer,
      isMuting: author.isMuting,
      isBlocking: author.isBlocking,
    }).length > 0;
  if (!offered || !ready) return null;
  return (
    <Suspense fallback={null}>
      <AuthorActionsMenu author={author} onProfile={onProfile} story={story} />
    </Suspense>
  );
}
