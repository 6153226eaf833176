import { describe, expect, it } from 'vitest';
import { bannersFor, PARTNER_TERMS_UPDATED_AT, type BannerFacts } from './banners.ts';
import { TAX_STATUS } from './partner/tax-banner.ts';

const now = Date.UTC(2026, 10, 22);
const reader: BannerFacts = {
  email: 'a@example.com',
  isSuspended: false,
  isPartnerProgramEnrolled: false,
  hightowerTermsAcceptedAt: null,
  dismissableFlags: [],
  taxDocuments: { status: null, limitedAt: null, forfeitedAt: null },
};
const partner: BannerFacts = {
  ...reader,
  isPartnerProgramEnrolled: true,
  hightowerTermsAcceptedAt: PARTNER_TERMS_UPDATED_AT,
};
const before = PARTNER_TERMS_UPDATED_AT - 1;
const invalidForms = { status: TAX_STATUS.invalid, limitedAt: null, forfeitedAt: null };

describe('bannersFor (docs/spec-checklist.md 2 §4)', () => {
  it.each<[string, BannerFacts | null, string, string[]]>([
    ['a visitor', null, 'ShowHome', []],
    ['a reader with an e-mail', reader, 'ShowHome', []],
    ['"a logged-in viewer with no email → VERIFY_EMAIL"', { ...reader, email: null }, 'ShowHome', ['VERIFY_EMAIL']],
    ['"a suspended viewer → USER_SUSPENDED"', { ...reader, isSuspended: true }, 'ShowHome', ['USER_SUSPENDED']],
    [
      'a partner who accepted the terms before 2021-08-11 09:00 -04:00',
      { ...partner, hightowerTermsAcceptedAt: before },
      'ShowHome',
      ['PP_ACCEPT_TERMS'],
    ],
    ['a partner who accepted them exactly then', partner, 'ShowHome', []],
    [
      'a partner who dismissed PP_TERMS_ACKNOWLEDGEMENT',
      { ...partner, hightowerTermsAcceptedAt: before, dismissableFlags: ['PP_TERMS_ACKNOWLEDGEMENT'] },
      'ShowHome',
      [],
    ],
    ['an older acceptance, but not enrolled', { ...reader, hightowerTermsAcceptedAt: before }, 'ShowHome', []],
    ['a partner whose tax forms are invalid', { ...partner, taxDocuments: invalidForms }, 'ShowHome', ['TAX_STATUS']],
    [
      'the same partner on a story’s stats ("not on the stats post route")',
      { ...partner, taxDocuments: invalidForms },
      'ShowStatsPost',
      [],
    ],
    ['a reader (not a partner) with invalid tax forms', { ...reader, taxDocuments: invalidForms }, 'ShowHome', []],
    [
      'everything at once, in order',
      { ...partner, email: null, isSuspended: true, hightowerTermsAcceptedAt: before, taxDocuments: invalidForms },
      'ShowHome',
      ['VERIFY_EMAIL', 'USER_SUSPENDED', 'PP_ACCEPT_TERMS', 'TAX_STATUS'],
    ],
  ])('%s → %j', (_, viewer, routeName, expected) => {
    expect(bannersFor(viewer, { routeName, now }).map((banner) => banner.kind)).toEqual(expected);
  });

  it('gives the tax banner its sentence and colour', () => {
    expect(bannersFor({ ...partner, taxDocuments: invalidForms }, { routeName: 'ShowHome', now })).toEqual([
      { kind: 'TAX_STATUS', tone: 'error', text: 'There is an issue with your tax forms. Please resubmit them.' },
    ]);
  });

  it('reads the cutoff in its own time zone', () => {
    expect(new Date(PARTNER_TERMS_UPDATED_AT).toISOString()).toBe('2021-08-11T13:00:00.000Z');
  });
});
