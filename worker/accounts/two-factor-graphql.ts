import type { TWO_FACTOR_METHODS } from '../../shared/content/enumerations.ts';
import { generateRecoveryCodes } from '../auth/recovery-codes.ts';
import { createTotpSecret, totpUrl, verifyTotp } from '../auth/totp.ts';
import { maskedPhone, phoneNumberOf, type PhoneMethod } from '../auth/phone-codes.ts';
import {
  acceptSecondFactor,
  disableTwoFactor,
  enableAuthenticatorApp,
  enablePhoneFactor,
  replaceRecoveryCodes,
  savePendingSecret,
  spendPhoneCode,
} from './two-factor-writes.ts';
import { builder } from '../graphql/builder.ts';
import { requireFreshProof } from '../graphql/require-fresh-proof.ts';
import { afterSecurityChange } from './security-change.ts';
import { tellOwner } from './tell-owner.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import {
  InvalidTwoFactorAuthCode,
  TwoFactorAuthPermanentLockout,
  TwoFactorAuthSoftLockout,
  TwoFactorMethodEnum,
} from './auth-results-graphql.ts';
import { attemptSecondFactor, invalidCode } from './second-factor-attempt-graphql.ts';
import { failureRefs, resultType, resultUnion } from '../graphql/types/failures.ts';
import { sendPhoneCode } from './phone-code-graphql.ts';
import { UserRef } from '../graphql/types/refs.ts';
import { failure, type Failure, isKind, SIGN_IN } from '../graphql/types/failure.ts';

builder.objectFields(UserRef, (t) => ({
  /** The account's second factor, for its owner only. */
  twoFactorMethod: t.field({
    type: TwoFactorMethodEnum,
    nullable: true,
    resolve: (user, _args, context) => (context.viewer?.user.id === user.id ? user.twoFactorMethod : null),
  }),
}));

interface Registration {
  readonly kind: 'AuthyRegistration';
  readonly authyId: string;
  /** For an authenticator app: its key, as a QR address and as text. */
  readonly otpauthUrl: string | null;
  readonly secret: string | null;
  /** For text and call codes: where the code went, last digits only. */
  readonly phoneNumber: string | null;
}

const RegistrationRef = builder.objectRef<Registration>('AuthyRegistration').implement({
  isTypeOf: isKind('AuthyRegistration'),
  fields: (t) => ({
    authyId: t.exposeString('authyId'),
    // The authenticator app's key, as a QR code address and as text for typing in.
    otpauthUrl: t.exposeString('otpauthUrl', { nullable: true }),
    secret: t.exposeString('secret', { nullable: true }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
  }),
});

const TwoFactorSettingsRef = builder
  .objectRef<{ kind: 'TwoFactorSettings'; preferredMethod: (typeof TWO_FACTOR_METHODS)[number] }>('TwoFactorSettings')
  .implement({
    isTypeOf: isKind('TwoFactorSettings'),
    fields: (t) => ({
      preferredMethod: t.field({ type: TwoFactorMethodEnum, resolve: (settings) => settings.preferredMethod }),
    }),
  });

const BackupCodesRef = builder.objectRef<{ kind: 'BackupCodes'; backupCodes: string[] }>('BackupCodes').implement({
  isTypeOf: isKind('BackupCodes'),
  fields: (t) => ({ backupCodes: t.exposeStringList('backupCodes') }),
});

const RegisterAuthyUserResult = resultUnion('RegisterAuthyUserResult', RegistrationRef, [
  'BadRequest',
  'Unauthorized',
  'TooManyRequests',
  'ReauthenticationRequired',
]);

const CrupdateTwoFactorAuthResult = builder.unionType('CrupdateTwoFactorAuthResult', {
  types: [
    TwoFactorSettingsRef,
    failureRefs.BadRequest,
    failureRefs.Unauthorized,
    InvalidTwoFactorAuthCode,
    TwoFactorAuthSoftLockout,
    TwoFactorAuthPermanentLockout,
  ],
  resolveType: resultType('TwoFactorSettings'),
});

const BackupCodesResult = resultUnion('BackupCodesResult', BackupCodesRef, [
  'NotFound',
  'Forbidden',
  'Unauthorized',
  'ReauthenticationRequired',
]);

const RemoveTwoFactorAuthResult = resultUnion('RemoveTwoFactorAuthResult', UserRef, [
  'NotFound',
  'Forbidden',
  'Unauthorized',
  'ReauthenticationRequired',
]);

const START_AGAIN = 'Start the set-up again.';

const appAuthyId = (userId: string) => `app:${userId}`;
const phoneAuthyId = (userId: string) => `phone:${userId}`;

async function verifyAppSetupCode(context: GraphQLContext, code: string) {
  const viewer = context.viewer?.user;
  if (!viewer) return SIGN_IN;
  const secret = viewer.twoFactorPendingSecret;
  if (!secret) return failure('BadRequest', 'Start the set-up again: no key is waiting to be confirmed.');
  const attempt = await attemptSecondFactor(context, viewer, async () => {
    const step = verifyTotp(secret, code, context.now().getTime(), null);
    return step !== null && { step };
  });
  if (attempt.outcome === 'locked') return attempt.failure;
  if (attempt.outcome === 'invalid') return invalidCode(attempt.failCount);
  await enableAuthenticatorApp(context.db, viewer.id, secret, attempt.step ?? 0);
  await acceptSecondFactor(context.db, viewer.id, attempt.step);
  await afterSecurityChange(context, viewer.twoFactorMethod ? 'two-factor-changed' : 'two-factor-on');
  return { kind: 'TwoFactorSettings' as const, preferredMethod: 'AUTH_APP' as const };
}

/** The code texted or read out to the new number proves the reader holds the phone. */
async function verifyPhoneSetupCode(context: GraphQLContext, method: PhoneMethod, code: string) {
  const viewer = context.viewer?.user;
  if (!viewer) return SIGN_IN;
  const phone = viewer.twoFactorPendingPhone;
  if (!phone) return failure('BadRequest', `${START_AGAIN} No number is waiting to be confirmed.`);
  const attempt = await attemptSecondFactor(
    context,
    viewer,
    async () => (await spendPhoneCode(context.db, viewer.id, code.trim(), context.now())) && { step: null },
  );
  if (attempt.outcome === 'locked') return attempt.failure;
  if (attempt.outcome === 'invalid') return invalidCode(attempt.failCount);
  await enablePhoneFactor(context.db, viewer.id, method, phone);
  await acceptSecondFactor(context.db, viewer.id, null);
  await afterSecurityChange(context, viewer.twoFactorMethod ? 'two-factor-changed' : 'two-factor-on');
  return { kind: 'TwoFactorSettings' as const, preferredMethod: method };
}

/**
 * Why a change to the viewer's own two-factor (new codes, turning it off) cannot go ahead: not
 * signed in, someone else's account, two-factor not on, or no fresh proof. Null when it can.
 */
function refuseTwoFactorChange(context: GraphQLContext, userId: string | number, whenOff: string): Failure | null {
  const viewer = context.viewer?.user;
  if (!viewer) return SIGN_IN;
  if (String(userId) !== viewer.id) return failure('Forbidden', 'You can only change your own account.');
  if (!viewer.twoFactorMethod) return failure('NotFound', whenOff);
  return requireFreshProof(context);
}

builder.mutationFields((t) => ({
  /** Step 2 of the set-up: for the authenticator app, a new key to scan (authyId names the pending set-up). */
  registerAuthyUser: t.field({
    type: RegisterAuthyUserResult,
    args: {
      countryCode: t.arg.string({ required: false }),
      phoneNumber: t.arg.string({ required: false }),
      preferredMethod: t.arg({ type: TwoFactorMethodEnum }),
    },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      // A new method or number is a sensitive change, as is turning it on at all.
      const unproved = requireFreshProof(context);
      if (unproved) return unproved;
      if (args.preferredMethod === 'AUTH_APP') {
        const secret = createTotpSecret();
        await savePendingSecret(context.db, viewer.id, secret);
        return {
          kind: 'AuthyRegistration' as const,
          authyId: appAuthyId(viewer.id),
          otpauthUrl: totpUrl(secret, viewer.email ?? viewer.username, context.productName),
          secret,
          phoneNumber: null,
        };
      }
      const phone = phoneNumberOf(args.countryCode ?? '', args.phoneNumber ?? '');
      if ('error' in phone) return failure('BadRequest', phone.error);
      const refused = await sendPhoneCode(context, viewer, phone.e164, args.preferredMethod, { pendingPhone: true });
      if (refused) return refused;
      return {
        kind: 'AuthyRegistration' as const,
        authyId: phoneAuthyId(viewer.id),
        otpauthUrl: null,
        secret: null,
        phoneNumber: maskedPhone(phone.e164),
      };
    },
  }),
  /** Step 3: the code from the app proves it holds the key; two-factor sign-in is then on. */
  crupdateTwoFactorAuth: t.field({
    type: CrupdateTwoFactorAuthResult,
    args: {
      authyId: t.arg.string(),
      preferredMethod: t.arg({ type: TwoFactorMethodEnum }),
      verificationCode: t.arg.string(),
    },
    resolve: (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      if (args.preferredMethod === 'AUTH_APP') {
        return args.authyId === appAuthyId(viewer.id)
          ? verifyAppSetupCode(context, args.verificationCode)
          : failure('BadRequest', START_AGAIN);
      }
      if (args.authyId !== phoneAuthyId(viewer.id)) return failure('BadRequest', START_AGAIN);
      return verifyPhoneSetupCode(context, args.preferredMethod, args.verificationCode);
    },
  }),
  /** Step 4: a fresh set of recovery codes, shown once; the old set stops working. */
  crupdateTwoFactorBackupCodes: t.field({
    type: BackupCodesResult,
    args: { userId: t.arg.id() },
    resolve: async (_root, args, context) => {
      const refused = refuseTwoFactorChange(context, args.userId, 'Set up two-factor authentication first.');
      if (refused) return refused;
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      const backupCodes = generateRecoveryCodes();
      // The set-up's first codes come with the "two-factor is on" e-mail; a new set is news of its own.
      if (await replaceRecoveryCodes(context.db, viewer.id, backupCodes))
        await tellOwner(context, viewer, 'recovery-codes');
      return { kind: 'BackupCodes' as const, backupCodes };
    },
  }),
  /** Turns two-factor sign-in off: after a fresh proof; other sessions end and the owner is told. */
  removeTwoFactorAuth: t.field({
    type: RemoveTwoFactorAuthResult,
    args: { userId: t.arg.id() },
    resolve: async (_root, args, context) => {
      const refused = refuseTwoFactorChange(context, args.userId, 'Two-factor authentication is already off.');
      if (refused) return refused;
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      await disableTwoFactor(context.db, viewer.id);
      await afterSecurityChange(context, 'two-factor-off');
      context.loaders.userById.clear(viewer.id);
      return (await context.loaders.userById.load(viewer.id)) ?? SIGN_IN;
    },
  }),
}));
