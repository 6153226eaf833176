import { TIME } from '../constants.ts';

/** The nearest and farthest a story may be scheduled: the cron runs each minute; a year is plenty. */
export const SCHEDULE_WINDOW = { earliest: TIME.minute, latest: 365 * TIME.day } as const;

/** Why a story cannot publish itself at `publishAt` (ms since the epoch), or null when it can. */
export function scheduleProblem(publishAt: number, now: number): string | null {
  if (!Number.isFinite(publishAt)) return 'Choose a date and time.';
  if (publishAt < now + SCHEDULE_WINDOW.earliest) return 'Choose a time at least a minute from now.';
  if (publishAt > now + SCHEDULE_WINDOW.latest) return 'Choose a time within a year.';
  return null;
}
