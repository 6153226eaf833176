/** The reading events a story page reports through the event queue, which the stats roll up. */
export const READING_EVENTS = {
  /** The story was shown. */
  view: 'post.view',
  /** The reader finished it (shared/stats/read-rule.ts). */
  read: 'post.read',
  /** Time the page was in view since the last report: `data.ms`. */
  readingTime: 'post.readingTime',
} as const;
