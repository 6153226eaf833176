import { gate, minutesLeft, recordFailure, TWO_FACTOR_MESSAGES } from '../../auth/lockout.ts';
import type { UserRow } from '../../db/account-queries.ts';
import { countTwoFactorAttempt, storeTwoFactorLockout } from '../../db/two-factor-writes.ts';
import type { GraphQLContext } from '../context.ts';
import { loginFailure, type LoginFailure } from './auth-results.ts';

export type SecondFactorAttempt =
  | { readonly outcome: 'accepted'; readonly step: number | null }
  | { readonly outcome: 'invalid'; readonly failCount: number }
  | { readonly outcome: 'locked'; readonly failure: LoginFailure };

/**
 * One second-factor attempt, at sign-in or set-up: refused while locked out, counted before it
 * is checked, and locked out like passwords when it fails (spec 2 §8 "Two-factor").
 * `check` answers the accepted time step (null for a recovery code), or false.
 */
export async function attemptSecondFactor(
  context: GraphQLContext,
  user: UserRow,
  check: () => Promise<{ step: number | null } | false>,
): Promise<SecondFactorAttempt> {
  const now = context.now().getTime();
  const state = {
    failCount: user.twoFactorFailCount,
    softLockouts: user.twoFactorSoftLockouts,
    lockedOutUntil: user.twoFactorLockedUntil?.getTime() ?? null,
    permanentlyLocked: user.twoFactorPermanentlyLocked,
  };
  const opened = gate(state, now);
  if (opened.kind === 'PermanentLockout') {
    return { outcome: 'locked', failure: loginFailure('TwoFactorAuthPermanentLockout', TWO_FACTOR_MESSAGES.permanentLockout(), state.failCount, null) };
  }
  if (opened.kind === 'SoftLockout') {
    const message = TWO_FACTOR_MESSAGES.softLockout(minutesLeft(opened.lockedOutUntil, now));
    return { outcome: 'locked', failure: loginFailure('TwoFactorAuthSoftLockout', message, state.failCount, opened.lockedOutUntil) };
  }

  const attempts = await countTwoFactorAttempt(context.db, user.id);
  const checked = await check();
  if (checked) return { outcome: 'accepted', step: checked.step };

  const result = recordFailure({ ...state, failCount: attempts - 1 }, now);
  if (result.kind === 'Invalid') return { outcome: 'invalid', failCount: result.state.failCount };
  await storeTwoFactorLockout(context.db, user.id, result.state);
  const until = result.state.lockedOutUntil ?? now;
  return {
    outcome: 'locked',
    failure:
      result.kind === 'SoftLockout'
        ? loginFailure('TwoFactorAuthSoftLockout', TWO_FACTOR_MESSAGES.softLockout(minutesLeft(until, now)), attempts, result.state.lockedOutUntil)
        : loginFailure('TwoFactorAuthPermanentLockout', TWO_FACTOR_MESSAGES.permanentLockout(), attempts, null),
  };
}

export const invalidCode = (failCount: number): LoginFailure =>
  loginFailure('InvalidTwoFactorAuthCode', TWO_FACTOR_MESSAGES.invalid(failCount), failCount, null);
