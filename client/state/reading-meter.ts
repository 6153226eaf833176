import { windowStart } from '../../shared/reading/metering.ts';

/**
 * The reading meter (docs/spec-checklist.md 3 §4): stories viewed today, this week and this month, and this month
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

/** The stories viewed in each period, each story once a period however often it was opened. */
export function meterCounts(views: readonly MeterView[], now: number): MeterCounts {
  const stories = (start: number, notOwned?: boolean) =>
    new Set(
      views
        .filter((view) => view.at >= start && view.at <= now && !(notOwned && view.owned))
        .map((view) => view.postId),
    ).size;
  const month = windowStart('month', now);
  return {
    day: stories(windowStart('day', now)),
    week: stories(windowStart('week', now)),
    month: stories(month),
    monthNotOwned: stories(month, true),
  };
}

/**
 * Adds a view, at most one a story a day: a story opened again another day counts again in that
 * day (and in a week that has not counted it yet), never twice in one period. Views from before
 * the month and the week are let go (no period reaches back further).
 */
export function recordView(views: readonly MeterView[], view: MeterView): MeterView[] {
  const keepFrom = Math.min(windowStart('month', view.at), windowStart('week', view.at));
  const current = views.filter((entry) => entry.at >= keepFrom);
  if (current.some((entry) => entry.postId === view.postId && entry.at >= windowStart('day', view.at))) return current;
  return [...current, view].slice(-MAX_VIEWS);
}

const isView = (value: unknown): value is MeterView =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as MeterView).postId === 'string' &&
  typeof (value as MeterView).at === 'number';

/** The stored views; anything unreadable counts as none. */
export function readMeter(storage: Pick<Storage, 'getItem'>): MeterView[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(READING_METER_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isView) : [];
  } catch {
    return [];
  }
}
