import type { Context } from 'hono';
import { secondFactorStepPath } from '../../shared/routes/second-factor-step.ts';
import type { SignInPath } from '../auth/sign-in-gate.ts';
import type { AppEnv } from '../context.ts';
import { completeSignIn, type SignInChange } from './complete-sign-in.ts';
import type { UserRow } from '../db/schema/index.ts';

/**
 * A sign-in that arrives by a redirect (an e-mail link, a provider's callback, the hand-off)
 * goes through the same completeSignIn as the modal. The answer is the cookies to set and where
 * to go: `destination` with a session, or the code step when the account has a second factor.
 */
export async function signInFromRoute(
  c: Context<AppEnv>,
  user: UserRow,
  path: SignInPath,
  redirect: string,
  change: SignInChange = {},
  destination: (path: string) => string = (target) => c.get('authOrigin') + target,
): Promise<{ readonly cookies: readonly string[]; readonly location: string }> {
  const context = await c.get('app').graphqlContext();
  const step = await completeSignIn(context, user, path, redirect, change);
  const location =
    step.kind === 'AuthInfo'
      ? destination(step.redirect)
      : c.get('authOrigin') +
        secondFactorStepPath({ method: step.preferredMethod, phoneNumber: step.phoneNumber }, redirect);
  return { cookies: context.responseCookies, location };
}
