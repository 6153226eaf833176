import type { READING_EVENTS } from '../../shared/stats/reading-events.ts';
import type { KeepEvent } from '../events/keep-event.ts';
import type { ReadingStory } from './reading-report.ts';
import { trackReadingTime } from './reading-time.ts';

/** The view's type, checked against the stats' own names without bringing them into the page. */
const VIEW: (typeof READING_EVENTS)['view'] = 'post.view';

/** Reads are checked from this long after the story is shown (their code loads off the page's first load). */
const READ_CHECK_DELAY_MS = 5000;

/** The story the last view was kept for: watching it again (its end changed) is the same view. */
let lastViewed: string | null = null;

/**
 * For the writer's stats: a view, kept the moment the story is shown; the time it is in view, from
 * that moment too, so a reader who leaves after a few seconds counts those seconds; and a read,
 * checked a little later (./reading-report.ts). Returns what stops them. Watched again at once
 * (the meter opened the rest of a preview, so its end changed), a story keeps no second view;
 * shown again after another, it does.
 */
export function watchStory(story: ReadingStory, keepEvent: KeepEvent): () => void {
  if (lastViewed !== story.postId) keepEvent(VIEW, { postId: story.postId });
  lastViewed = story.postId;
  const [activeMs, stopTime] = trackReadingTime(story.postId, keepEvent);
  let stopReads: (() => void) | undefined;
  let stopped = false;
  const timer = setTimeout(() => {
    void import('./reading-report.ts').then(({ reportRead }) => {
      if (!stopped) stopReads = reportRead(story, activeMs, keepEvent);
    });
  }, READ_CHECK_DELAY_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
    stopReads?.();
    stopTime();
  };
}

let watchedAtLoad: { readonly postId: string; readonly stop: () => void } | null = null;

/** The story the page opened on, watched by the first script before React (client/boot.ts). */
export function watchStoryAtLoad(story: ReadingStory, keepEvent: KeepEvent): void {
  watchedAtLoad = { postId: story.postId, stop: watchStory(story, keepEvent) };
}

/**
 * The watch the first script started for this story, handed once to the page when it hydrates,
 * so the view is not kept twice; null for any other story (one the reader moved on to).
 */
export function takeWatchAtLoad(postId: string): (() => void) | null {
  if (watchedAtLoad?.postId !== postId) return null;
  const { stop } = watchedAtLoad;
  watchedAtLoad = null;
  return stop;
}
