import { gate, minutesLeft, PASSWORD_MESSAGES, recordFailure } from '../auth/lockout.ts';
import type { PasswordLockouts } from './password-lockout-writes.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { loginFailure, type LoginFailure } from './auth-results-graphql.ts';

export type PasswordAttempt =
  | { readonly outcome: 'accepted' }
  | { readonly outcome: 'refused'; readonly failure: LoginFailure };

/**
 * One password attempt, at sign-in or when confirming it is you: refused while locked out,
 * counted before it is checked (so parallel attempts in one batch each count), and locked out
 * after too many failures (docs/spec-checklist.md 2 §8 "Password").
 */
export async function attemptPassword(
  context: GraphQLContext,
  lockouts: PasswordLockouts,
  check: () => Promise<boolean>,
): Promise<PasswordAttempt> {
  const now = context.now().getTime();
  const { state } = lockouts;
  const opened = gate(state, now);
  if (opened.kind === 'PermanentLockout') {
    return {
      outcome: 'refused',
      failure: loginFailure('PasswordPermanentLockout', PASSWORD_MESSAGES.permanentLockout(), state.failCount, null),
    };
  }
  if (opened.kind === 'SoftLockout') {
    const message = PASSWORD_MESSAGES.softLockout(minutesLeft(opened.lockedOutUntil, now));
    return {
      outcome: 'refused',
      failure: loginFailure('PasswordSoftLockout', message, state.failCount, opened.lockedOutUntil),
    };
  }

  const attempts = await lockouts.countAttempt();
  if (await check()) {
    await lockouts.clear();
    return { outcome: 'accepted' };
  }
  const outcome = recordFailure({ ...state, failCount: attempts - 1 }, now);
  if (outcome.kind === 'Invalid') {
    return {
      outcome: 'refused',
      failure: loginFailure(
        'InvalidPassword',
        PASSWORD_MESSAGES.invalid(outcome.state.failCount),
        outcome.state.failCount,
        null,
      ),
    };
  }
  await lockouts.store(outcome.state);
  return {
    outcome: 'refused',
    failure:
      outcome.kind === 'SoftLockout'
        ? loginFailure(
            'PasswordSoftLockout',
            PASSWORD_MESSAGES.softLockout(minutesLeft(outcome.state.lockedOutUntil ?? now, now)),
            attempts,
            outcome.state.lockedOutUntil,
          )
        : loginFailure('PasswordPermanentLockout', PASSWORD_MESSAGES.permanentLockout(), attempts, null),
  };
}
