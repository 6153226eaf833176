import { consumeMagicLink } from '../auth/magic-link-writes.ts';
import { acceptSecondFactor } from './two-factor-writes.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { completeSignIn } from './complete-sign-in.ts';
import {
  authToken,
  hasSecondFactor,
  isPhoneMethod,
  pendingSecondFactor,
  sendSignInCode,
} from './second-factor-start.ts';
import { attemptSecondFactor, checkSecondFactor, invalidCode } from './second-factor-attempt-graphql.ts';
import { PASSKEY_REFUSED, verifyPasskeyUse } from './passkey-ceremony.ts';
import { failure } from '../graphql/types/failure.ts';

/**
 * The second step of LoginUser: an authenticator code or a recovery code, counted before it is
 * checked and locked out like passwords (docs/spec-checklist.md 2 §8 "Two-factor"), or one of the account's
 * security keys or passkeys.
 */
export async function loginWithSecondFactor(
  context: GraphQLContext,
  token: string,
  code: string | null | undefined,
  backupCode: string | null | undefined,
  passkey: string | null | undefined,
) {
  const now = context.now().getTime();
  const found = await pendingSecondFactor(context, token);
  if (!found || !hasSecondFactor(found.user))
    return failure('NotFound', 'Your sign-in took too long. Please start again.');
  const { pending, user } = found;
  // A security key or passkey of the account's answers the step in place of a code.
  if (passkey) {
    if (!(await verifyPasskeyUse(context, 'second-factor', passkey, user.id)))
      return failure('NotFound', PASSKEY_REFUSED);
    if (!(await consumeMagicLink(context.db, token, now, ['second-factor'])))
      return failure('NotFound', 'Your sign-in took too long. Please start again.');
    return completeSignIn(context, user, 'second-factor', pending.redirect, { newPasswordHash: pending.passwordHash });
  }
  // 'Resend code' / 'Call again' (docs/spec-checklist.md 2 §2): the same step again, with a fresh code.
  if (!code && !backupCode && isPhoneMethod(user.twoFactorMethod))
    return (await sendSignInCode(context, user)) ?? authToken(user, token);

  const attempt = await attemptSecondFactor(context, user, checkSecondFactor(context, user, code, backupCode));
  if (attempt.outcome === 'locked') return attempt.failure;
  // docs/spec-checklist.md 2 §8: a NotFound whose message names the recovery code reads "Invalid recovery code."
  if (attempt.outcome === 'invalid')
    return backupCode ? failure('NotFound', 'That recovery code is not valid.') : invalidCode(attempt.failCount);

  // The token goes with the sign-in it finishes: a second use finds nothing.
  if (!(await consumeMagicLink(context.db, token, now, ['second-factor'])))
    return failure('NotFound', 'Your sign-in took too long. Please start again.');
  await acceptSecondFactor(context.db, user.id, attempt.step);
  return completeSignIn(context, user, 'second-factor', pending.redirect, { newPasswordHash: pending.passwordHash });
}
