import { describe, expect, it } from 'vitest';
import { archiveWindow, isTopPeriod, sortSince, TOP_PERIODS } from './tag-pages.ts';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const DAY = 86_400_000;

describe('tag sorts (docs/spec-checklist.md 3 §3: HOT, NEW, TOP_ALL_TIME, TOP_MONTH, TOP_WEEK, TOP_YEAR)', () => {
  it.each([
    ['HOT', NOW - 30 * DAY],
    ['NEW', null],
    ['TOP_WEEK', NOW - 7 * DAY],
    ['TOP_MONTH', NOW - 30 * DAY],
    ['TOP_YEAR', NOW - 365 * DAY],
    ['TOP_ALL_TIME', null],
  ] as const)('%s counts stories since %s', (sort, since) => {
    expect(sortSince(sort, NOW)?.getTime() ?? null).toBe(since);
  });

  it.each([
    ['week', true],
    ['month', true],
    ['year', true],
    ['all-time', true],
    ['day', false],
    ['constructor', false],
  ])('/top/%s is a period: %s', (period, valid) => {
    expect(isTopPeriod(period)).toBe(valid);
    if (isTopPeriod(period)) expect(TOP_PERIODS[period]).toMatch(/^TOP_/);
  });
});

describe('archive windows', () => {
  it.each([
    [{ year: '2026' }, '2026-01-01', '2027-01-01'],
    [{ year: '2026', month: '02' }, '2026-02-01', '2026-03-01'],
    [{ year: '2026', month: '12' }, '2026-12-01', '2027-01-01'],
    [{ year: '2024', month: '02', day: '29' }, '2024-02-29', '2024-03-01'],
    [{ year: '2026', month: '11', day: '22' }, '2026-11-22', '2026-11-23'],
  ])('%o', (params, from, to) => {
    expect(archiveWindow(params)).toEqual({ from: new Date(`${from}T00:00:00Z`), to: new Date(`${to}T00:00:00Z`) });
  });

  it.each([
    [{}],
    [{ year: '26' }],
    [{ year: '2026', month: '13' }],
    [{ year: '2026', month: '00' }],
    [{ year: '2026', month: '2' }],
    [{ year: '2026', month: '02', day: '30' }],
    [{ year: '2026', month: '02', day: '00' }],
    [{ year: '1969' }],
  ])('%o names no date', (params) => {
    expect(archiveWindow(params)).toBeNull();
  });
});
