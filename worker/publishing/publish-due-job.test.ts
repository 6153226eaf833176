import { describe, expect, it } from 'vitest';
import { MAX_QUEUE_DELAY_SECONDS, publishDueDelay } from './publish-due-job.ts';

describe('publishDueDelay: how long the message that publishes a scheduled story waits', () => {
  const now = new Date(Date.UTC(2026, 10, 25, 9, 0, 0));
  it.each([
    ['a story due in ten minutes', 10 * 60 * 1000, 600],
    ['a part of a second rounds up, never early', 1500, 2],
    ['a time already past goes at once', -5000, 0],
    ['twelve hours, the most a queue holds', MAX_QUEUE_DELAY_SECONDS * 1000, MAX_QUEUE_DELAY_SECONDS],
    ['beyond twelve hours: the cron alone', MAX_QUEUE_DELAY_SECONDS * 1000 + 1000, null],
  ])('%s', (_case, ahead, delay) => {
    expect(publishDueDelay(new Date(now.getTime() + ahead), now)).toBe(delay);
  });
});
