import { AUDIENCE_STATS_GRANULARITIES } from '../content/enumerations.ts';

export type AudienceGranularity = (typeof AUDIENCE_STATS_GRANULARITIES)[number];

export const isAudienceGranularity = (value: string | undefined): value is AudienceGranularity => (AUDIENCE_STATS_GRANULARITIES as readonly string[]).includes(value ?? '');

export interface AudiencePeriod {
  /** The period's first day, YYYY-MM-DD. */
  readonly period: string;
  /** Followers gained in the period (of those who follow now). */
  readonly gained: number;
  /** Followers at the period's end. */
  readonly followers: number;
}

/**
 * Followers over time from the periods in which today's followers started following: each
 * period's total is every follow begun by its end. Someone who followed and left is not in the
 * table of follows any more, so the line shows today's audience growing, never a loss.
 */
export function audienceOverTime(gains: readonly { period: string; gained: number }[]): AudiencePeriod[] {
  let followers = 0;
  return [...gains]
    .sort((a, b) => a.period.localeCompare(b.period))
    .map(({ period, gained }) => {
      followers += gained;
      return { period, gained, followers };
    });
}

/** The audience as CSV, one period a row (/@{username}/audience/stats/export). */
export function audienceCsv(periods: readonly AudiencePeriod[]): string {
  return ['period,new followers,followers', ...periods.map((row) => `${row.period},${row.gained},${row.followers}`)].join('\r\n') + '\r\n';
}
