import { describe, expect, it } from 'vitest';
import { initialSusiState, susiReducer } from './susi-state.ts';
import { openingOf, twoFactorLockoutNotice } from './opening-step.ts';

/** The step a page shows first, as the dialog computes it from the opening. */
const firstStep = (routeName: string, search: string) => {
  const opening = openingOf(routeName, new URLSearchParams(search));
  const initial = initialSusiState(opening.operation, true);
  const state = opening.event ? susiReducer(initial, opening.event) : initial;
  return {
    step: state.step,
    operation: state.operation,
    email: state.email,
    method: opening.secondFactorStep?.method ?? null,
  };
};

describe('each sign-in page opens its own step (docs/spec-checklist.md 3 §2)', () => {
  it.each([
    ['ShowSignIn', '', { step: 'SIGNIN_OPTIONS', operation: 'login', email: '', method: null }],
    ['ShowSignIn', '?operation=register', { step: 'SIGNUP_OPTIONS', operation: 'register', email: '', method: null }],
    // the code step is a page of its own now; /m/signin no longer takes it from the query
    [
      'ShowSignIn',
      '?step=VERIFY_2FA_CODE&method=SMS_TEXT',
      { step: 'SIGNIN_OPTIONS', operation: 'login', email: '', method: null },
    ],
    ['ShowRegistrationForm', '', { step: 'ENTER_EMAIL', operation: 'register', email: '', method: null }],
    [
      'ShowUnrecognizedAccount',
      '?email=kim%40example.com',
      { step: 'UNRECOGNIZED_EMAIL', operation: 'login', email: 'kim@example.com', method: null },
    ],
    [
      'ShowTwoFactorAuth',
      '?method=SMS_TEXT&phone=42',
      { step: 'VERIFY_2FA_CODE', operation: 'login', email: '', method: 'SMS_TEXT' },
    ],
    ['ShowTwoFactorAuth', '', { step: 'VERIFY_2FA_CODE', operation: 'login', email: '', method: 'AUTH_APP' }],
    [
      'ShowTwoFactorAuth',
      '?method=CARRIER_PIGEON',
      { step: 'VERIFY_2FA_CODE', operation: 'login', email: '', method: 'AUTH_APP' },
    ],
    ['ShowSignIn', '?expired=register', { step: 'ENTER_EMAIL', operation: 'register', email: '', method: null }],
    ['ShowSignIn', '?expired=login', { step: 'ENTER_EMAIL', operation: 'login', email: '', method: null }],
    ['ShowSignIn', '?expired=whenever', { step: 'SIGNIN_OPTIONS', operation: 'login', email: '', method: null }],
  ] as const)('%s%s', (routeName, search, expected) => {
    expect(firstStep(routeName, search)).toEqual(expected);
  });
});

describe('a two-factor soft lockout sends the reader back to sign in with the count and the time (docs/spec-checklist.md 2 §2)', () => {
  const errorOf = (search: string) => {
    const opening = openingOf('ShowSignIn', new URLSearchParams(search));
    const initial = initialSusiState(opening.operation, true);
    const state = opening.event ? susiReducer(initial, opening.event) : initial;
    return { step: state.step, error: state.error };
  };

  it.each([
    [
      '?failCount=6&lockedOutUntil=1795900020000',
      {
        step: 'SIGNIN_OPTIONS',
        error: 'You reached your maximum number of attempts (6). You can try again after 21:07 UTC.',
      },
    ],
    ['?failCount=6', { step: 'SIGNIN_OPTIONS', error: null }],
    ['?failCount=many&lockedOutUntil=1795900020000', { step: 'SIGNIN_OPTIONS', error: null }],
    ['?failCount=6&lockedOutUntil=soon', { step: 'SIGNIN_OPTIONS', error: null }],
  ] as const)('%s', (search, expected) => {
    expect(errorOf(search)).toEqual(expected);
  });

  it('writes the time in UTC, the same wherever the page is read', () => {
    expect(twoFactorLockoutNotice(7, Date.UTC(2026, 10, 28, 9, 5))).toBe(
      'You reached your maximum number of attempts (7). You can try again after 09:05 UTC.',
    );
  });
});
