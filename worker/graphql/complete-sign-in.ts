import { safeRedirect } from '../../shared/routes/safe-redirect.ts';
import { createSession, destroySession, endSessionsOf, SESSION_LIFETIME_MS, sessionCookie } from '../auth/sessions.ts';
import { signInGate, type SignInPath } from '../auth/sign-in-gate.ts';
import { sessionCookieName } from '../auth/viewer.ts';
import type { UserRow } from '../db/account-queries.ts';
import { proveAddress } from '../db/address-proof-writes.ts';
import { storePassword } from '../db/password-writes.ts';
import type { GraphQLContext } from './context.ts';
import { factorsOf, SECOND_FACTOR_COOKIE, startSecondFactor } from './second-factor-start.ts';
import { tellOwner } from './tell-owner.ts';
import type { AuthInfo, AuthToken } from './types/auth-results.ts';

export interface SignInChange {
  /** A password reset's new password (hashed): it takes effect with the session, after any second factor. */
  readonly newPasswordHash?: string | null;
  /** The path proved the account's address (a link or code mailed there, a provider's verified address). */
  readonly provedAddress?: boolean;
}

/**
 * The one place a session is made. Every sign-in path (password, e-mail link and code, reset
 * link, each social provider, one-tap, the custom-domain hand-off, the code step) ends here:
 * an account with two-factor gets the code step instead, whatever the path proved. A session
 * is never reused: the browser's old one ends, and a new password ends all of the account's.
 */
/** Proving the address takes an unproven account back from whoever signed up with it (address-proof-writes.ts), and tells the owner. */
async function claimAddress(context: GraphQLContext, user: UserRow): Promise<UserRow> {
  const proved = await proveAddress(context.db, user, context.now());
  if (proved.proof === 'taken-over') await tellOwner(context, proved.user, 'address-reclaimed');
  return proved.user;
}

export async function completeSignIn(context: GraphQLContext, user: UserRow, path: 'new-account', redirect: string | null | undefined): Promise<AuthInfo>;
export async function completeSignIn(context: GraphQLContext, user: UserRow, path: SignInPath, redirect: string | null | undefined, change?: SignInChange): Promise<AuthInfo | AuthToken>;
export async function completeSignIn(context: GraphQLContext, user: UserRow, path: SignInPath, redirect: string | null | undefined, change: SignInChange = {}): Promise<AuthInfo | AuthToken> {
  const target = safeRedirect(redirect);
  const now = context.now().getTime();
  if (change.provedAddress) user = await claimAddress(context, user);
  if (signInGate(path, factorsOf(user, now)) === 'second-factor') return startSecondFactor(context, user, target, change.newPasswordHash ?? null);

  if (change.newPasswordHash) {
    await storePassword(context.db, user.id, change.newPasswordHash);
    await endSessionsOf(context.db, user.id);
  } else {
    const current = context.readCookie(sessionCookieName(context.requestUrl));
    if (current) await destroySession(context.db, current);
  }
  const session = await createSession(context.db, user.id, now);
  context.responseCookies.push(sessionCookie(context.requestUrl, session.token, Math.floor(SESSION_LIFETIME_MS / 1000)));
  if (path === 'second-factor') context.responseCookies.push(`${SECOND_FACTOR_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
  return { kind: 'AuthInfo', uid: user.id, sessionToken: '', redirect: target };
}
