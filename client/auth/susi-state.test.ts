import { describe, expect, it } from 'vitest';
import {
  expiredTitle,
  inboxMessage,
  initialSusiState,
  susiReducer,
  type SusiEvent,
  type SusiState,
} from './susi-state.ts';

const at = (overrides: Partial<SusiState>): SusiState => ({ ...initialSusiState('login', false), ...overrides });
const checked = (found: boolean, prefersMagicLink: boolean): SusiEvent => ({
  type: 'emailChecked',
  email: 'a@example.com',
  found,
  prefersMagicLink,
});

describe('the sign-in modal (docs/spec-checklist.md 2 §4 "Modal")', () => {
  it.each<[string, Partial<SusiState>, SusiEvent, Partial<SusiState>]>([
    [
      'opening for login shows the sign-in options',
      {},
      { type: 'open', operation: 'login' },
      { step: 'SIGNIN_OPTIONS' },
    ],
    [
      'opening for register shows the sign-up options',
      {},
      { type: 'open', operation: 'register' },
      { step: 'SIGNUP_OPTIONS' },
    ],
    [
      'the toggle switches login to register',
      { step: 'SIGNIN_OPTIONS' },
      { type: 'toggleOperation' },
      { operation: 'register', step: 'SIGNUP_OPTIONS' },
    ],
    [
      'options → ENTER_EMAIL (the magic-link path)',
      { step: 'SIGNIN_OPTIONS' },
      { type: 'chooseEmail' },
      { step: 'ENTER_EMAIL' },
    ],
    [
      '"not found on login → UNRECOGNIZED_EMAIL"',
      { step: 'ENTER_EMAIL' },
      checked(false, false),
      { step: 'UNRECOGNIZED_EMAIL' },
    ],
    [
      '"not found on register → ENTER_NAME"',
      { step: 'ENTER_EMAIL', operation: 'register' },
      checked(false, false),
      { step: 'ENTER_NAME' },
    ],
    [
      '"prefers a magic link" → CHECK_YOUR_INBOX',
      { step: 'ENTER_EMAIL' },
      checked(true, true),
      { step: 'CHECK_YOUR_INBOX', email: 'a@example.com' },
    ],
    [
      '"does not prefer it → ENTER_PASSWORD"',
      { step: 'ENTER_EMAIL' },
      checked(true, false),
      { step: 'ENTER_PASSWORD' },
    ],
    [
      '"ENTER_NAME → CREATE_PASSWORD"',
      { step: 'ENTER_NAME', operation: 'register' },
      { type: 'nameEntered', name: 'Ada' },
      { step: 'CREATE_PASSWORD', name: 'Ada' },
    ],
    [
      '"\'Go back\' → SIGNIN_OPTIONS"',
      { step: 'ENTER_NAME', operation: 'register' },
      { type: 'goBack' },
      { step: 'SIGNIN_OPTIONS', operation: 'login' },
    ],
    [
      '"UNRECOGNIZED_EMAIL → register at ENTER_EMAIL"',
      { step: 'UNRECOGNIZED_EMAIL' },
      { type: 'createAccountInstead' },
      { step: 'ENTER_EMAIL', operation: 'register' },
    ],
    [
      '"an AuthToken result → VERIFY_2FA_CODE"',
      { step: 'ENTER_PASSWORD' },
      { type: 'twoFactorNeeded' },
      { step: 'VERIFY_2FA_CODE' },
    ],
    [
      '"Change phone number" → ENTER_PHONE',
      { step: 'VERIFY_2FA_CODE' },
      { type: 'changePhone' },
      { step: 'ENTER_PHONE' },
    ],
    [
      'ENTER_PHONE → the recovery code',
      { step: 'ENTER_PHONE' },
      { type: 'useRecoveryCode' },
      { step: 'ENTER_RECOVERY_CODE' },
    ],
    ['ENTER_PHONE → back to the code', { step: 'ENTER_PHONE' }, { type: 'backToCode' }, { step: 'VERIFY_2FA_CODE' }],
    [
      'a sent link → CHECK_YOUR_INBOX, with the address it went to',
      { step: 'ENTER_PASSWORD' },
      { type: 'linkSent', email: 'a@example.com', method: 'login' },
      { step: 'CHECK_YOUR_INBOX', email: 'a@example.com', linkFor: 'login' },
    ],
    ['"closing the modal clears the step"', { step: 'ENTER_EMAIL' }, { type: 'close' }, { step: null }],
    ['"... unless embedded"', { step: 'ENTER_EMAIL', isEmbedded: true }, { type: 'close' }, { step: 'ENTER_EMAIL' }],
    [
      'a failure keeps the step and shows the message',
      { step: 'ENTER_PASSWORD' },
      { type: 'failed', message: 'Please try again.' },
      { step: 'ENTER_PASSWORD', error: 'Please try again.' },
    ],
  ])('%s', (_, from, event, expected) => {
    expect(susiReducer(at(from), event)).toMatchObject(expected);
  });

  it.each([
    [
      'the time for a mailed link ran out while the modal waited',
      'email_login_timeout',
      'login',
      'Your login link has expired.',
    ],
    ['a sign-in link expired', 'login', 'login', 'Your sign in link has expired'],
    ['a sign-up link expired', 'register', 'register', 'Your sign up link has expired'],
  ] as const)('docs/spec-checklist.md 2 §2’s expired variant of the e-mail step: %s', (_, reason, operation, title) => {
    const expired = susiReducer(at({ step: 'CHECK_YOUR_INBOX', linkFor: 'login' }), { type: 'linkExpired', reason });
    expect(expired).toMatchObject({ step: 'ENTER_EMAIL', operation, linkFor: null });
    expect(expiredTitle(expired.expired)).toBe(title);
    // the words stay through the step's own errors, and go once the reader moves on
    expect(expiredTitle(susiReducer(expired, { type: 'failed', message: 'x' }).expired)).toBe(title);
    expect(susiReducer(expired, { type: 'showOptions' }).expired).toBeNull();
  });

  it('clears an error on the next step', () => {
    const failed = susiReducer(at({ step: 'ENTER_EMAIL' }), { type: 'failed', message: 'x' });
    expect(susiReducer(failed, checked(true, false)).error).toBeNull();
  });
});

describe('"Check your inbox" (docs/spec-checklist.md 2 §2), along the path the screen takes', () => {
  // The address is submitted, MagicLinkPreferredQuery finds an account that prefers links, and
  // the link goes out at once: the state never saw emailChecked, only linkSent.
  const sent = (operation: 'login' | 'register', method: 'login' | 'register' | 'reset') =>
    [
      { type: 'open', operation },
      { type: 'chooseEmail' },
      { type: 'linkSent', email: 'ann@example.com', method },
    ].reduce<SusiState>((state, event) => susiReducer(state, event as SusiEvent), initialSusiState(operation, true));

  it.each<[string, 'login' | 'register', 'login' | 'register' | 'reset', boolean, string]>([
    ['signing in by link', 'login', 'login', false, 'Click the link we sent to ann@example.com to sign in.'],
    [
      'signing up with a new address (passwords off)',
      'register',
      'register',
      false,
      'Click the link we sent to ann@example.com to complete your account set-up.',
    ],
    [
      'signing up with an existing account’s address: the link signs in',
      'register',
      'login',
      false,
      'Click the link we sent to ann@example.com to sign in.',
    ],
    ['signing in with passwords on', 'login', 'login', true, 'We found your account and emailed a magic link'],
    ['a password reset', 'login', 'reset', true, 'Click the link we sent to ann@example.com to choose a new password.'],
  ])('%s', (_case, operation, method, passwords, message) => {
    const state = sent(operation, method);
    expect(state.step).toBe('CHECK_YOUR_INBOX');
    expect(inboxMessage(state, passwords)).toBe(message);
  });
});
