import { describe, expect, it } from 'vitest';
import { SIGN_IN_PATHS, signInGate, type AccountFactors, type SignInGate, type SignInPath } from './sign-in-gate.ts';

// docs/security.md: "every path (link, code, reset, Google, Facebook, Apple, Twitter, one-tap,
// cross-domain hand-off, passkey) goes through the two-factor step of the specification and its lockouts."
const TABLE: Record<SignInPath, Record<AccountFactors, SignInGate>> = {
  password: { none: 'session', totp: 'second-factor', sms: 'second-factor', 'locked-out': 'second-factor' },
  'email-link': { none: 'session', totp: 'second-factor', sms: 'second-factor', 'locked-out': 'second-factor' },
  'login-code': { none: 'session', totp: 'second-factor', sms: 'second-factor', 'locked-out': 'second-factor' },
  'reset-link': { none: 'session', totp: 'second-factor', sms: 'second-factor', 'locked-out': 'second-factor' },
  google: { none: 'session', totp: 'second-factor', sms: 'second-factor', 'locked-out': 'second-factor' },
  facebook: { none: 'session', totp: 'second-factor', sms: 'second-factor', 'locked-out': 'second-factor' },
  apple: { none: 'session', totp: 'second-factor', sms: 'second-factor', 'locked-out': 'second-factor' },
  twitter: { none: 'session', totp: 'second-factor', sms: 'second-factor', 'locked-out': 'second-factor' },
  'one-tap': { none: 'session', totp: 'second-factor', sms: 'second-factor', 'locked-out': 'second-factor' },
  // carries a session that passed this table on the main domain
  'hand-off': { none: 'session', totp: 'session', sms: 'session', 'locked-out': 'session' },
  // "a passkey sign-in satisfies two-factor"
  passkey: { none: 'session', totp: 'session', sms: 'session', 'locked-out': 'session' },
  'new-account': { none: 'session', totp: 'session', sms: 'session', 'locked-out': 'session' },
  // the code step itself, once its code was right
  'second-factor': { none: 'session', totp: 'session', sms: 'session', 'locked-out': 'session' },
};

describe('one way to make a session: path × the factors the account requires', () => {
  it('covers every path', () => expect(Object.keys(TABLE).sort()).toEqual([...SIGN_IN_PATHS].sort()));

  it.each(
    SIGN_IN_PATHS.flatMap((path) =>
      (['none', 'totp', 'sms', 'locked-out'] as const).map((factors) => [path, factors, TABLE[path][factors]] as const),
    ),
  )('%s with %s two-factor → %s', (path, factors, gate) => expect(signInGate(path, factors)).toBe(gate));
});
