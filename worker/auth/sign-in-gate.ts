/**
 * Every way a person can arrive at a session. Each one ends in completeSignIn
 * (worker/accounts/complete-sign-in.ts), which asks signInGate what the account still requires.
 */
export const SIGN_IN_PATHS = [
  'password',
  'email-link',
  'login-code',
  'reset-link',
  'google',
  'facebook',
  'apple',
  'twitter',
  'one-tap',
  'hand-off',
  'passkey',
  'new-account',
  'second-factor',
] as const;

export type SignInPath = (typeof SIGN_IN_PATHS)[number];

/** What the account asks of a sign-in besides the path's own proof. */
export type AccountFactors = 'none' | 'totp' | 'sms' | 'locked-out';

/**
 * 'session': sign in now. 'second-factor': no session yet; the code step (docs/spec-checklist.md 2 §2) follows,
 * and a locked-out account is refused there with docs/spec-checklist.md 2 §8's lockout messages.
 */
export type SignInGate = 'session' | 'second-factor';

/**
 * Paths that already carry a second proof: the code step itself; a passkey (something held,
 * verified by the device); the hand-off to a custom domain, which carries a session that
 * passed this gate on the main domain. A new account has no second factor yet.
 */
const PROVEN_PATHS: ReadonlySet<SignInPath> = new Set(['second-factor', 'passkey', 'hand-off', 'new-account']);

export function signInGate(path: SignInPath, factors: AccountFactors): SignInGate {
  return factors === 'none' || PROVEN_PATHS.has(path) ? 'session' : 'second-factor';
}
