import { describe, expect, it } from 'vitest';
import { daysBetween, statsRangeProblem, statsRangeTimes } from './stats-range.ts';

const NOW = Date.UTC(2026, 10, 24, 15, 30);
const JOINED = Date.UTC(2025, 0, 10, 8);

describe('statsRangeTimes: the ranges of the stats pages (7 days, 30 days, 90 days, 12 months, all time)', () => {
  it.each([
    ['7d', Date.UTC(2026, 10, 18)],
    ['30d', Date.UTC(2026, 9, 26)],
    ['90d', Date.UTC(2026, 7, 27)],
    ['12m', Date.UTC(2025, 10, 25)],
    ['all', Date.UTC(2025, 0, 10)],
  ] as const)('%s starts at the first UTC day it covers and ends now', (id, start) => {
    expect(statsRangeTimes(id, NOW, JOINED)).toEqual({ startTimeMs: start, endTimeMs: NOW });
  });

  it('has seven days in seven days, today included', () => {
    const { startTimeMs, endTimeMs } = statsRangeTimes('7d', NOW, JOINED);
    expect(daysBetween(startTimeMs, endTimeMs)).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
  });
});

describe('statsRangeProblem', () => {
  it.each([
    [JOINED, NOW, null],
    [NOW, NOW, null],
    [NOW, NOW - 1, 'The range must start before it ends.'],
    [Number.NaN, NOW, 'Give the range as two times in milliseconds.'],
    [-1, NOW, 'Give the range as two times in milliseconds.'],
    // a day no date can name: it threw a RangeError, and the page answered 503
    [1e20, 1e20, 'Give the range as two times in milliseconds.'],
    [8.64e15, 8.64e15, null],
    [NOW - 21 * 365 * 86_400_000, NOW, 'The range can cover at most 20 years.'],
  ])('%s to %s', (start, end, problem) => {
    expect(statsRangeProblem(start, end)).toBe(problem);
  });
});
