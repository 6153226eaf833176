import { describe, expect, it } from 'vitest';
import {
  gate,
  minutesLeft,
  PASSWORD_MESSAGES,
  recordFailure,
  TWO_FACTOR_MESSAGES,
  UNLOCKED,
  type LockoutState,
} from './lockout.ts';

const MINUTE = 60_000;

/** Fails `times` in a row from a fresh state, one second apart, with an injected clock. */
function failRepeatedly(times: number, start = 0): { state: LockoutState; kinds: string[] } {
  let state = UNLOCKED;
  const kinds: string[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) {
    const outcome = recordFailure(state, start + attempt * 1000);
    kinds.push(outcome.kind);
    state = outcome.state;
  }
  return { state, kinds };
}

describe('password lockout arithmetic (docs/spec-checklist.md 2 §8, §9)', () => {
  it.each([
    // [failCount after the failure, message] — "N = 6 minus failCount"
    [1, 'That password was incorrect. You have 5 more attempts before your account is locked for 1 minute.'],
    [4, 'That password was incorrect. You have 2 more attempts before your account is locked for 1 minute.'],
    [5, 'That password was incorrect. You have 1 more attempt before your account is locked for 1 minute.'],
  ])('after %i failures: %s', (failCount, message) => {
    const { state, kinds } = failRepeatedly(failCount);
    expect(kinds.at(-1)).toBe('Invalid');
    expect(PASSWORD_MESSAGES.invalid(state.failCount)).toBe(message);
  });

  it('locks for 1 minute on the sixth failure, then opens again', () => {
    const { state, kinds } = failRepeatedly(6);
    expect(kinds).toEqual(['Invalid', 'Invalid', 'Invalid', 'Invalid', 'Invalid', 'SoftLockout']);
    const lockedAt = 5000;
    expect(gate(state, lockedAt + 30_000)).toEqual({ kind: 'SoftLockout', lockedOutUntil: lockedAt + MINUTE });
    expect(PASSWORD_MESSAGES.softLockout(minutesLeft(lockedAt + MINUTE, lockedAt + 30_000))).toBe(
      'Due to too many password attempts, your account is locked for 1 minute.',
    );
    expect(gate(state, lockedAt + MINUTE)).toEqual({ kind: 'open' });
    // the count starts again after a lockout
    expect(state.failCount).toBe(0);
  });

  it('locks for good after the third lockout; the magic link stays the way back', () => {
    const { state, kinds } = failRepeatedly(18);
    expect(kinds.filter((kind) => kind === 'SoftLockout')).toHaveLength(2);
    expect(kinds.at(-1)).toBe('PermanentLockout');
    expect(gate(state, 10 ** 12)).toEqual({ kind: 'PermanentLockout' });
    expect(PASSWORD_MESSAGES.permanentLockout()).toBe(
      'Due to security reasons, you can no longer sign in with password. Recover your password by requesting a magic link below.',
    );
  });

  it.each([
    [1, 'For security reasons, you cannot sign in from this network for 1 day.'],
    [3, 'For security reasons, you cannot sign in from this network for 3 days.'],
  ])('IP lockout of %i day(s)', (days, message) => {
    expect(PASSWORD_MESSAGES.ipLockout(days)).toBe(message);
  });

  it.each([
    [MINUTE, 0, 1],
    [MINUTE, MINUTE - 1, 1],
    [5 * MINUTE, 30_000, 5],
  ])('minutes left of a lock until %i at %i: %i', (until, now, minutes) => {
    expect(minutesLeft(until, now)).toBe(minutes);
  });
});

describe('two-factor lockout texts (docs/spec-checklist.md 2 §8 "Two-factor")', () => {
  it.each([
    [
      TWO_FACTOR_MESSAGES.invalid(1),
      'That verification code was incorrect. You have 5 more attempts before your account is locked for 1 minute.',
    ],
    [
      TWO_FACTOR_MESSAGES.softLockout(1),
      'You reached your maximum number of attempts. Your account will be locked for 1 minute.',
    ],
    [
      TWO_FACTOR_MESSAGES.softLockout(2),
      'You reached your maximum number of attempts. Your account will be locked for 2 minutes.',
    ],
    [
      TWO_FACTOR_MESSAGES.permanentLockout(),
      'Your account has been locked, because you have attempted to enter a verification code too many times.',
    ],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
