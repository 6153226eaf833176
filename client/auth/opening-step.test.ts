import { describe, expect, it } from 'vitest';
import { initialSusiState, susiReducer } from './susi-state.ts';
import { openingOf } from './opening-step.ts';

/** The step a page shows first, as the dialog computes it from the opening. */
const firstStep = (routeName: string, search: string) => {
  const opening = openingOf(routeName, new URLSearchParams(search));
  const initial = initialSusiState(opening.operation, true);
  const state = opening.event ? susiReducer(initial, opening.event) : initial;
  return { step: state.step, operation: state.operation, email: state.email, method: opening.secondFactorStep?.method ?? null };
};

describe('each sign-in page opens its own step (spec 3 §2)', () => {
  it.each([
    ['ShowSignIn', '', { step: 'SIGNIN_OPTIONS', operation: 'login', email: '', method: null }],
    ['ShowSignIn', '?operation=register', { step: 'SIGNUP_OPTIONS', operation: 'register', email: '', method: null }],
    // the code step is a page of its own now; /m/signin no longer takes it from the query
    ['ShowSignIn', '?step=VERIFY_2FA_CODE&method=SMS_TEXT', { step: 'SIGNIN_OPTIONS', operation: 'login', email: '', method: null }],
    ['ShowRegistrationForm', '', { step: 'ENTER_EMAIL', operation: 'register', email: '', method: null }],
    ['ShowUnrecognizedAccount', '?email=kim%40example.com', { step: 'UNRECOGNIZED_EMAIL', operation: 'login', email: 'kim@example.com', method: null }],
    ['ShowTwoFactorAuth', '?method=SMS_TEXT&phone=42', { step: 'VERIFY_2FA_CODE', operation: 'login', email: '', method: 'SMS_TEXT' }],
    ['ShowTwoFactorAuth', '', { step: 'VERIFY_2FA_CODE', operation: 'login', email: '', method: 'AUTH_APP' }],
    ['ShowTwoFactorAuth', '?method=CARRIER_PIGEON', { step: 'VERIFY_2FA_CODE', operation: 'login', email: '', method: 'AUTH_APP' }],
    ['ShowSignIn', '?expired=register', { step: 'ENTER_EMAIL', operation: 'register', email: '', method: null }],
    ['ShowSignIn', '?expired=login', { step: 'ENTER_EMAIL', operation: 'login', email: '', method: null }],
    ['ShowSignIn', '?expired=whenever', { step: 'SIGNIN_OPTIONS', operation: 'login', email: '', method: null }],
  ] as const)('%s%s', (routeName, search, expected) => {
    expect(firstStep(routeName, search)).toEqual(expected);
  });
});
