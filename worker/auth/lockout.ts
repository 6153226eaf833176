import { TIME } from '../../shared/constants.ts';

/** docs/spec-checklist.md 2 §9: attempts are shown as 6 minus failCount; a soft lockout lasts 1 minute. */
export const MAX_ATTEMPTS = 6;
export const SOFT_LOCKOUT_MS = TIME.minute;
/** After this many soft lockouts in a row, password sign-in closes until recovered by magic link. */
export const SOFT_LOCKOUTS_BEFORE_PERMANENT = 3;

export interface LockoutState {
  readonly failCount: number;
  readonly softLockouts: number;
  readonly lockedOutUntil: number | null;
  readonly permanentlyLocked: boolean;
}

export const UNLOCKED: LockoutState = { failCount: 0, softLockouts: 0, lockedOutUntil: null, permanentlyLocked: false };

export type Gate =
  | { readonly kind: 'open' }
  | { readonly kind: 'SoftLockout'; readonly lockedOutUntil: number }
  | { readonly kind: 'PermanentLockout' };

/** Whether an attempt may be checked at all, before any hashing is spent on it. */
export function gate(state: LockoutState, now: number): Gate {
  if (state.permanentlyLocked) return { kind: 'PermanentLockout' };
  if (state.lockedOutUntil !== null && state.lockedOutUntil > now)
    return { kind: 'SoftLockout', lockedOutUntil: state.lockedOutUntil };
  return { kind: 'open' };
}

export type FailureOutcome =
  | { readonly kind: 'Invalid'; readonly state: LockoutState }
  | { readonly kind: 'SoftLockout'; readonly state: LockoutState }
  | { readonly kind: 'PermanentLockout'; readonly state: LockoutState };

/** A wrong password or code: count it; the sixth in a row locks for a minute, the third lockout for good. */
export function recordFailure(state: LockoutState, now: number): FailureOutcome {
  const failCount = state.failCount + 1;
  if (failCount < MAX_ATTEMPTS) return { kind: 'Invalid', state: { ...state, failCount, lockedOutUntil: null } };
  const softLockouts = state.softLockouts + 1;
  if (softLockouts >= SOFT_LOCKOUTS_BEFORE_PERMANENT) {
    return {
      kind: 'PermanentLockout',
      state: { failCount, softLockouts, lockedOutUntil: null, permanentlyLocked: true },
    };
  }
  return {
    kind: 'SoftLockout',
    state: { failCount: 0, softLockouts, lockedOutUntil: now + SOFT_LOCKOUT_MS, permanentlyLocked: false },
  };
}

/** Whole minutes left of a lockout, at least 1 (docs/spec-checklist.md 2 §9: "minutes computed from lockedOutUntil"). */
export const minutesLeft = (lockedOutUntil: number, now: number): number =>
  Math.max(1, Math.ceil((lockedOutUntil - now) / TIME.minute));

export const daysLeft = (lockedOutUntil: number, now: number): number =>
  Math.max(1, Math.ceil((lockedOutUntil - now) / TIME.day));

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** docs/spec-checklist.md 2 §8 "Password": the texts the sign-in shows, built from the kind and the lockout info. */
export const PASSWORD_MESSAGES = {
  invalid: (failCount: number): string =>
    `That password was incorrect. You have ${plural(MAX_ATTEMPTS - failCount, 'more attempt')} before your account is locked for 1 minute.`,
  softLockout: (minutes: number): string =>
    `Due to too many password attempts, your account is locked for ${plural(minutes, 'minute')}.`,
  permanentLockout: (): string =>
    'Due to security reasons, you can no longer sign in with password. Recover your password by requesting a magic link below.',
  ipLockout: (days: number): string =>
    `For security reasons, you cannot sign in from this network for ${plural(days, 'day')}.`,
};

/** docs/spec-checklist.md 2 §8 "Two-factor": the same arithmetic, its own texts. */
export const TWO_FACTOR_MESSAGES = {
  invalid: (failCount: number): string =>
    `That verification code was incorrect. You have ${plural(MAX_ATTEMPTS - failCount, 'more attempt')} before your account is locked for 1 minute.`,
  softLockout: (minutes: number): string =>
    `You reached your maximum number of attempts. Your account will be locked for ${plural(minutes, 'minute')}.`,
  permanentLockout: (): string =>
    'Your account has been locked, because you have attempted to enter a verification code too many times.',
};
