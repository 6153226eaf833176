import { safeRedirect } from '../../shared/routes/safe-redirect.ts';
import { sessionCookie } from '../auth/session-cookie.ts';
import { createSession, destroySession, endSessionsOf, SESSION_LIFETIME_MS } from '../auth/session-writes.ts';
import { flowCookie } from '../auth/cookies.ts';
import { deviceName, placeName } from '../auth/device-name.ts';
import { signInGate, type SignInPath } from '../auth/sign-in-gate.ts';
import { sessionCookieName } from '../auth/viewer.ts';
import { normalizeHost } from '../hosts/resolve-host.ts';
import { proveAddress } from './address-proof-writes.ts';
import { storePassword } from './password-writes.ts';
import type { UserRow } from '../db/schema/index.ts';
import { noteKnownDevice } from './known-device-writes.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { factorsOf, SECOND_FACTOR_COOKIE, startSecondFactor } from './second-factor-start.ts';
import { tellOwner } from './tell-owner.ts';
import type { AuthInfo, AuthToken } from './auth-results-graphql.ts';

export interface SignInChange {
  /** A password reset's new password (hashed): it takes effect with the session, after any second factor. */
  readonly newPasswordHash?: string | null;
  /** The path proved the account's address (a link or code mailed there, a provider's verified address). */
  readonly provedAddress?: boolean;
}

/**
 * Notes the device and country of a sign-in; true when the account had not signed in from them
 * before (a sign-in from anywhere new is news to its owner).
 */
async function noteDevice(context: GraphQLContext, userId: string, now: Date): Promise<boolean> {
  const device = { userId, device: deviceName(context.client.userAgent), country: context.client.country ?? '' };
  return noteKnownDevice(context.db, device, now);
}

/** Proving the address takes an unproven account back from whoever signed up with it (address-proof-writes.ts), and tells the owner. */
async function claimAddress(context: GraphQLContext, user: UserRow): Promise<UserRow> {
  const proved = await proveAddress(context.db, user, context.now());
  if (proved.proof === 'taken-over') await tellOwner(context, proved.user, 'address-reclaimed');
  return proved.user;
}

/** A sign-in anywhere but the main site (the hand-off, or the modal on a writer's own domain) makes a session for that host only. */
function boundHostOf(context: GraphQLContext): string | null {
  const host = normalizeHost(context.requestUrl.host);
  return host === normalizeHost(new URL(context.linkContext.authOrigin).host) ? null : host;
}

/**
 * The one place a session is made. Every sign-in path (password, e-mail link and code, reset
 * link, each social provider, one-tap, the custom-domain hand-off, the code step) ends here:
 * an account with two-factor gets the code step instead, whatever the path proved. A session
 * is never reused: the browser's old one ends, and a new password ends all of the account's.
 */
export async function completeSignIn(
  context: GraphQLContext,
  user: UserRow,
  path: 'new-account',
  redirect: string | null | undefined,
): Promise<AuthInfo>;
export async function completeSignIn(
  context: GraphQLContext,
  user: UserRow,
  path: SignInPath,
  redirect: string | null | undefined,
  change?: SignInChange,
): Promise<AuthInfo | AuthToken>;
export async function completeSignIn(
  context: GraphQLContext,
  user: UserRow,
  path: SignInPath,
  redirect: string | null | undefined,
  change: SignInChange = {},
): Promise<AuthInfo | AuthToken> {
  const target = safeRedirect(redirect);
  const now = context.now().getTime();
  if (change.provedAddress) user = await claimAddress(context, user);
  if (signInGate(path, factorsOf(user, now)) === 'second-factor')
    return startSecondFactor(context, user, target, change.newPasswordHash ?? null);

  // A new account's first device is no news; the hand-off is the same browser on another domain.
  const newDevice =
    (await noteDevice(context, user.id, context.now())) && path !== 'new-account' && path !== 'hand-off';
  if (change.newPasswordHash) {
    await storePassword(context.db, user.id, change.newPasswordHash);
    await endSessionsOf(context.db, user.id);
    await tellOwner(context, user, 'password-reset');
  } else {
    const current = context.readCookie(sessionCookieName(context.requestUrl));
    if (current) await destroySession(context.db, current);
  }
  const session = await createSession(context.db, user.id, now, context.client, { host: boundHostOf(context) });
  if (newDevice)
    await tellOwner(context, user, 'new-sign-in', {
      device: deviceName(context.client.userAgent),
      place: placeName(context.client.country),
    });
  context.responseCookies.push(
    sessionCookie(context.requestUrl, session.token, Math.floor(SESSION_LIFETIME_MS / 1000)),
  );
  if (path === 'second-factor')
    context.responseCookies.push(flowCookie(context.requestUrl, SECOND_FACTOR_COOKIE, '', 0));
  return { kind: 'AuthInfo', uid: user.id, sessionToken: '', redirect: target };
}
