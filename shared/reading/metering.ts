import { TIME } from '../constants.ts';

/** The counters of docs/spec-checklist.md 3 §4: posts viewed per day, week and month, and per month of posts not the reader's own. */
export const METER_WINDOWS = ['day', 'week', 'month', 'month_not_owned'] as const;
export type MeterWindow = (typeof METER_WINDOWS)[number];

const startOfDay = (now: number): number => now - (((now % TIME.day) + TIME.day) % TIME.day);
const startOfWeek = (now: number): number => startOfDay(now) - ((new Date(now).getUTCDay() + 6) % 7) * TIME.day;
const startOfMonth = (now: number): number => {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
};

/** When the period holding `now` began: a counter whose stored start differs has been reset. */
export function windowStart(window: MeterWindow, now: number): number {
  if (window === 'day') return startOfDay(now);
  if (window === 'week') return startOfWeek(now);
  return startOfMonth(now);
}

/**
 * What one story view adds to each counter: a story counts once per period, so a view adds 1
 * to a window only when the reader had not viewed that story since the window began; the
 * reader's own stories never count toward month_not_owned.
 */
export function meterIncrements(view: {
  at: number;
  previousViewAt: number | null;
  owned: boolean;
}): Record<MeterWindow, 0 | 1> {
  const fresh = (window: MeterWindow): 0 | 1 =>
    view.previousViewAt === null || view.previousViewAt < windowStart(window, view.at) ? 1 : 0;
  return {
    day: fresh('day'),
    week: fresh('week'),
    month: fresh('month'),
    month_not_owned: view.owned ? 0 : fresh('month_not_owned'),
  };
}

/** A stored counter read at `now`: zero once its period has ended. */
export const currentCount = (
  stored: { window: MeterWindow; windowStart: number; count: number } | undefined,
  window: MeterWindow,
  now: number,
): number => (stored && stored.windowStart === windowStart(window, now) ? stored.count : 0);
