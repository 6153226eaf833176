import { describe, expect, it } from 'vitest';
import {
  currentEnrollStep,
  ineligibility,
  lockedSourceFor,
  stepReached,
  taxStatusOf,
  type EnrollmentState,
  type PayoutAccountState,
} from './enrollment.ts';

const READY: EnrollmentState = {
  enrollment: 'NOT_ENROLLED',
  eligible: true,
  country: 'US',
  payoutAccount: { detailsSubmitted: true, payoutsEnabled: false, disabledReason: null },
};

describe('the enrollment steps (eligibility, country, payouts, tax forms)', () => {
  it.each<[string, EnrollmentState, string | null]>([
    ['an ineligible writer stays at eligibility', { ...READY, eligible: false }, 'eligibility'],
    ['PERMISSION_DENIED stays at eligibility', { ...READY, enrollment: 'PERMISSION_DENIED' }, 'eligibility'],
    ['no country yet', { ...READY, country: null }, 'country'],
    ['no payout account yet', { ...READY, payoutAccount: null }, 'payouts'],
    [
      'an account whose details are not in',
      { ...READY, payoutAccount: { detailsSubmitted: false, payoutsEnabled: false, disabledReason: null } },
      'payouts',
    ],
    ['details in: the tax forms step, where they join', READY, 'taxes'],
    ['ENROLLED: nothing left', { ...READY, enrollment: 'ENROLLED' }, null],
  ])('%s', (_case, state, step) => {
    expect(currentEnrollStep(state)).toBe(step);
  });

  it.each<[string, string | null, boolean]>([
    ['eligibility', 'country', true],
    ['payouts', 'country', false],
    ['taxes', null, true],
  ])('step %s is reached at %s: %s', (step, current, reached) => {
    expect(stepReached(step as 'eligibility', current as 'country' | null)).toBe(reached);
  });
});

describe('eligibility', () => {
  it.each<[string, { isMember: boolean; publishedStories: number; isSuspended: boolean }, number]>([
    ['a member with a story', { isMember: true, publishedStories: 1, isSuspended: false }, 0],
    ['not a member', { isMember: false, publishedStories: 3, isSuspended: false }, 1],
    ['no story and not a member', { isMember: false, publishedStories: 0, isSuspended: false }, 2],
    ['suspended says only that', { isMember: false, publishedStories: 0, isSuspended: true }, 1],
  ])('%s', (_case, applicant, reasons) => {
    expect(ineligibility(applicant)).toHaveLength(reasons);
  });
});

describe('tax document status from the payout account (docs/spec-checklist.md 1 §4: 0 not submitted … 4 approved)', () => {
  it.each<[string, PayoutAccountState | null, number]>([
    ['no account', null, 0],
    [
      'details not submitted',
      { detailsSubmitted: false, payoutsEnabled: false, disabledReason: 'requirements.past_due' },
      0,
    ],
    [
      'submitted, being checked',
      { detailsSubmitted: true, payoutsEnabled: false, disabledReason: 'requirements.pending_verification' },
      1,
    ],
    ['under review: on hold', { detailsSubmitted: true, payoutsEnabled: false, disabledReason: 'under_review' }, 2],
    ['rejected: invalid', { detailsSubmitted: true, payoutsEnabled: false, disabledReason: 'rejected.other' }, 3],
    ['payouts enabled: approved', { detailsSubmitted: true, payoutsEnabled: true, disabledReason: null }, 4],
  ])('%s', (_case, account, status) => {
    expect(taxStatusOf(account)).toBe(status);
  });
});

describe('locked-post sources (docs/spec-checklist.md 3 §3)', () => {
  it.each<[string, string, string]>([
    ['LOCKED', 'ENROLLED', 'UGC'],
    ['LOCKED', 'NOT_ENROLLED', 'UGC_UNENROLLED'],
    ['LOCKED', 'PERMISSION_DENIED', 'UGC_UNENROLLED'],
    ['PUBLIC', 'ENROLLED', 'NONE'],
    ['UNLISTED', 'NOT_ENROLLED', 'NONE'],
  ])('a %s story of a writer %s is %s', (visibility, enrollment, source) => {
    expect(lockedSourceFor(visibility, enrollment as 'ENROLLED')).toBe(source);
  });
});
