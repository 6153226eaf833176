import { describe, expect, it } from 'vitest';
import { trendingDayWeights, trendingScore } from './trending.ts';

const NOW = Date.UTC(2026, 10, 25, 15);

describe('trending: reading in the window, faded by age', () => {
  it.each<[string, 'day' | 'week' | 'month', string, number | undefined]>([
    ['today counts in full', 'week', '2026-11-25', 1],
    ['a week’s half-life is two days', 'week', '2026-11-23', 0.5],
    ['four days ago a quarter', 'week', '2026-11-21', 0.25],
    ['the last day of the week still counts', 'week', '2026-11-19', 0.5 ** 3],
    ['a day before the window not at all', 'week', '2026-11-18', undefined],
    ['today’s ranking fades by the half day', 'day', '2026-11-24', 0.25],
    ['a month looks back thirty days', 'month', '2026-10-27', 0.5 ** (29 / 7)],
    ['and no further', 'month', '2026-10-26', undefined],
  ])('%s', (_case, mode, day, weight) => {
    expect(trendingDayWeights(mode, NOW).get(day)).toBe(weight);
  });

  it.each<[string, { day: string; reads: number; claps: number; responses: number }[], number]>([
    ['reads are the unit', [{ day: '2026-11-25', reads: 10, claps: 0, responses: 0 }], 10],
    ['a clap is a fifth of a read, a response three', [{ day: '2026-11-25', reads: 0, claps: 50, responses: 1 }], 13],
    [
      'yesterday’s reading counts less than today’s',
      [{ day: '2026-11-24', reads: 10, claps: 0, responses: 0 }],
      10 * 0.5 ** 0.5,
    ],
    ['reading before the window is forgotten', [{ day: '2026-11-01', reads: 1000, claps: 0, responses: 0 }], 0],
  ])('%s', (_case, days, score) => {
    expect(trendingScore(days, trendingDayWeights('week', NOW))).toBeCloseTo(score, 10);
  });
});
