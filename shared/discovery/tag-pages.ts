import { TIME } from '../constants.ts';

/** docs/spec-checklist.md 3 §3 "Tag post sort". */
export const TAG_POST_SORTS = ['HOT', 'NEW', 'TOP_ALL_TIME', 'TOP_MONTH', 'TOP_WEEK', 'TOP_YEAR'] as const;
export type TagPostSort = (typeof TAG_POST_SORTS)[number];

/** The {timePeriod} of /tag/{tagSlug}/top/{timePeriod} and the sort it names. */
export const TOP_PERIODS = {
  week: 'TOP_WEEK',
  month: 'TOP_MONTH',
  year: 'TOP_YEAR',
  'all-time': 'TOP_ALL_TIME',
} as const satisfies Record<string, TagPostSort>;
export type TopPeriod = keyof typeof TOP_PERIODS;

export const isTopPeriod = (value: string): value is TopPeriod => Object.hasOwn(TOP_PERIODS, value);

/** "Hot" is the most-clapped of the last 30 days: recent enough to be news, long enough to have claps. */
const HOT_WINDOW = 30 * TIME.day;

/** Since when a sort counts stories (null: all time; NEW and HOT order differently, see tagPostOrder). */
export function sortSince(sort: TagPostSort, now: number): Date | null {
  switch (sort) {
    case 'HOT':
      return new Date(now - HOT_WINDOW);
    case 'TOP_WEEK':
      return new Date(now - 7 * TIME.day);
    case 'TOP_MONTH':
      return new Date(now - 30 * TIME.day);
    case 'TOP_YEAR':
      return new Date(now - 365 * TIME.day);
    case 'NEW':
    case 'TOP_ALL_TIME':
      return null;
  }
}

/** The archive's year, month and day params as a UTC window, or null when they name no date. */
export function archiveWindow(params: {
  year?: string;
  month?: string;
  day?: string;
}): { from: Date; to: Date } | null {
  const { year, month, day } = params;
  if (
    !year ||
    !/^\d{4}$/.test(year) ||
    (month !== undefined && !/^\d{2}$/.test(month)) ||
    (day !== undefined && !/^\d{2}$/.test(day))
  )
    return null;
  const y = Number(year);
  const m = month === undefined ? null : Number(month) - 1;
  const d = day === undefined ? null : Number(day);
  if (y < 1970 || (m !== null && (m < 0 || m > 11))) return null;
  if (m === null) return { from: new Date(Date.UTC(y, 0, 1)), to: new Date(Date.UTC(y + 1, 0, 1)) };
  if (d === null) return { from: new Date(Date.UTC(y, m, 1)), to: new Date(Date.UTC(y, m + 1, 1)) };
  const from = new Date(Date.UTC(y, m, d));
  // 2026-02-30 rolls over into March: not a date
  if (d < 1 || from.getUTCMonth() !== m) return null;
  return { from, to: new Date(Date.UTC(y, m, d + 1)) };
}
