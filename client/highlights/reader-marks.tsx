import { lazy, Suspense } from 'react';
import { useHydrated } from '../state/use-hydrated.ts';

const YourHighlights = lazy(() => import('./your-highlights.tsx'));
const PrivateNotes = lazy(() => import('./private-notes.tsx'));

type Highlights = Parameters<typeof import('./your-highlights.tsx').default>[0]['highlights'];
type Notes = Parameters<typeof import('./private-notes.tsx').default>[0]['notes'];

/**
 * The reader's highlights and private notes under the story. Visitors have none, so their code
 * loads only for readers who do, once the page is up.
 */
export function ReaderMarks({
  highlights,
  notes,
  forWriter,
}: {
  highlights: Highlights;
  notes: Notes;
  forWriter: boolean;
}) {
  const hydrated = useHydrated();
  if (!hydrated || (highlights.length === 0 && notes.length === 0)) return null;
  return (
    <Suspense fallback={null}>
      {highlights.length > 0 && <YourHighlights highlights={highlights} />}
      {notes.length > 0 && <PrivateNotes notes={notes} forWriter={forWriter} />}
    </Suspense>
  );
}
