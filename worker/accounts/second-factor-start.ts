import { TIME } from '../../shared/constants.ts';
import { flowCookie } from '../auth/cookies.ts';
import { findLoginToken, issueMagicLink, type LoginToken } from '../auth/magic-link-writes.ts';
import { maskedPhone } from '../auth/phone-codes.ts';
import type { AccountFactors } from '../auth/sign-in-gate.ts';
import { findUserByEmail, findUserById } from './account-queries.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { AuthToken } from './auth-results-graphql.ts';
import { sendPhoneCode } from './phone-code-graphql.ts';
import type { UserRow } from '../db/schema/index.ts';

/**
 * The browser waiting on its second step keeps the step's token here, HttpOnly, when it arrived
 * by a redirect (an e-mail link, a provider's callback) rather than from the modal.
 */
export const SECOND_FACTOR_COOKIE = 'second_factor';

/** How long the second step may take after the password was right. */
const SECOND_FACTOR_WINDOW_MS = 10 * TIME.minute;

/** Whether signing in takes a second step: an app key, or a confirmed number for codes. */
export const hasSecondFactor = (user: UserRow): boolean =>
  user.twoFactorMethod === 'AUTH_APP'
    ? user.twoFactorSecret !== null
    : user.twoFactorMethod !== null && user.twoFactorPhone !== null;

/** What the account asks of a sign-in (sign-in-gate.ts). */
export function factorsOf(user: UserRow, now: number): AccountFactors {
  if (!hasSecondFactor(user)) return 'none';
  if (user.twoFactorPermanentlyLocked || (user.twoFactorLockedUntil?.getTime() ?? 0) > now) return 'locked-out';
  return user.twoFactorMethod === 'AUTH_APP' ? 'totp' : 'sms';
}

export const isPhoneMethod = (method: UserRow['twoFactorMethod']): method is 'SMS_TEXT' | 'VOICE_CALL' =>
  method === 'SMS_TEXT' || method === 'VOICE_CALL';

/** For accounts with text or call codes, the code for this sign-in goes out now. */
export async function sendSignInCode(context: GraphQLContext, user: UserRow) {
  if (!isPhoneMethod(user.twoFactorMethod) || !user.twoFactorPhone) return null;
  return sendPhoneCode(context, user, user.twoFactorPhone, user.twoFactorMethod, { pendingPhone: false });
}

/**
 * The password was right and a second factor is set up: no session yet, a token for the next
 * step. A code that cannot be sent does not stop it: the recovery code remains.
 */
export async function startSecondFactor(
  context: GraphQLContext,
  user: UserRow,
  redirect: string,
  newPasswordHash: string | null = null,
) {
  await sendSignInCode(context, user);
  const { token } = await issueMagicLink(context.db, {
    email: user.email ?? '',
    userId: user.id,
    purpose: 'second-factor',
    fullName: null,
    redirect,
    now: context.now().getTime(),
    lifetimeMs: SECOND_FACTOR_WINDOW_MS,
    passwordHash: newPasswordHash,
  });
  context.responseCookies.push(
    flowCookie(context.requestUrl, SECOND_FACTOR_COOKIE, token, SECOND_FACTOR_WINDOW_MS / 1000),
  );
  return authToken(user, token);
}

export const authToken = (user: UserRow, token: string): AuthToken => ({
  kind: 'AuthToken',
  token,
  preferredMethod: user.twoFactorMethod ?? 'AUTH_APP',
  phoneNumber: user.twoFactorPhone ? maskedPhone(user.twoFactorPhone) : null,
});

/**
 * The sign-in waiting at the code step for this token (from the modal, or, when none is given,
 * the cookie a redirect left) and its account; null when there is none or it ran out.
 */
export async function pendingSecondFactor(
  context: GraphQLContext,
  token: string | null | undefined,
): Promise<{ pending: LoginToken; user: UserRow } | null> {
  const pending = await findLoginToken(
    context.db,
    token || context.readCookie(SECOND_FACTOR_COOKIE) || '',
    context.now().getTime(),
    ['second-factor'],
  );
  if (!pending) return null;
  const user = await (pending.userId
    ? findUserById(context.db, pending.userId)
    : findUserByEmail(context.db, pending.email));
  return user ? { pending, user } : null;
}
