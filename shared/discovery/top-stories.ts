import { TIME } from '../constants.ts';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** /top-stories without a day: the most-clapped stories of the last 30 days. */
export const TOP_STORIES_WINDOW = 30 * TIME.day;

/**
 * The day a {monthDayYearSlug} names (`november-22-2026`), as the UTC day's bounds; null when it
 * names no day.
 */
export function topStoriesDay(slug: string): { from: Date; to: Date } | null {
  const match = /^([a-z]+)-(\d{1,2})-(\d{4})$/.exec(slug.toLowerCase());
  const month = match ? MONTHS.indexOf(match[1] as (typeof MONTHS)[number]) : -1;
  if (!match || month < 0) return null;
  const year = Number(match[3]);
  const day = Number(match[2]);
  const from = new Date(Date.UTC(year, month, day));
  // february-30 rolls over into March: not a day
  if (year < 1970 || day < 1 || from.getUTCMonth() !== month) return null;
  return { from, to: new Date(from.getTime() + TIME.day) };
}

/** The slug of the day a time falls on (UTC), for links to other days. */
export const topStoriesDaySlug = (time: Date): string =>
  `${MONTHS[time.getUTCMonth()]}-${time.getUTCDate()}-${time.getUTCFullYear()}`;
