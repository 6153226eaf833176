import type { READING_EVENTS } from '../../shared/stats/reading-events.ts';
import type { KeepEvent } from '../events/keep-event.ts';
import { whenHidden } from '../events/page-hidden.ts';

/** The event's type, checked against the stats' names without bringing them into the story page. */
const READING_TIME: (typeof READING_EVENTS)['readingTime'] = 'post.readingTime';

/** How long the story has been in view so far, and what stops the tracking. */
export type ReadingTime = readonly [activeMs: () => number, stop: () => void];

/**
 * The time a story is in view, kept as a reading-time event each time the page is hidden or left
 * (before the send that goes then, ../events/page-hidden.ts) and when the reader moves on. Part of
 * the story page's own code, so a reader who leaves after a few seconds counts those seconds.
 */
export function trackReadingTime(postId: string, keepEvent: KeepEvent): ReadingTime {
  let countedMs = 0;
  let reportedMs = 0;
  let visibleSince: number | null = null;
  const activeMs = () => countedMs + (visibleSince === null ? 0 : performance.now() - visibleSince);
  const pause = () => {
    countedMs = activeMs();
    visibleSince = null;
    const ms = Math.round(countedMs - reportedMs);
    if (ms <= 0) return;
    reportedMs += ms;
    keepEvent(READING_TIME, { postId, ms });
  };
  // in view: from now, back to the tab, or back from the back-forward cache (which makes it visible)
  const resume = () => {
    if (document.visibilityState === 'visible') visibleSince = performance.now();
  };
  resume();
  const stopPausing = whenHidden(pause);
  document.addEventListener('visibilitychange', resume);
  const stop = () => {
    pause();
    stopPausing();
    document.removeEventListener('visibilitychange', resume);
  };
  return [activeMs, stop];
}
