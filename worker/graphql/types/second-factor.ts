import { TIME } from '../../../shared/constants.ts';
import { consumeMagicLink, findLoginToken, issueMagicLink } from '../../auth/magic-links.ts';
import { maskedPhone } from '../../auth/phone-codes.ts';
import { normalizeRecoveryCode } from '../../auth/recovery-codes.ts';
import { verifyTotp } from '../../auth/totp.ts';
import { findUserByEmail, type UserRow } from '../../db/account-queries.ts';
import { acceptSecondFactor, spendPhoneCode, spendRecoveryCode } from '../../db/two-factor-writes.ts';
import type { GraphQLContext } from '../context.ts';
import { signIn, type AuthToken } from './auth-results.ts';
import { attemptSecondFactor, invalidCode } from './second-factor-attempt.ts';
import { failure } from './failures.ts';
import { sendPhoneCode } from './phone-code.ts';

/** How long the second step may take after the password was right. */
const SECOND_FACTOR_WINDOW_MS = 10 * TIME.minute;

/** Whether signing in takes a second step: an app key, or a confirmed number for codes. */
export const hasSecondFactor = (user: UserRow): boolean =>
  user.twoFactorMethod === 'AUTH_APP' ? user.twoFactorSecret !== null : user.twoFactorMethod !== null && user.twoFactorPhone !== null;

const isPhoneMethod = (method: UserRow['twoFactorMethod']): method is 'SMS_TEXT' | 'VOICE_CALL' => method === 'SMS_TEXT' || method === 'VOICE_CALL';

/** For accounts with text or call codes, the code for this sign-in goes out now. */
async function sendSignInCode(context: GraphQLContext, user: UserRow) {
  if (!isPhoneMethod(user.twoFactorMethod) || !user.twoFactorPhone) return null;
  return sendPhoneCode(context, user, user.twoFactorPhone, user.twoFactorMethod, { pendingPhone: false });
}

/**
 * The password was right and a second factor is set up: no session yet, a token for the next
 * step. A code that cannot be sent does not stop it: the recovery code remains.
 */
export async function startSecondFactor(context: GraphQLContext, user: UserRow, redirect: string) {
  await sendSignInCode(context, user);
  const { token } = await issueMagicLink(context.db, {
    email: user.email ?? '',
    purpose: 'second-factor',
    fullName: null,
    redirect,
    now: context.now().getTime(),
    lifetimeMs: SECOND_FACTOR_WINDOW_MS,
  });
  return authToken(user, token);
}

const authToken = (user: UserRow, token: string): AuthToken => ({
  kind: 'AuthToken',
  token,
  preferredMethod: user.twoFactorMethod ?? 'AUTH_APP',
  phoneNumber: user.twoFactorPhone ? maskedPhone(user.twoFactorPhone) : null,
});

/**
 * The second step of LoginUser: an authenticator code or a recovery code, counted before it is
 * checked and locked out like passwords (spec 2 §8 "Two-factor").
 */
export async function loginWithSecondFactor(context: GraphQLContext, token: string, code: string | null | undefined, backupCode: string | null | undefined) {
  const now = context.now().getTime();
  const pending = await findLoginToken(context.db, token, now, ['second-factor']);
  const user = pending ? await findUserByEmail(context.db, pending.email) : undefined;
  if (!pending || !user || !hasSecondFactor(user)) return failure('NotFound', 'Your sign-in took too long. Please start again.');
  // 'Resend code' / 'Call again' (spec 2 §2): the same step again, with a fresh code.
  if (!code && !backupCode && isPhoneMethod(user.twoFactorMethod)) return (await sendSignInCode(context, user)) ?? authToken(user, token);

  const attempt = await attemptSecondFactor(context, user, async () => {
    if (backupCode) return (await spendRecoveryCode(context.db, user.id, normalizeRecoveryCode(backupCode), new Date(now))) && { step: null };
    if (isPhoneMethod(user.twoFactorMethod)) return (await spendPhoneCode(context.db, user.id, (code ?? '').trim(), new Date(now))) && { step: null };
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
