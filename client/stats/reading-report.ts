import { isRead } from '../../shared/stats/read-rule.ts';
import type { READING_EVENTS } from '../../shared/stats/reading-events.ts';
import type { KeepEvent } from '../events/keep-event.ts';
import { whenHidden } from '../events/page-hidden.ts';

/** The read's type, checked against the stats' own names without bringing them into the page. */
const READ: (typeof READING_EVENTS)['read'] = 'post.read';

/** How often a reader who stays is checked against the story's reading time. */
const CHECK_EVERY_MS = 5000;

export interface ReadingStory {
  readonly postId: string;
  readonly readingTimeMinutes: number;
  /** The story's last paragraph; none for a members-only preview, whose end is not the story's. */
  readonly endId: string | undefined;
}

/**
 * Reports a read of a story, once, when the reader reaches its end or has had it in view for its
 * reading time (shared/stats/read-rule.ts); `activeMs` is that time (./reading-time.ts). Checked
 * now, every few seconds, when the page is hidden and when the reader moves on. Returns what stops it.
 */
export function reportRead(story: ReadingStory, activeMs: () => number, keepEvent: KeepEvent): () => void {
  let reachedEnd = false;
  let read = false;
  const checkRead = () => {
    if (read || !isRead({ reachedEnd, activeMs: activeMs(), readingTimeMinutes: story.readingTimeMinutes })) return;
    read = true;
    keepEvent(READ, { postId: story.postId });
  };
  const end = story.endId ? document.getElementById(story.endId) : null;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    reachedEnd = true;
    checkRead();
  });
  if (end) observer.observe(end);
  const timer = setInterval(checkRead, CHECK_EVERY_MS);
  const stopChecking = whenHidden(checkRead);
  checkRead();
  return () => {
    checkRead();
    clearInterval(timer);
    observer.disconnect();
    stopChecking();
  };
}
