import { CLOSED_DISCUSSION } from '../../shared/content/closed-discussion.ts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { firstInteraction } from '../shell/first-interaction.ts';
import type { Story } from './response-thread.tsx';

/** docs/spec-checklist.md 1 §8: what readers see when the writer has closed discussion. */

/** The thread's code and data load when the reader comes near it, not with the story. */
const ResponseThread = lazy(() => import('./response-thread.tsx'));

/**
 * The responses section: its heading comes with the story; the thread (responses, replies and
 * the form) loads as the reader scrolls toward it (once they have interacted with the page), when
 * they ask for it, or when the address says `responsesOpen=true`.
 */
export function Responses({ story }: { story: Story }) {
  const section = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(false);
  // a notification's link (docs/spec-checklist.md 1 §2.11) opens the story with its responses showing; the link's
  // #responses-heading takes the reader there, and the browser scrolls again once the pictures
  // above have loaded, which script scrolling too soon would not
  useEffect(() => {
    if (new URLSearchParams(location.search).get('responsesOpen') === 'true') setShown(true);
  }, []);
  // Watched from the reader's first interaction: the section can be in view at load (a short
  // story, a tall window), and the thread (with the GraphQL client) is for a reader who engages,
  // not one who only reads.
  useEffect(() => {
    const element = section.current;
    if (shown || !element) return undefined;
    let observer: IntersectionObserver | undefined;
    let ended = false;
    void firstInteraction().then(() => {
      if (ended) return;
      observer = new IntersectionObserver(
        (entries) => entries.some((entry) => entry.isIntersecting) && setShown(true),
        { rootMargin: '200px' },
      );
      observer.observe(element);
    });
    return () => {
      ended = true;
      observer?.disconnect();
    };
  }, [shown]);
  return (
    <section className="responses" aria-labelledby="responses-heading" ref={section}>
      <h2 className="responses__heading" id="responses-heading">
        Responses ({story.responsesCount})
      </h2>
      {story.responsesLocked ? <p className="responses__closed">{CLOSED_DISCUSSION.post}</p> : null}
      {shown ? (
        <Suspense fallback={<p className="responses__loading">Loading responses…</p>}>
          <ResponseThread story={story} />
        </Suspense>
      ) : (
        <button type="button" className="button button--outline" onClick={() => setShown(true)}>
          {story.responsesLocked ? 'Show responses' : 'Show responses and respond'}
        </button>
      )}
    </section>
  );
}
