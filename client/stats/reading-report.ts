import { isRead } from '../../shared/stats/read-rule.ts';
import { READING_EVENTS } from '../../shared/stats/reading-events.ts';
import type { KeepEvent } from '../events/keep-event.ts';

/** How often a reader who stays is checked against the story's reading time. */
const CHECK_EVERY_MS = 5000;

export interface ReadingStory {
  readonly postId: string;
  readonly readingTimeMinutes: number;
  /** The story's last paragraph; none for a members-only preview, whose end is not the story's. */
  readonly endId: string | undefined;
  /** performance.now() when the story was shown. */
  readonly shownAt: number;
}

/**
 * Reports how a reader reads a story (issue 22; its view was kept when it was shown): a read,
 * once, when they reach its end or stay for its reading time (shared/stats/read-rule.ts), and
 * the time the page was in view, each time it is hidden (leaving, switching tabs) and when the
 * reader moves on. Returns what stops it.
 */
export function reportReading(story: ReadingStory, keepEvent: KeepEvent): () => void {
  const { postId } = story;
  let countedMs = 0;
  let visibleSince: number | null = document.visibilityState === 'visible' ? story.shownAt : null;
  let reportedMs = 0;
  let reachedEnd = false;
  let read = false;
  const activeMs = () => countedMs + (visibleSince === null ? 0 : performance.now() - visibleSince);
  const checkRead = () => {
    if (read || !isRead({ reachedEnd, activeMs: activeMs(), readingTimeMinutes: story.readingTimeMinutes })) return;
    read = true;
    keepEvent(READING_EVENTS.read, { postId });
  };
  const reportTime = () => {
    const ms = Math.round(activeMs() - reportedMs);
    if (ms <= 0) return;
    reportedMs += ms;
    keepEvent(READING_EVENTS.readingTime, { postId, ms });
  };
  const pause = () => {
    if (visibleSince !== null) countedMs += performance.now() - visibleSince;
    visibleSince = null;
    checkRead();
    reportTime();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') pause();
    else visibleSince = performance.now();
  };
  const end = story.endId ? document.getElementById(story.endId) : null;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    reachedEnd = true;
    checkRead();
  });
  if (end) observer.observe(end);
  const timer = setInterval(checkRead, CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', onVisibility);
  checkRead();
  return () => {
    pause();
    clearInterval(timer);
    observer.disconnect();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
