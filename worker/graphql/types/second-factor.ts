import { TIME } from '../../../shared/constants.ts';
import { consumeMagicLink, findLoginToken, issueMagicLink } from '../../auth/magic-links.ts';
import { normalizeRecoveryCode } from '../../auth/recovery-codes.ts';
import { verifyTotp } from '../../auth/totp.ts';
import { findUserByEmail, type UserRow } from '../../db/account-queries.ts';
import { acceptSecondFactor, spendRecoveryCode } from '../../db/two-factor-writes.ts';
import type { GraphQLContext } from '../context.ts';
import { signIn } from './auth-results.ts';
import { attemptSecondFactor, invalidCode } from './second-factor-attempt.ts';
import { failure } from './failures.ts';

/** How long the second step may take after the password was right. */
const SECOND_FACTOR_WINDOW_MS = 10 * TIME.minute;

/** The password was right and a second factor is set up: no session yet, a token for the next step. */
export async function startSecondFactor(context: GraphQLContext, user: UserRow, redirect: string) {
  const { token } = await issueMagicLink(context.db, {
    email: user.email ?? '',
    purpose: 'second-factor',
    fullName: null,
    redirect,
    now: context.now().getTime(),
    lifetimeMs: SECOND_FACTOR_WINDOW_MS,
  });
  return { kind: 'AuthToken' as const, token };
}

/**
 * The second step of LoginUser: an authenticator code or a recovery code, counted before it is
 * checked and locked out like passwords (spec 2 §8 "Two-factor").
 */
export async function loginWithSecondFactor(context: GraphQLContext, token: string, code: string | null | undefined, backupCode: string | null | undefined) {
  const now = context.now().getTime();
  const pending = await findLoginToken(context.db, token, now, ['second-factor']);
  const user = pending ? await findUserByEmail(context.db, pending.email) : undefined;
  if (!pending || !user?.twoFactorSecret) return failure('NotFound', 'Your sign-in took too long. Please start again.');

  const attempt = await attemptSecondFactor(context, user, async () => {
    if (backupCode) return (await spendRecoveryCode(context.db, user.id, normalizeRecoveryCode(backupCode), new Date(now))) && { step: null };
    const step = verifyTotp(user.twoFactorSecret ?? '', code ?? '', now, user.twoFactorLastStep);
    return step !== null && { step };
  });
  if (attempt.outcome === 'locked') return attempt.failure;
  // spec 2 §8: a NotFound whose message names the recovery code reads "Invalid recovery code."
  if (attempt.outcome === 'invalid') return backupCode ? failure('NotFound', 'That recovery code is not valid.') : invalidCode(attempt.failCount);

  // The token goes with the sign-in it finishes: a second use finds nothing.
  if (!(await consumeMagicLink(context.db, token, now, ['second-factor']))) return failure('NotFound', 'Your sign-in took too long. Please start again.');
  await acceptSecondFactor(context.db, user.id, attempt.step);
  return signIn(context, user, pending.redirect);
}
