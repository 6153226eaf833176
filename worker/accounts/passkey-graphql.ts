import { deviceName } from '../auth/device-name.ts';
import { countOperation, LIMITS } from '../auth/operation-limits.ts';
import { findUserById } from './account-queries.ts';
import { insertPasskey, passkeysOf, removePasskey, renamePasskey, type PasskeyRow } from './passkey-writes.ts';
import { builder } from '../graphql/builder.ts';
import { completeSignIn } from './complete-sign-in.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import {
  assertionOptions,
  PASSKEY_REFUSED,
  registrationOptions,
  verifyNewPasskey,
  verifyPasskeyUse,
} from './passkey-ceremony.ts';
import { requireFreshProof } from '../graphql/require-fresh-proof.ts';
import { pendingSecondFactor } from './second-factor-start.ts';
import { tellOwner } from './tell-owner.ts';
import { AuthInfoRef, AuthTokenRef } from './auth-results-graphql.ts';
import { failureRefs, resultType, resultUnion } from '../graphql/types/failures.ts';
import { UserRef } from '../graphql/types/refs.ts';
import { failure, isKind, SIGN_IN } from '../graphql/types/failure.ts';

/** A passkey or security key of the viewer's, as the security settings list it. */
const PasskeyRef = builder.objectRef<PasskeyRow>('Passkey').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    /** Synced across the owner's devices (a passkey), or held in one device (a security key). */
    backedUp: t.exposeBoolean('backedUp'),
    createdAt: t.float({ resolve: (passkey) => passkey.createdAt.getTime() }),
    lastUsedAt: t.float({ nullable: true, resolve: (passkey) => passkey.lastUsedAt?.getTime() ?? null }),
  }),
});

builder.objectFields(UserRef, (t) => ({
  /** The account's passkeys, for its owner only. */
  passkeys: t.field({
    type: [PasskeyRef],
    resolve: (user, _args, context) => (context.viewer?.user.id === user.id ? passkeysOf(context.db, user.id) : []),
  }),
}));

const PasskeyPurposeEnum = builder.enumType('PasskeyPurpose', {
  values: ['REGISTER', 'SIGN_IN', 'CONFIRM', 'SECOND_FACTOR'] as const,
});

const PasskeyOptionsRef = builder
  .objectRef<{ kind: 'PasskeyOptions'; optionsJSON: string }>('PasskeyOptions')
  .implement({
    isTypeOf: isKind('PasskeyOptions'),
    fields: (t) => ({ optionsJSON: t.exposeString('optionsJSON') }),
  });

const PasskeyOptionsResult = resultUnion('PasskeyOptionsResult', PasskeyOptionsRef, [
  'NotFound',
  'Unauthorized',
  'TooManyRequests',
  'ReauthenticationRequired',
]);

const PasskeyResult = resultUnion('PasskeyResult', PasskeyRef, ['BadRequest', 'NotFound', 'Unauthorized']);

const RemovePasskeyResult = resultUnion('RemovePasskeyResult', UserRef, [
  'NotFound',
  'Unauthorized',
  'ReauthenticationRequired',
]);

const SignInWithPasskeyResult = builder.unionType('SignInWithPasskeyResult', {
  // AuthToken (the code step) never comes of a passkey, which is itself two factors (sign-in-gate.ts).
  types: [AuthInfoRef, AuthTokenRef, failureRefs.NotFound],
  resolveType: resultType('AuthInfo'),
});

const NAME_LENGTH = 50;
const NO_PASSKEY = failure('NotFound', 'Your account has no security key or passkey. Use a code instead.');

async function passkeyOptions(
  context: GraphQLContext,
  purpose: (typeof PasskeyPurposeEnum)['$inferType'],
  token: string | null | undefined,
) {
  const limit = await countOperation(context.db, LIMITS.passkeyCeremonyPerIp, context.ip, context.now().getTime());
  if (!limit.allowed) return failure('TooManyRequests', 'Too many requests. Please try again later.');
  const viewer = context.viewer?.user;
  const json = await (async () => {
    switch (purpose) {
      case 'SIGN_IN':
        return (await assertionOptions(context, 'sign-in', null)) ?? NO_PASSKEY;
      case 'SECOND_FACTOR': {
        const found = await pendingSecondFactor(context, token);
        if (!found) return failure('NotFound', 'Your sign-in took too long. Please start again.');
        return (await assertionOptions(context, 'second-factor', found.user)) ?? NO_PASSKEY;
      }
      case 'CONFIRM':
        return viewer ? ((await assertionOptions(context, 'confirm', viewer)) ?? NO_PASSKEY) : SIGN_IN;
      case 'REGISTER':
        // Adding a way in is a sensitive change.
        return viewer ? (requireFreshProof(context) ?? registrationOptions(context, viewer)) : SIGN_IN;
    }
  })();
  return typeof json === 'string' ? { kind: 'PasskeyOptions' as const, optionsJSON: json } : json;
}

const cleanName = (name: string | null | undefined): string | null => {
  const trimmed = (name ?? '').trim();
  return trimmed.length > 0 && trimmed.length <= NAME_LENGTH ? trimmed : null;
};

builder.mutationFields((t) => ({
  /** Step 1 of every passkey ceremony: options (with a one-time challenge) for the browser's WebAuthn call. */
  passkeyOptions: t.field({
    type: PasskeyOptionsResult,
    args: { purpose: t.arg({ type: PasskeyPurposeEnum }), token: t.arg.string({ required: false }) },
    resolve: (_root, args, context) => passkeyOptions(context, args.purpose, args.token),
  }),
  /** Step 2 of adding one: the browser's new credential; the owner is told by e-mail. */
  addPasskey: t.field({
    type: PasskeyResult,
    args: { response: t.arg.string(), name: t.arg.string({ required: false }) },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      const name =
        args.name === null || args.name === undefined ? deviceName(context.client.userAgent) : cleanName(args.name);
      if (!name) return failure('BadRequest', `Give the passkey a name of up to ${NAME_LENGTH} characters.`);
      const verified = await verifyNewPasskey(context, viewer, args.response);
      if (!verified) return failure('BadRequest', 'That passkey could not be added. Please try again.');
      const added = await insertPasskey(context.db, { ...verified, userId: viewer.id, name });
      if (!added) return failure('BadRequest', 'That passkey is already added.');
      await tellOwner(context, viewer, 'passkey-added');
      return added;
    },
  }),
  renamePasskey: t.field({
    type: PasskeyResult,
    args: { id: t.arg.id(), name: t.arg.string() },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      const name = cleanName(args.name);
      if (!name) return failure('BadRequest', `Give the passkey a name of up to ${NAME_LENGTH} characters.`);
      return (
        (await renamePasskey(context.db, viewer.id, String(args.id), name)) ?? failure('NotFound', 'No such passkey.')
      );
    },
  }),
  /** Removing a way in also wants a fresh proof: whoever holds a session alone cannot lock the owner out. */
  removePasskey: t.field({
    type: RemovePasskeyResult,
    args: { id: t.arg.id() },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      const unproved = requireFreshProof(context);
      if (unproved) return unproved;
      if (!(await removePasskey(context.db, viewer.id, String(args.id))))
        return failure('NotFound', 'No such passkey.');
      return viewer;
    },
  }),
  /**
   * Signs in with a passkey the browser offered (conditional UI or the button): it proves
   * something held and someone verified by the device, so no code step follows.
   */
  signInWithPasskey: t.field({
    type: SignInWithPasskeyResult,
    args: { response: t.arg.string(), redirect: t.arg.string({ required: false }) },
    resolve: async (_root, args, context) => {
      const passkey = await verifyPasskeyUse(context, 'sign-in', args.response, null);
      const user = passkey ? await findUserById(context.db, passkey.userId) : undefined;
      if (!user) return failure('NotFound', PASSKEY_REFUSED);
      return completeSignIn(context, user, 'passkey', args.redirect);
    },
  }),
}));
