import { describe, expect, it } from 'vitest';
import { giftPlanType, giftTermEnd, giftTermStart, giftTermWords, newGiftCode, normalGiftCode } from './gifts.ts';

const at = (iso: string) => new Date(iso);
const NOW = at('2026-11-25T12:00:00Z');

describe('gift plans (docs/spec-checklist.md 1 §9 "Gift plan ids: gift 29, group-gift 31")', () => {
  it.each([
    [29, 'gift'],
    [31, 'group-gift'],
    [30, null],
    [0, null],
  ] as const)('plan id %i is %s', (planId, type) => expect(giftPlanType(planId)).toBe(type));
});

describe('giftTermWords: a term as mails and pages say it', () => {
  it.each([
    [12, 'a year'],
    [1, 'a month'],
    [3, '3 months'],
  ])('%i months: %s', (months, words) => expect(giftTermWords(months)).toBe(words));
});

describe('giftTermEnd: a gifted term in calendar months', () => {
  it.each([
    ['a month from the 25th', '2026-11-25T12:00:00Z', 1, '2026-12-25T12:00:00.000Z'],
    ['a year', '2026-11-25T12:00:00Z', 12, '2027-11-25T12:00:00.000Z'],
    [
      'a month from the 31st of January ends on the last day of February',
      '2027-01-31T08:00:00Z',
      1,
      '2027-02-28T08:00:00.000Z',
    ],
    ['in a leap year, the 29th', '2028-01-31T08:00:00Z', 1, '2028-02-29T08:00:00.000Z'],
    ['a year from the 29th of February', '2028-02-29T00:00:00Z', 12, '2029-02-28T00:00:00.000Z'],
  ])('%s', (_case, start, months, end) => expect(giftTermEnd(at(start), months).toISOString()).toBe(end));
});

describe('giftTermStart: a gift extends a membership, never shortens it', () => {
  it.each<[string, { endsAt: string | null }[], string | null]>([
    ['not a member: now', [], NOW.toISOString()],
    ['a membership that ended: now', [{ endsAt: '2026-10-01T00:00:00Z' }], NOW.toISOString()],
    ['a cancelled membership: when it ends', [{ endsAt: '2026-12-10T00:00:00Z' }], '2026-12-10T00:00:00.000Z'],
    [
      'an earlier gift and a cancelled membership: after the later',
      [{ endsAt: '2027-03-01T00:00:00Z' }, { endsAt: '2026-12-10T00:00:00Z' }],
      '2027-03-01T00:00:00.000Z',
    ],
    ['a membership that still renews: no start, stop its renewal first', [{ endsAt: null }], null],
  ])('%s', (_case, held, start) => {
    expect(
      giftTermStart(
        NOW,
        held.map((membership) => ({ endsAt: membership.endsAt ? at(membership.endsAt) : null })),
      )?.toISOString() ?? null,
    ).toBe(start);
  });
});

describe('gift codes', () => {
  it('are 12 unambiguous characters in groups of four, each new', () => {
    const codes = Array.from({ length: 200 }, newGiftCode);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(new Set(codes).size).toBe(200);
  });

  it.each([
    ['as mailed', 'K7QM-2XHP-9RTA', 'K7QM-2XHP-9RTA'],
    ['typed in lower case with spaces', ' k7qm 2xhp 9rta ', 'K7QM-2XHP-9RTA'],
    ['without dashes', 'K7QM2XHP9RTA', 'K7QM-2XHP-9RTA'],
    ['too short', 'K7QM-2XHP', null],
    ['with other characters', 'K7QM-2XHP-9RT!', null],
  ])('reads a code %s', (_case, typed, code) => expect(normalGiftCode(typed)).toBe(code));
});
