import { validatePassword } from '../../shared/validation/account-fields.ts';
import { weakPasswordError } from '../../shared/validation/password-strength.ts';
import { consumeMagicLink, findLoginToken } from '../auth/magic-link-writes.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import { findUserByEmail } from './account-queries.ts';
import { currentAccountLockouts } from './password-lockout-writes.ts';
import { storePassword } from './password-writes.ts';
import { builder } from '../graphql/builder.ts';
import { requireFreshProof } from '../graphql/require-fresh-proof.ts';
import { afterSecurityChange } from './security-change.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { completeSignIn } from './complete-sign-in.ts';
import { AuthInfoRef, AuthTokenRef, PasswordPermanentLockout, PasswordSoftLockout } from './auth-results-graphql.ts';
import { attemptPassword } from './password-attempt-graphql.ts';
import { failureRefs, resultType } from '../graphql/types/failures.ts';
import { UserRef } from '../graphql/types/refs.ts';
import { failure, type Failure, SIGN_IN } from '../graphql/types/failure.ts';

const CrupdatePasswordResult = builder.unionType('CrupdatePasswordResult', {
  types: [
    UserRef,
    AuthInfoRef,
    AuthTokenRef,
    failureRefs.BadRequest,
    failureRefs.Forbidden,
    failureRefs.NotFound,
    failureRefs.Unauthorized,
    failureRefs.ReauthenticationRequired,
    PasswordSoftLockout,
    PasswordPermanentLockout,
  ],
  resolveType: resultType('User'),
});

const CURRENT_PASSWORD = 'Please enter your current password.';

/**
 * CrupdatePassword (docs/spec-checklist.md 2 §7): with a reset token, sets the password of the link's account and
 * signs in; signed in, creates a first password (after a fresh proof), or changes one given the
 * current password.
 */
async function crupdatePassword(
  context: GraphQLContext,
  args: { password: string; oldPassword?: string | null; token?: string | null },
) {
  const invalid = validatePassword(args.password);
  if (invalid) return failure('BadRequest', invalid);
  const now = context.now().getTime();

  if (args.token) {
    const pending = await findLoginToken(context.db, args.token, now, ['reset']);
    if (!pending) return failure('BadRequest', 'Invalid token');
    const user = await findUserByEmail(context.db, pending.email);
    if (!user) return failure('NotFound', 'User not found');
    // Checked before the link is spent, so a refused password leaves it working for the next try.
    const weak = await weakPasswordError(
      args.password,
      [user.email, user.name, user.username],
      context.passwordEstimator,
    );
    if (weak) return failure('BadRequest', weak);
    const token = await consumeMagicLink(context.db, args.token, now, ['reset']);
    if (!token) return failure('BadRequest', 'Invalid token');
    // The new password, and the end of every other session, wait for the second factor if the account has one.
    return completeSignIn(context, user, 'reset-link', token.redirect, {
      newPasswordHash: await hashPassword(args.password, context.pepper()),
      provedAddress: true,
    });
  }

  const viewer = context.viewer?.user;
  if (!viewer) return SIGN_IN;
  if (viewer.passwordHash) {
    // The current password is the proof this change wants; guesses at it are counted and locked out like sign-ins.
    const hash = viewer.passwordHash;
    const current = args.oldPassword ?? '';
    if (!current) return failure('Forbidden', CURRENT_PASSWORD);
    const attempt = await attemptPassword(context, await currentAccountLockouts(context.db, viewer), () =>
      verifyPassword(current, context.pepper(), hash),
    );
    if (attempt.outcome === 'refused')
      return attempt.failure.kind === 'InvalidPassword' ? failure('Forbidden', CURRENT_PASSWORD) : attempt.failure;
  } else {
    const unproved = requireFreshProof(context);
    if (unproved) return unproved;
  }
  const weak = await weakPasswordError(
    args.password,
    [viewer.email, viewer.name, viewer.username],
    context.passwordEstimator,
  );
  if (weak) return failure('BadRequest', weak);
  await storePassword(context.db, viewer.id, await hashPassword(args.password, context.pepper()));
  await afterSecurityChange(context, 'password-changed');
  context.loaders.userById.clear(viewer.id);
  return (await context.loaders.userById.load(viewer.id)) ?? (failure('NotFound', 'User not found') satisfies Failure);
}

builder.mutationFields((t) => ({
  crupdatePassword: t.field({
    type: CrupdatePasswordResult,
    args: {
      password: t.arg.string(),
      oldPassword: t.arg.string({ required: false }),
      token: t.arg.string({ required: false }),
    },
    resolve: (_root, args, context) => crupdatePassword(context, args),
  }),
}));
