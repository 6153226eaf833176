import { describe, expect, it } from 'vitest';
import { bannersFor, PARTNER_TERMS_UPDATED_AT, type BannerFacts } from './banners.ts';

const reader: BannerFacts = { email: 'a@example.com', isSuspended: false, isPartnerProgramEnrolled: false, hightowerTermsAcceptedAt: null, dismissableFlags: [] };
const before = PARTNER_TERMS_UPDATED_AT - 1;

describe('bannersFor (spec 2 §4)', () => {
  it.each<[string, BannerFacts | null, string[]]>([
    ['a visitor', null, []],
    ['a reader with an e-mail', reader, []],
    ['"a logged-in viewer with no email → VERIFY_EMAIL"', { ...reader, email: null }, ['VERIFY_EMAIL']],
    ['"a suspended viewer → USER_SUSPENDED"', { ...reader, isSuspended: true }, ['USER_SUSPENDED']],
    ['a partner who accepted the terms before 2021-08-11 09:00 -04:00', { ...reader, isPartnerProgramEnrolled: true, hightowerTermsAcceptedAt: before }, ['PP_ACCEPT_TERMS']],
    ['a partner who accepted them exactly then', { ...reader, isPartnerProgramEnrolled: true, hightowerTermsAcceptedAt: PARTNER_TERMS_UPDATED_AT }, []],
    ['a partner who dismissed PP_TERMS_ACKNOWLEDGEMENT', { ...reader, isPartnerProgramEnrolled: true, hightowerTermsAcceptedAt: before, dismissableFlags: ['PP_TERMS_ACKNOWLEDGEMENT'] }, []],
    ['an older acceptance, but not enrolled', { ...reader, hightowerTermsAcceptedAt: before }, []],
  ])('%s → %j', (_, viewer, expected) => {
    expect(bannersFor(viewer)).toEqual(expected);
  });

  it('reads the cutoff in its own time zone', () => {
    expect(new Date(PARTNER_TERMS_UPDATED_AT).toISOString()).toBe('2021-08-11T13:00:00.000Z');
  });
});
