import { TIME } from '../constants.ts';

/** The ranges a writer picks on the stats pages, each ending today. */
export const STATS_RANGES = [
  { id: '7d', label: '7 days', days: 7 },
  { id: '30d', label: '30 days', days: 30 },
  { id: '90d', label: '90 days', days: 90 },
  { id: '12m', label: '12 months', days: 365 },
  { id: 'all', label: 'All time', days: null },
] as const;

export type StatsRangeId = (typeof STATS_RANGES)[number]['id'];

export const DEFAULT_STATS_RANGE: StatsRangeId = '30d';

/** The longest range anyone may ask for: "all time" starts no earlier than this before its end. */
export const MAX_STATS_SPAN_MS = 20 * 365 * TIME.day;

/** A UTC day as the rollups name it. */
export const dayOf = (timeMs: number): string => new Date(timeMs).toISOString().slice(0, 10);

export const isStatsRangeId = (value: string | null | undefined): value is StatsRangeId =>
  STATS_RANGES.some((range) => range.id === value);

/**
 * The times a range covers, in milliseconds: from the start of its first UTC day to now. "All
 * time" starts when the writer's account did.
 */
export function statsRangeTimes(
  id: StatsRangeId,
  nowMs: number,
  accountCreatedMs: number,
): { startTimeMs: number; endTimeMs: number } {
  const range = STATS_RANGES.find((candidate) => candidate.id === id) ?? STATS_RANGES[1];
  const today = Math.floor(nowMs / TIME.day) * TIME.day;
  const start =
    range.days === null ? Math.floor(accountCreatedMs / TIME.day) * TIME.day : today - (range.days - 1) * TIME.day;
  return { startTimeMs: Math.min(start, today), endTimeMs: nowMs };
}

/** Every day of a range, so a chart shows the quiet days as zero. */
export function daysBetween(startTimeMs: number, endTimeMs: number): string[] {
  const days: string[] = [];
  for (let time = Math.floor(startTimeMs / TIME.day) * TIME.day; time <= endTimeMs; time += TIME.day)
    days.push(dayOf(time));
  return days;
}

/** The last moment a JavaScript date can name (ECMAScript's time value range): past it there is no day to read. */
const LAST_TIME_MS = 8.64e15;

/** Why a requested range cannot be read, or null when it can. */
export function statsRangeProblem(startTimeMs: number, endTimeMs: number): string | null {
  if (!Number.isFinite(startTimeMs) || !Number.isFinite(endTimeMs) || startTimeMs < 0 || endTimeMs > LAST_TIME_MS)
    return 'Give the range as two times in milliseconds.';
  if (startTimeMs > endTimeMs) return 'The range must start before it ends.';
  if (endTimeMs - startTimeMs > MAX_STATS_SPAN_MS) return 'The range can cover at most 20 years.';
  return null;
}
