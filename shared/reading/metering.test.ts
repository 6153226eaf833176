import { describe, expect, it } from 'vitest';
import { meteringState } from './metering-state.ts';
import { currentCount, meterIncrements, windowStart, type MeterWindow } from './metering.ts';

const at = (iso: string) => Date.parse(iso);

describe('the metering state (docs/spec-checklist.md 1 §4: "paywalled (locked preview only), member, metered (metering post ids exist), not_metered", in that order)', () => {
  it.each([
    [
      'a locked preview is paywalled, even for a member',
      { isLockedPreviewOnly: true, isMember: true, meteringPostIds: ['a'] },
      'paywalled',
    ],
    [
      'a locked preview for a reader with a meter',
      { isLockedPreviewOnly: true, isMember: false, meteringPostIds: ['a'] },
      'paywalled',
    ],
    ['a member reading in full', { isLockedPreviewOnly: false, isMember: true, meteringPostIds: ['a'] }, 'member'],
    [
      'a non-member with metering post ids',
      { isLockedPreviewOnly: false, isMember: false, meteringPostIds: ['a', 'b'] },
      'metered',
    ],
    ['a non-member with none', { isLockedPreviewOnly: false, isMember: false, meteringPostIds: [] }, 'not_metered'],
  ] as const)('%s', (_case, facts, state) => {
    expect(meteringState(facts)).toBe(state);
  });
});

describe('the counters (docs/spec-checklist.md 3 §4: "per day, per week and per month, reset when a new day, week or month starts")', () => {
  // Sunday 2026-11-22; the week began on Monday 2026-11-16.
  it.each([
    ['day', '2026-11-22T18:00:00Z', '2026-11-22T00:00:00Z'],
    ['week', '2026-11-22T18:00:00Z', '2026-11-16T00:00:00Z'],
    ['week', '2026-11-16T00:00:00Z', '2026-11-16T00:00:00Z'],
    ['month', '2026-11-22T18:00:00Z', '2026-11-01T00:00:00Z'],
    ['month_not_owned', '2026-12-01T00:00:00Z', '2026-12-01T00:00:00Z'],
  ] as const)('the %s holding %s began at %s', (window, now, start) => {
    expect(windowStart(window, at(now))).toBe(at(start));
  });

  it.each([
    ['a first view counts everywhere', null, false, { day: 1, week: 1, month: 1, month_not_owned: 1 }],
    ['the reader’s own story never counts as not owned', null, true, { day: 1, week: 1, month: 1, month_not_owned: 0 }],
    [
      'viewed again today counts nowhere',
      '2026-11-22T08:00:00Z',
      false,
      { day: 0, week: 0, month: 0, month_not_owned: 0 },
    ],
    [
      'viewed yesterday (this week) counts for today only',
      '2026-11-21T08:00:00Z',
      false,
      { day: 1, week: 0, month: 0, month_not_owned: 0 },
    ],
    ['viewed last week, this month', '2026-11-10T08:00:00Z', false, { day: 1, week: 1, month: 0, month_not_owned: 0 }],
    [
      'viewed last month counts everywhere again',
      '2026-10-30T08:00:00Z',
      false,
      { day: 1, week: 1, month: 1, month_not_owned: 1 },
    ],
  ] as const)('%s', (_case, previous, owned, increments) => {
    expect(
      meterIncrements({ at: at('2026-11-22T18:00:00Z'), previousViewAt: previous ? at(previous) : null, owned }),
    ).toEqual(increments);
  });

  it.each([
    ['the same day keeps the count', 'day', '2026-11-22T00:00:00Z', '2026-11-22T23:59:59Z', 4],
    ['a new day resets it', 'day', '2026-11-22T00:00:00Z', '2026-11-23T00:00:00Z', 0],
    ['Sunday still holds the week begun on Monday', 'week', '2026-11-16T00:00:00Z', '2026-11-22T23:00:00Z', 4],
    ['a Monday resets the week', 'week', '2026-11-16T00:00:00Z', '2026-11-23T00:00:00Z', 0],
    ['a new month resets the month', 'month', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z', 0],
    ['and the month not owned', 'month_not_owned', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z', 0],
  ] as const)('%s', (_case, window: MeterWindow, start, now, count) => {
    expect(currentCount({ window, windowStart: at(start), count: 4 }, window, at(now))).toBe(count);
  });

  it('no stored counter reads 0', () => {
    expect(currentCount(undefined, 'month', at('2026-11-22T00:00:00Z'))).toBe(0);
  });
});
