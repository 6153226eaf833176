import { windowStart } from '../../shared/reading/metering.ts';

/**
 * The reading meter (spec 3 §4): stories viewed today, this week and this month, and this month
 * excluding the reader's own, each starting again with its period. Kept in the browser, like the
 * other stored values the spec lists. Periods follow UTC; weeks start on Monday.
 */
export interface MeterView {
  readonly postId: string;
  readonly at: number;
  /** The reader wrote it: it does not count toward the "not owned" month. */
  readonly owned: boolean;
}

export interface MeterCounts {
  readonly day: number;
  readonly week: number;
  readonly month: number;
  readonly monthNotOwned: number;
}

export const READING_METER_KEY = 'quire.readingMeter';
/** Enough for a month of heavy reading; beyond it the oldest views drop. */
const MAX_VIEWS = 500;

const startOfDay = (now: number): number => windowStart('day', now);
const startOfWeek = (now: number): number => windowStart('week', now);
const startOfMonth = (now: number): number => windowStart('month', now);

/** Counts each story once per period, by when it was first viewed in the month. */
export function meterCounts(views: readonly MeterView[], now: number): MeterCounts {
  const since = (start: number) => views.filter((view) => view.at >= start && view.at <= now);
  const month = since(startOfMonth(now));
  return {
    day: since(startOfDay(now)).length,
    week: since(startOfWeek(now)).length,
    month: month.length,
    monthNotOwned: month.filter((view) => !view.owned).length,
  };
}

/**
 * Adds a view: a story already viewed this month is not counted again, and views from before
 * this month are let go (the day and week can reach back no further than the month they need).
 */
export function recordView(views: readonly MeterView[], view: MeterView): MeterView[] {
  const keepFrom = Math.min(startOfMonth(view.at), startOfWeek(view.at));
  const current = views.filter((entry) => entry.at >= keepFrom);
  if (current.some((entry) => entry.postId === view.postId && entry.at >= startOfMonth(view.at))) return current;
  return [...current, view].slice(-MAX_VIEWS);
}

const isView = (value: unknown): value is MeterView =>
  typeof value === 'object' && value !== null && typeof (value as MeterView).postId === 'string' && typeof (value as MeterView).at === 'number';

/** The stored views; anything unreadable counts as none. */
export function readMeter(storage: Pick<Storage, 'getItem'>): MeterView[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(READING_METER_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isView) : [];
  } catch {
    return [];
  }
}
