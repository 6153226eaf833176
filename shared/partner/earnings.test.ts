import { describe, expect, it } from 'vitest';
import { monthlyEarnings, splitCents, type EarningStory, type MemberMonth } from './earnings.ts';

const story = (postId: string, overrides: Partial<EarningStory> = {}): EarningStory => ({
  postId,
  writerId: `w-${postId}`,
  excluded: null,
  writerExcluded: false,
  bonusCents: 0,
  guarantee: null,
  ...overrides,
});
const member = (memberId: string, shareCents: number, reads: Record<string, number>): MemberMonth => ({
  memberId,
  shareCents,
  readingMs: new Map(Object.entries(reads)),
});

const MINUTE = 60_000;

describe('splitCents: whole cents in proportion, adding up to the amount', () => {
  it.each<[string, number, Record<string, number>, Record<string, number>]>([
    ['an even split', 250, { a: 1, b: 1 }, { a: 125, b: 125 }],
    ['thirds: the cent left goes to the first of equal remainders', 100, { a: 1, b: 1, c: 1 }, { a: 34, b: 33, c: 33 }],
    ['the largest remainder takes the odd cent', 10, { a: 1, b: 2 }, { a: 3, b: 7 }],
    ['one weight takes it all', 208, { a: 5 }, { a: 208 }],
    ['tiny weights beside a large one', 5, { a: 1000, b: 1, c: 1 }, { a: 5, b: 0, c: 0 }],
  ])('%s', (_case, cents, weights, expected) => {
    const split = splitCents(cents, new Map(Object.entries(weights)));
    expect(Object.fromEntries(split)).toEqual(expected);
    expect([...split.values()].reduce((sum, part) => sum + part, 0)).toBe(cents);
  });
});

describe('monthlyEarnings (members’ fees divided by their reading time, with docs/spec-checklist.md 3 §3’s earnings flags)', () => {
  const cases: [
    string,
    MemberMonth[],
    EarningStory[],
    Record<string, { earned: number; payable: number; flags: string[] }>,
    number,
  ][] = [
    [
      'a member’s share goes to what they read, by time',
      [member('m1', 250, { a: 3 * MINUTE, b: MINUTE })],
      [story('a'), story('b')],
      { a: { earned: 188, payable: 188, flags: [] }, b: { earned: 62, payable: 62, flags: [] } },
      250,
    ],
    [
      'each member’s share is theirs alone: a long read by one does not take another’s fee',
      [member('m1', 250, { a: 60 * MINUTE }), member('m2', 208, { b: MINUTE })],
      [story('a'), story('b')],
      { a: { earned: 250, payable: 250, flags: [] }, b: { earned: 208, payable: 208, flags: [] } },
      458,
    ],
    [
      'thirds across three stories and two members: no cent lost or made',
      [member('m1', 250, { a: MINUTE, b: MINUTE, c: MINUTE }), member('m2', 208, { a: MINUTE, b: MINUTE, c: MINUTE })],
      [story('a'), story('b'), story('c')],
      {
        a: { earned: 154, payable: 154, flags: [] },
        b: { earned: 152, payable: 152, flags: [] },
        c: { earned: 152, payable: 152, flags: [] },
      },
      458,
    ],
    [
      'POST_EXCLUDED_CALL_TO_ACTION: the story earns nothing and the member’s share goes to the rest',
      [member('m1', 250, { a: MINUTE, b: MINUTE })],
      [story('a', { excluded: 'CALL_TO_ACTION' }), story('b')],
      {
        a: { earned: 0, payable: 0, flags: ['POST_EXCLUDED_CALL_TO_ACTION'] },
        b: { earned: 250, payable: 250, flags: [] },
      },
      250,
    ],
    [
      'POST_EXCLUDED_META_POST',
      [member('m1', 250, { a: MINUTE, b: MINUTE })],
      [story('a', { excluded: 'META_POST' }), story('b')],
      { a: { earned: 0, payable: 0, flags: ['POST_EXCLUDED_META_POST'] }, b: { earned: 250, payable: 250, flags: [] } },
      250,
    ],
    [
      'USER_EXCLUDED: none of the writer’s stories earn, nor their bonus',
      [member('m1', 250, { a: MINUTE, b: MINUTE })],
      [story('a', { writerExcluded: true, bonusCents: 1000 }), story('b')],
      { a: { earned: 0, payable: 0, flags: ['USER_EXCLUDED'] }, b: { earned: 250, payable: 250, flags: [] } },
      250,
    ],
    [
      'a member who read only what may not earn gives nothing',
      [member('m1', 250, { a: MINUTE })],
      [story('a', { excluded: 'META_POST' })],
      { a: { earned: 0, payable: 0, flags: ['POST_EXCLUDED_META_POST'] } },
      0,
    ],
    [
      'reading time on a story that is not earning (no such story) is left out',
      [member('m1', 250, { gone: MINUTE, a: MINUTE })],
      [story('a')],
      { a: { earned: 250, payable: 250, flags: [] } },
      250,
    ],
    [
      'POST_AWARDED_BONUS is paid besides, outside the pool',
      [member('m1', 250, { a: MINUTE })],
      [story('a', { bonusCents: 5000 }), story('b', { bonusCents: 700 })],
      {
        a: { earned: 250, payable: 5250, flags: ['POST_AWARDED_BONUS'] },
        b: { earned: 0, payable: 700, flags: ['POST_AWARDED_BONUS'] },
      },
      250,
    ],
    [
      'POST_MINIMUM_GUARANTEE_ACCUMULATION: earnings go towards a guarantee already paid',
      [member('m1', 250, { a: MINUTE })],
      [story('a', { guarantee: { cents: 10_000, accumulatedCents: 9_000 } })],
      { a: { earned: 250, payable: 0, flags: ['POST_MINIMUM_GUARANTEE_ACCUMULATION'] } },
      250,
    ],
    [
      'POST_MINIMUM_GUARANTEE_FULFILLED: the month the guarantee is met, what is past it is paid',
      [member('m1', 250, { a: MINUTE })],
      [story('a', { guarantee: { cents: 10_000, accumulatedCents: 9_900 } })],
      { a: { earned: 250, payable: 150, flags: ['POST_MINIMUM_GUARANTEE_FULFILLED'] } },
      250,
    ],
    [
      'a guarantee met in an earlier month: everything is paid',
      [member('m1', 250, { a: MINUTE })],
      [story('a', { guarantee: { cents: 10_000, accumulatedCents: 10_000 } })],
      { a: { earned: 250, payable: 250, flags: ['POST_MINIMUM_GUARANTEE_FULFILLED'] } },
      250,
    ],
  ];

  it.each(cases)('%s', (_case, members, stories, expected, pool) => {
    const month = monthlyEarnings(members, stories);
    expect(
      Object.fromEntries(
        month.stories.map((earning) => [
          earning.postId,
          { earned: earning.earnedCents, payable: earning.payableCents, flags: earning.flags },
        ]),
      ),
    ).toEqual(expected);
    expect(month.poolCents).toBe(pool);
    // the stories' parts add up to the pool, to the cent
    expect(month.stories.reduce((sum, earning) => sum + earning.earnedCents, 0)).toBe(pool);
  });

  it('keeps what a guarantee has earned back for the next month', () => {
    const [earning] = monthlyEarnings(
      [member('m1', 250, { a: MINUTE })],
      [story('a', { guarantee: { cents: 10_000, accumulatedCents: 9_000 } })],
    ).stories;
    expect(earning?.guaranteeAccumulatedCents).toBe(9_250);
  });

  it('adds up to the pool for many members with awkward shares', () => {
    const members = Array.from({ length: 97 }, (_, n) =>
      member(`m${n}`, n % 2 ? 250 : 208, { a: (n % 7) + 1, b: (n % 3) + 1, c: n % 5 }),
    );
    const month = monthlyEarnings(members, [story('a'), story('b'), story('c')]);
    expect(month.poolCents).toBe(48 * 250 + 49 * 208);
    expect(month.stories.reduce((sum, earning) => sum + earning.earnedCents, 0)).toBe(month.poolCents);
  });
});
