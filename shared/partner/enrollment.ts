import type { LOCKED_SOURCES, PARTNER_PROGRAM_ENROLLMENTS } from '../content/enumerations.ts';
import { TAX_STATUS } from './tax-banner.ts';

export type Enrollment = (typeof PARTNER_PROGRAM_ENROLLMENTS)[number];
type LockedSource = (typeof LOCKED_SOURCES)[number];

/** The steps of /me/partner/enroll/{step}, in order. */
export const ENROLL_STEPS = ['eligibility', 'country', 'payouts', 'taxes'] as const;
export type EnrollStep = (typeof ENROLL_STEPS)[number];

export const isEnrollStep = (step: string): step is EnrollStep => (ENROLL_STEPS as readonly string[]).includes(step);

/**
 * Where a writer can be paid: countries where Stripe Connect Express accounts receive payouts
 * in their own currency. A writer elsewhere cannot enroll yet.
 */
export const PAYOUT_COUNTRIES: Readonly<Record<string, string>> = {
  AT: 'Austria',
  AU: 'Australia',
  BE: 'Belgium',
  CA: 'Canada',
  CH: 'Switzerland',
  DE: 'Germany',
  DK: 'Denmark',
  ES: 'Spain',
  FI: 'Finland',
  FR: 'France',
  GB: 'United Kingdom',
  IE: 'Ireland',
  IT: 'Italy',
  JP: 'Japan',
  NL: 'Netherlands',
  NO: 'Norway',
  NZ: 'New Zealand',
  PT: 'Portugal',
  SE: 'Sweden',
  SG: 'Singapore',
  US: 'United States',
};

export interface Applicant {
  readonly isMember: boolean;
  readonly publishedStories: number;
  readonly isSuspended: boolean;
}

/** Why a writer cannot enroll, as the eligibility step lists it; empty when they can. */
export function ineligibility({ isMember, publishedStories, isSuspended }: Applicant): string[] {
  if (isSuspended) return ['Your account is suspended.'];
  const reasons: string[] = [];
  if (!isMember)
    reasons.push('Become a member: the program pays writers from members’ fees, and its writers are members too.');
  if (publishedStories < 1) reasons.push('Publish at least one story.');
  return reasons;
}

export interface PayoutAccountState {
  readonly detailsSubmitted: boolean;
  readonly payoutsEnabled: boolean;
  /** Stripe's `requirements.disabled_reason`: a `rejected.*` reason means the details were refused. */
  readonly disabledReason: string | null;
}

/**
 * The tax document status (docs/spec-checklist.md 1 §4) of a payout account: Stripe collects the tax forms while
 * the writer sets up payouts, and enables payouts once it has verified them.
 */
export function taxStatusOf(account: PayoutAccountState | null): number {
  if (!account?.detailsSubmitted) return TAX_STATUS.notSubmitted;
  if (account.payoutsEnabled) return TAX_STATUS.approved;
  if (account.disabledReason?.startsWith('rejected')) return TAX_STATUS.invalid;
  if (account.disabledReason === 'under_review') return TAX_STATUS.onHold;
  return TAX_STATUS.pending;
}

export interface EnrollmentState {
  readonly enrollment: Enrollment;
  readonly eligible: boolean;
  readonly country: string | null;
  readonly payoutAccount: PayoutAccountState | null;
}

/** The step a writer has reached: the first not done. Enrolled writers have none left. */
export function currentEnrollStep({
  enrollment,
  eligible,
  country,
  payoutAccount,
}: EnrollmentState): EnrollStep | null {
  if (enrollment === 'ENROLLED') return null;
  if (!eligible || enrollment === 'PERMISSION_DENIED') return 'eligibility';
  if (!country) return 'country';
  if (!payoutAccount?.detailsSubmitted) return 'payouts';
  return 'taxes';
}

/** Whether a step can be shown yet: a later step waits for the ones before it. */
export const stepReached = (step: EnrollStep, current: EnrollStep | null): boolean =>
  current === null || ENROLL_STEPS.indexOf(step) <= ENROLL_STEPS.indexOf(current);

/**
 * A story's locked-post source (docs/spec-checklist.md 3 §3): a members-only story of an enrolled writer is theirs
 * to earn from (UGC); one of a writer outside the program is locked but earns nothing
 * (UGC_UNENROLLED); a story open to everyone is NONE. Member reading time counts only for UGC.
 */
export function lockedSourceFor(visibility: string, enrollment: Enrollment): LockedSource {
  if (visibility !== 'LOCKED') return 'NONE';
  return enrollment === 'ENROLLED' ? 'UGC' : 'UGC_UNENROLLED';
}
