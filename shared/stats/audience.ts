import { AUDIENCE_STATS_GRANULARITIES } from '../content/enumerations.ts';

export type AudienceGranularity = (typeof AUDIENCE_STATS_GRANULARITIES)[number];

export const isAudienceGranularity = (value: string | undefined): value is AudienceGranularity =>
  (AUDIENCE_STATS_GRANULARITIES as readonly string[]).includes(value ?? '');

export interface AudiencePeriod {
  /** The period's first day, YYYY-MM-DD. */
  readonly period: string;
  /** Followers gained in the period (of those who follow now). */
  readonly gained: number;
  /** Followers at the period's end. */
  readonly followers: number;
}

/** The first day of the period a day (YYYY-MM-DD) falls in: itself, its week's Monday, or its month's first, as the rollup's SQL groups them. */
export function periodOf(day: string, granularity: AudienceGranularity): string {
  if (granularity === 'daily') return day;
  if (granularity === 'monthly') return `${day.slice(0, 8)}01`;
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** The first day of the period after the one starting on `period`. */
function nextPeriod(period: string, granularity: AudienceGranularity): string {
  const date = new Date(`${period}T00:00:00Z`);
  if (granularity === 'monthly') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCDate(date.getUTCDate() + (granularity === 'weekly' ? 7 : 1));
  return date.toISOString().slice(0, 10);
}

/**
 * Followers over time from the periods in which today's followers started following: every
 * period from the first follow to the current one (`current`, the period today falls in), each
 * with every follow begun by its end. Someone who followed and left is not in the table of follows
 * any more, so the line shows today's audience growing, never a loss.
 */
export function audienceOverTime(
  gains: readonly { period: string; gained: number }[],
  granularity: AudienceGranularity,
  current: string,
): AudiencePeriod[] {
  const byPeriod = new Map(gains.map((gain) => [gain.period, gain.gained]));
  const first = [...byPeriod.keys()].sort()[0];
  const periods: AudiencePeriod[] = [];
  let followers = 0;
  for (let period = first; period !== undefined && period <= current; period = nextPeriod(period, granularity)) {
    const gained = byPeriod.get(period) ?? 0;
    followers += gained;
    periods.push({ period, gained, followers });
  }
  return periods;
}

/** The audience as CSV, one period a row (/@{username}/audience/stats/export). */
export function audienceCsv(periods: readonly AudiencePeriod[]): string {
  return `${['period,new followers,followers', ...periods.map((row) => `${row.period},${row.gained},${row.followers}`)].join('\r\n')}\r\n`;
}
