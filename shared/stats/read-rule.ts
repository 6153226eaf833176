/**
 * A read, as Medium counts one: the reader reached the story's end, or stayed with it (the page
 * in view) for as long as its reading time says it takes. A view is only the page being shown.
 */
export function isRead(progress: {
  readonly reachedEnd: boolean;
  readonly activeMs: number;
  readonly readingTimeMinutes: number;
}): boolean {
  return progress.reachedEnd || progress.activeMs >= Math.max(progress.readingTimeMinutes, 0) * 60_000;
}

/** A single report of reading time counts at most this much: a tab left open is not reading. */
export const MAX_READING_TIME_REPORT_MS = 30 * 60_000;
