import { TIME } from '../constants.ts';

/** /trending/mode/{mode}: how far back a ranking looks, and how fast a day's reading fades. */
export const TRENDING_MODES = {
  day: { label: 'Today', windowDays: 2, halfLifeDays: 0.5 },
  week: { label: 'This week', windowDays: 7, halfLifeDays: 2 },
  month: { label: 'This month', windowDays: 30, halfLifeDays: 7 },
} as const;

export type TrendingMode = keyof typeof TRENDING_MODES;

export const DEFAULT_TRENDING_MODE: TrendingMode = 'week';

export const isTrendingMode = (mode: string): mode is TrendingMode => Object.hasOwn(TRENDING_MODES, mode);

/** How much each signal counts: a read is the unit, a clap a fifth of one (a reader gives up to 50), a response three. */
export const TRENDING_WEIGHTS = { read: 1, clap: 0.2, response: 3 } as const;

/** How many stories a ranking keeps, overall and per topic. */
export const TRENDING_SIZE = 25;

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Each day of a mode's window (YYYY-MM-DD, UTC) and what its reading counts for: today's in
 * full, a day `halfLifeDays` ago half as much, and so on; days before the window not at all.
 */
export function trendingDayWeights(mode: TrendingMode, now: number): Map<string, number> {
  const { windowDays, halfLifeDays } = TRENDING_MODES[mode];
  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
  return new Map(
    Array.from({ length: windowDays }, (_, age) => [dayOf(today - age * TIME.day), 0.5 ** (age / halfLifeDays)]),
  );
}

/** A story's score from its days (the same sum the ranking job asks the database for). */
export function trendingScore(
  days: readonly { day: string; reads: number; claps: number; responses: number }[],
  weights: ReadonlyMap<string, number>,
): number {
  return days.reduce(
    (score, day) =>
      score +
      (weights.get(day.day) ?? 0) *
        (day.reads * TRENDING_WEIGHTS.read +
          day.claps * TRENDING_WEIGHTS.clap +
          day.responses * TRENDING_WEIGHTS.response),
    0,
  );
}
