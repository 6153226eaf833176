import { describe, expect, it } from 'vitest';
import { scheduleProblem } from './schedule-time.ts';

const NOW = Date.UTC(2026, 10, 25, 9, 0);
const MINUTE = 60_000;

describe('scheduleProblem: when a story may be scheduled to publish', () => {
  it.each([
    ['in an hour', NOW + 60 * MINUTE, null],
    ['exactly a minute from now', NOW + MINUTE, null],
    ['in thirty seconds', NOW + 30_000, 'Choose a time at least a minute from now.'],
    ['in the past', NOW - MINUTE, 'Choose a time at least a minute from now.'],
    ['in 364 days', NOW + 364 * 1440 * MINUTE, null],
    ['in two years', NOW + 730 * 1440 * MINUTE, 'Choose a time within a year.'],
    ['not a time', Number.NaN, 'Choose a date and time.'],
  ])('%s', (_case, at, expected) => {
    expect(scheduleProblem(at, NOW)).toBe(expected);
  });
});
