import { describe, expect, it } from 'vitest';
import { audienceCsv, audienceOverTime, isAudienceGranularity } from './audience.ts';

describe('audience over time (spec 3 §3 "Audience stats granularity: daily, weekly, monthly")', () => {
  it.each([
    ['daily', true],
    ['weekly', true],
    ['monthly', true],
    ['yearly', false],
    [undefined, false],
  ])('%s is a granularity: %s', (value, known) => {
    expect(isAudienceGranularity(value)).toBe(known);
  });

  it('adds each period’s new followers to the ones before, in order of time', () => {
    expect(
      audienceOverTime([
        { period: '2026-03-01', gained: 4 },
        { period: '2026-01-01', gained: 2 },
        { period: '2026-02-01', gained: 0 },
      ]),
    ).toEqual([
      { period: '2026-01-01', gained: 2, followers: 2 },
      { period: '2026-02-01', gained: 0, followers: 2 },
      { period: '2026-03-01', gained: 4, followers: 6 },
    ]);
    expect(audienceOverTime([])).toEqual([]);
  });

  it('writes CSV with a header and a line a period', () => {
    expect(audienceCsv([{ period: '2026-01-01', gained: 2, followers: 2 }])).toBe('period,new followers,followers\r\n2026-01-01,2,2\r\n');
  });
});
