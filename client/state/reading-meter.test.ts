import { describe, expect, it } from 'vitest';
import { meterCounts, readMeter, recordView, type MeterView } from './reading-meter.ts';

const at = (iso: string) => Date.parse(iso);
const view = (postId: string, iso: string, owned = false): MeterView => ({ postId, at: at(iso), owned });

// Sunday 2026-11-22, in a week that began on Monday 2026-11-16.
const NOW = at('2026-11-22T18:00:00Z');
const VIEWS = [
  view('a', '2026-10-31T23:00:00Z'), // last month
  view('b', '2026-11-02T09:00:00Z'), // this month, an earlier week
  view('c', '2026-11-16T00:00:00Z'), // Monday: this week
  view('d', '2026-11-21T12:00:00Z', true), // yesterday, the reader's own story
  view('e', '2026-11-22T00:00:00Z'), // today
  view('f', '2026-11-22T17:59:59Z'), // today
];

describe('the reading meter (docs/spec-checklist.md 3 §4: day, week, month, and month not owned, each resetting)', () => {
  it('counts each period from its own start', () => {
    expect(meterCounts(VIEWS, NOW)).toEqual({ day: 2, week: 4, month: 5, monthNotOwned: 4 });
  });

  it.each([
    [
      'a new day that is a Monday resets the day and the week',
      '2026-11-23T00:00:00Z',
      { day: 0, week: 0, month: 5, monthNotOwned: 4 },
    ],
    ['a new day mid-week resets the day only', '2026-11-18T00:00:00Z', { day: 0, week: 1, month: 2, monthNotOwned: 2 }],
    ['a new month resets every count', '2026-12-01T00:00:00Z', { day: 0, week: 0, month: 0, monthNotOwned: 0 }],
    [
      'Sunday night still counts the week that began on Monday',
      '2026-11-22T23:59:59Z',
      { day: 2, week: 4, month: 5, monthNotOwned: 4 },
    ],
  ])('%s', (_, now, counts) => {
    expect(meterCounts(VIEWS, at(now))).toEqual(counts);
  });

  it('counts a story once in each period, however often it is opened, and in each period it is opened', () => {
    let views: MeterView[] = [];
    for (const iso of ['2026-11-20T10:00:00Z', '2026-11-22T10:00:00Z', '2026-11-22T11:00:00Z'])
      views = recordView(views, view('same', iso));
    // opened on Friday and twice today: one story today, this week and this month
    expect(meterCounts(views, NOW)).toEqual({ day: 1, week: 1, month: 1, monthNotOwned: 1 });
    expect(views).toHaveLength(2);
    // a story opened on the 2nd and again on the 27th counts on the 27th's day and week too
    const twice = ['2026-11-02T09:00:00Z', '2026-11-27T09:00:00Z'].reduce<MeterView[]>(
      (kept, iso) => recordView(kept, view('again', iso)),
      [],
    );
    expect(meterCounts(twice, at('2026-11-27T10:00:00Z'))).toEqual({ day: 1, week: 1, month: 1, monthNotOwned: 1 });
    // a week that spans two months counts what it saw in both
    const spanning = [view('mon', '2026-11-30T09:00:00Z'), view('tue', '2026-12-01T09:00:00Z')];
    expect(meterCounts(spanning, at('2026-12-01T10:00:00Z'))).toEqual({ day: 1, week: 2, month: 1, monthNotOwned: 1 });
    // the next month it counts again
    views = recordView(views, view('same', '2026-12-01T08:00:00Z'));
    expect(meterCounts(views, at('2026-12-01T09:00:00Z'))).toMatchObject({ day: 1, month: 1 });
  });

  it('lets go of views older than the month and the week', () => {
    expect(recordView(VIEWS, view('g', '2026-11-22T18:00:00Z')).map((entry) => entry.postId)).toEqual([
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
    ]);
  });

  it.each([
    ['nothing stored', null, []],
    ['not JSON', '{oops', []],
    ['not a list', '{"a":1}', []],
    [
      'a mix',
      JSON.stringify([{ postId: 'x', at: 1, owned: false }, { nope: true }]),
      [{ postId: 'x', at: 1, owned: false }],
    ],
  ])('reads back %s', (_, stored, expected) => {
    expect(readMeter({ getItem: () => stored })).toEqual(expected);
  });
});
