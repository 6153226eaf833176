import { describe, expect, it } from 'vitest';
import { audienceCsv, audienceOverTime, isAudienceGranularity, periodOf } from './audience.ts';

describe('audience over time (docs/spec-checklist.md 3 §3 "Audience stats granularity: daily, weekly, monthly")', () => {
  it.each([
    ['daily', true],
    ['weekly', true],
    ['monthly', true],
    ['yearly', false],
    [undefined, false],
  ])('%s is a granularity: %s', (value, known) => {
    expect(isAudienceGranularity(value)).toBe(known);
  });

  it.each([
    [
      'monthly',
      '2026-03-01',
      [
        { period: '2026-03-01', gained: 4 },
        { period: '2026-01-01', gained: 2 },
      ],
      [
        ['2026-01-01', 2, 2],
        ['2026-02-01', 0, 2],
        ['2026-03-01', 4, 6],
      ],
    ],
    [
      'weekly',
      '2026-01-19',
      [{ period: '2026-01-05', gained: 1 }],
      [
        ['2026-01-05', 1, 1],
        ['2026-01-12', 0, 1],
        ['2026-01-19', 0, 1],
      ],
    ],
    [
      'daily',
      '2026-01-06',
      [{ period: '2026-01-05', gained: 3 }],
      [
        ['2026-01-05', 3, 3],
        ['2026-01-06', 0, 3],
      ],
    ],
    ['daily', '2026-01-06', [], []],
  ] as const)(
    'adds each %s period’s new followers to those before, through the current one (%s)',
    (granularity, current, gains, expected) => {
      expect(
        audienceOverTime(gains, granularity, current).map((row) => [row.period, row.gained, row.followers]),
      ).toEqual(expected);
    },
  );

  it.each([
    ['2026-11-24', 'daily', '2026-11-24'],
    ['2026-11-24', 'weekly', '2026-11-23'],
    ['2026-11-23', 'weekly', '2026-11-23'],
    ['2026-11-22', 'weekly', '2026-11-16'],
    ['2026-11-24', 'monthly', '2026-11-01'],
  ] as const)('%s falls in the %s period starting %s', (day, granularity, period) => {
    expect(periodOf(day, granularity)).toBe(period);
  });

  it('writes CSV with a header and a line a period', () => {
    expect(audienceCsv([{ period: '2026-01-01', gained: 2, followers: 2 }])).toBe(
      'period,new followers,followers\r\n2026-01-01,2,2\r\n',
    );
  });
});
