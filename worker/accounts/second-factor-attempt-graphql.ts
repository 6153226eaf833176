import { gate, minutesLeft, recordFailure, TWO_FACTOR_MESSAGES } from '../auth/lockout.ts';
import { findUserById } from './account-queries.ts';
import { normalizeRecoveryCode } from '../auth/recovery-codes.ts';
import { verifyTotp } from '../auth/totp.ts';
import {
  countTwoFactorAttempt,
  spendPhoneCode,
  spendRecoveryCode,
  storeTwoFactorLockout,
} from './two-factor-writes.ts';
import { isPhoneMethod } from './second-factor-start.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { loginFailure, type LoginFailure } from './auth-results-graphql.ts';
import type { UserRow } from '../db/schema/index.ts';

export type SecondFactorAttempt =
  | { readonly outcome: 'accepted'; readonly step: number | null }
  | { readonly outcome: 'invalid'; readonly failCount: number }
  | { readonly outcome: 'locked'; readonly failure: LoginFailure };

/**
 * One second-factor attempt, at sign-in or set-up: refused while locked out, counted before it
 * is checked, and locked out like passwords when it fails (docs/spec-checklist.md 2 §8 "Two-factor").
 * `check` answers the accepted time step (null for a recovery code), or false.
 */
export async function attemptSecondFactor(
  context: GraphQLContext,
  user: UserRow,
  check: () => Promise<{ step: number | null } | false>,
): Promise<SecondFactorAttempt> {
  const now = context.now().getTime();
  // The counters as they stand now: an earlier alias in this request may have locked the account.
  const current = (await findUserById(context.db, user.id)) ?? user;
  const state = {
    failCount: current.twoFactorFailCount,
    softLockouts: current.twoFactorSoftLockouts,
    lockedOutUntil: current.twoFactorLockedUntil?.getTime() ?? null,
    permanentlyLocked: current.twoFactorPermanentlyLocked,
  };
  const opened = gate(state, now);
  if (opened.kind === 'PermanentLockout') {
    return {
      outcome: 'locked',
      failure: loginFailure(
        'TwoFactorAuthPermanentLockout',
        TWO_FACTOR_MESSAGES.permanentLockout(),
        state.failCount,
        null,
      ),
    };
  }
  if (opened.kind === 'SoftLockout') {
    const message = TWO_FACTOR_MESSAGES.softLockout(minutesLeft(opened.lockedOutUntil, now));
    return {
      outcome: 'locked',
      failure: loginFailure('TwoFactorAuthSoftLockout', message, state.failCount, opened.lockedOutUntil),
    };
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
        ? loginFailure(
            'TwoFactorAuthSoftLockout',
            TWO_FACTOR_MESSAGES.softLockout(minutesLeft(until, now)),
            attempts,
            result.state.lockedOutUntil,
          )
        : loginFailure('TwoFactorAuthPermanentLockout', TWO_FACTOR_MESSAGES.permanentLockout(), attempts, null),
  };
}

export const invalidCode = (failCount: number): LoginFailure =>
  loginFailure('InvalidTwoFactorAuthCode', TWO_FACTOR_MESSAGES.invalid(failCount), failCount, null);

/**
 * The check for attemptSecondFactor of a code from the account's own second factor (an app's
 * code, or the one texted or read out) or of one of its recovery codes, each usable once.
 */
export const checkSecondFactor =
  (context: GraphQLContext, user: UserRow, code: string | null | undefined, backupCode: string | null | undefined) =>
  async (): Promise<{ step: number | null } | false> => {
    const now = context.now();
    if (backupCode)
      return (await spendRecoveryCode(context.db, user.id, normalizeRecoveryCode(backupCode), now)) && { step: null };
    if (isPhoneMethod(user.twoFactorMethod))
      return (await spendPhoneCode(context.db, user.id, (code ?? '').trim(), now)) && { step: null };
    const step = verifyTotp(user.twoFactorSecret ?? '', code ?? '', now.getTime(), user.twoFactorLastStep);
    return step !== null && { step };
  };
