import { FRESH_PROOF_MS } from '../auth/fresh-proof.ts';
import { verifyPassword } from '../auth/password-hash.ts';
import { maskedPhone } from '../auth/phone-codes.ts';
import { currentAccountLockouts } from './password-lockout-writes.ts';
import { acceptSecondFactor } from './two-factor-writes.ts';
import { builder } from '../graphql/builder.ts';
import { rotateSession } from './security-change.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { PASSKEY_REFUSED, verifyPasskeyUse } from './passkey-ceremony.ts';
import { hasSecondFactor, isPhoneMethod, sendSignInCode } from './second-factor-start.ts';
import {
  InvalidPassword,
  InvalidTwoFactorAuthCode,
  PasswordPermanentLockout,
  PasswordSoftLockout,
  TwoFactorAuthPermanentLockout,
  TwoFactorAuthSoftLockout,
} from './auth-results-graphql.ts';
import { failureRefs, resultType } from '../graphql/types/failures.ts';
import { attemptPassword } from './password-attempt-graphql.ts';
import { attemptSecondFactor, checkSecondFactor, invalidCode } from './second-factor-attempt-graphql.ts';
import { UserRef } from '../graphql/types/refs.ts';
import { failure, isKind, SIGN_IN } from '../graphql/types/failure.ts';

const IdentityConfirmedRef = builder
  .objectRef<{ kind: 'IdentityConfirmed'; confirmedUntil: number }>('IdentityConfirmed')
  .implement({
    isTypeOf: isKind('IdentityConfirmed'),
    fields: (t) => ({ confirmedUntil: t.exposeFloat('confirmedUntil') }),
  });

const ConfirmationCodeSentRef = builder
  .objectRef<{ kind: 'ConfirmationCodeSent'; phoneNumber: string }>('ConfirmationCodeSent')
  .implement({
    isTypeOf: isKind('ConfirmationCodeSent'),
    fields: (t) => ({ phoneNumber: t.exposeString('phoneNumber') }),
  });

const ConfirmIdentityResult = builder.unionType('ConfirmIdentityResult', {
  types: [
    IdentityConfirmedRef,
    ConfirmationCodeSentRef,
    InvalidPassword,
    PasswordSoftLockout,
    PasswordPermanentLockout,
    InvalidTwoFactorAuthCode,
    TwoFactorAuthSoftLockout,
    TwoFactorAuthPermanentLockout,
    failureRefs.BadRequest,
    failureRefs.NotFound,
    failureRefs.Unauthorized,
    failureRefs.TooManyRequests,
  ],
  resolveType: resultType('IdentityConfirmed'),
});

builder.objectFields(UserRef, (t) => ({
  /** Whether the account has a password, for its owner only: the confirm-it's-you step asks for it. */
  hasPassword: t.boolean({
    nullable: true,
    resolve: (user, _args, context) => (context.viewer?.user.id === user.id ? user.passwordHash !== null : null),
  }),
}));

/**
 * confirmIdentity: the password, a code from the second factor or one of the
 * account's passkeys, given again by a signed-in person; the session is rotated and counts as
 * freshly proved for the next 10 minutes.
 * With neither, an account with text or call codes is sent one.
 */
async function confirmIdentity(
  context: GraphQLContext,
  args: { password?: string | null; code?: string | null; backupCode?: string | null; passkey?: string | null },
) {
  const viewer = context.viewer;
  if (!viewer) return SIGN_IN;
  const { user } = viewer;
  if (args.passkey) {
    if (!(await verifyPasskeyUse(context, 'confirm', args.passkey, user.id)))
      return failure('BadRequest', PASSKEY_REFUSED);
  } else if (args.password) {
    if (!user.passwordHash) return failure('BadRequest', 'Your account has no password.');
    const hash = user.passwordHash;
    const attempt = await attemptPassword(context, await currentAccountLockouts(context.db, user), () =>
      verifyPassword(args.password ?? '', context.pepper(), hash),
    );
    if (attempt.outcome === 'refused') return attempt.failure;
  } else if (args.code || args.backupCode) {
    if (!hasSecondFactor(user)) return failure('BadRequest', 'Your account has no two-factor authentication.');
    const attempt = await attemptSecondFactor(
      context,
      user,
      checkSecondFactor(context, user, args.code, args.backupCode),
    );
    if (attempt.outcome === 'locked') return attempt.failure;
    if (attempt.outcome === 'invalid')
      return args.backupCode ? failure('NotFound', 'That recovery code is not valid.') : invalidCode(attempt.failCount);
    await acceptSecondFactor(context.db, user.id, attempt.step);
  } else if (isPhoneMethod(user.twoFactorMethod) && user.twoFactorPhone) {
    return (
      (await sendSignInCode(context, user)) ?? {
        kind: 'ConfirmationCodeSent' as const,
        phoneNumber: maskedPhone(user.twoFactorPhone),
      }
    );
  } else {
    return failure('BadRequest', 'Enter your password or a code.');
  }
  // A fresh proof raises what the session may do: like a sign-in, it gets a new token, proved now.
  await rotateSession(context);
  return { kind: 'IdentityConfirmed' as const, confirmedUntil: context.now().getTime() + FRESH_PROOF_MS };
}

builder.mutationFields((t) => ({
  confirmIdentity: t.field({
    type: ConfirmIdentityResult,
    args: {
      password: t.arg.string({ required: false }),
      code: t.arg.string({ required: false }),
      backupCode: t.arg.string({ required: false }),
      /** The browser's answer to passkeyOptions(purpose: CONFIRM). */
      passkey: t.arg.string({ required: false }),
    },
    resolve: (_root, args, context) => confirmIdentity(context, args),
  }),
}));
