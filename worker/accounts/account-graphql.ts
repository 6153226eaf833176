import { profileFieldsError } from '../../shared/validation/profile-fields.ts';
import { normalizeUsername, usernameError } from '../../shared/validation/username.ts';
import { dismissFlag, setActivityLastViewed, setProfile, setStyleReminderSeen } from './account-writes.ts';
import { changeUsername } from './username-writes.ts';
import { requireFreshProof } from '../graphql/require-fresh-proof.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { purgeEntityPages } from '../cache/purge-pages.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { parseXHandle } from '../../shared/validation/x-handle.ts';
import { UserRef } from '../graphql/types/refs.ts';
import type { UserRow } from '../db/schema/index.ts';
import { failure, type Failure, SIGN_IN } from '../graphql/types/failure.ts';

const TaxDocuments = builder.objectRef<UserRow>('UserTaxDocuments').implement({
  fields: (t) => ({
    taxDocumentStatus: t.exposeInt('taxDocumentStatus', { nullable: true }),
    earningsFirstWithheldAt: t.float({
      nullable: true,
      resolve: (user) => user.earningsFirstWithheldAt?.getTime() ?? null,
    }),
    earningsLimitedAt: t.float({ nullable: true, resolve: (user) => user.earningsLimitedAt?.getTime() ?? null }),
    earningsForfeitedAt: t.float({ nullable: true, resolve: (user) => user.earningsForfeitedAt?.getTime() ?? null }),
    earningsInternallyForfeitedAt: t.float({
      nullable: true,
      resolve: (user) => user.earningsInternallyForfeitedAt?.getTime() ?? null,
    }),
  }),
});

const isSelf = (user: UserRow, context: GraphQLContext): boolean => context.viewer?.user.id === user.id;

/** Fields of the viewer's own account (TaxStatusToastLoaderQuery): null for anyone else. */
builder.objectFields(UserRef, (t) => ({
  userTaxDocuments: t.field({
    type: TaxDocuments,
    nullable: true,
    resolve: (user, _args, context) => (isSelf(user, context) ? user : null),
  }),
}));

const AccountResult = resultUnion('AccountResult', UserRef, ['Unauthorized', 'Forbidden', 'BadRequest']);
const ChangeUsernameResult = resultUnion('ChangeUsernameResult', UserRef, [
  'Unauthorized',
  'BadRequest',
  'AlreadyExists',
  'ReauthenticationRequired',
]);

/** Runs a change to the viewer's own account and answers with the account as it is now. */
async function onOwnAccount(
  context: GraphQLContext,
  change: (user: UserRow) => Promise<unknown>,
): Promise<UserRow | Failure> {
  const viewer = context.viewer?.user;
  if (!viewer) return SIGN_IN;
  await change(viewer);
  context.loaders.userById.clear(viewer.id);
  return (await context.loaders.userById.load(viewer.id)) ?? SIGN_IN;
}

const FLAG_NAME = /^[A-Z0-9_]{1,64}$/;

builder.mutationFields((t) => ({
  dismissFlag: t.field({
    type: AccountResult,
    args: { userId: t.arg.id(), flag: t.arg.string() },
    resolve: (_root, args, context) => {
      if (context.viewer && String(args.userId) !== context.viewer.user.id) {
        return failure('Forbidden', 'You can only change your own account.');
      }
      if (!FLAG_NAME.test(args.flag)) return failure('BadRequest', 'Unknown flag.');
      return onOwnAccount(context, (user) => dismissFlag(context.db, user.id, user.dismissableFlags, args.flag));
    },
  }),
  setUserStyleReminderSeen: t.field({
    type: AccountResult,
    resolve: (_root, _args, context) => onOwnAccount(context, (user) => setStyleReminderSeen(context.db, user.id)),
  }),
  /** The name, bio and X handle on the viewer's profile and bylines (/me/settings); every page showing them is purged. */
  updateUserProfile: t.field({
    type: AccountResult,
    args: { name: t.arg.string(), bio: t.arg.string(), twitterScreenName: t.arg.string({ required: false }) },
    resolve: (_root, args, context) => {
      if (!context.viewer) return SIGN_IN;
      const invalid = profileFieldsError(args);
      if (invalid) return failure('BadRequest', invalid);
      // left out, the handle stays as it is; empty, it is removed
      const handle =
        args.twitterScreenName === null || args.twitterScreenName === undefined
          ? null
          : parseXHandle(args.twitterScreenName);
      if (handle && 'error' in handle) return failure('BadRequest', handle.error);
      return onOwnAccount(context, async (user) => {
        await setProfile(context.db, user.id, {
          name: args.name.trim(),
          bio: args.bio.trim(),
          ...(handle ? { twitterScreenName: handle.handle } : {}),
        });
        await purgeEntityPages(context, [{ userId: user.id }]);
      });
    },
  }),
  /**
   * A new username: the old one's addresses (/@old…, old.{AUTH_DOMAIN}) answer 301 to the new
   * ones, and it is held for the writer for USERNAME_HOLD_DAYS. A sensitive change: it wants a
   * fresh proof, as an address change does. Every page naming the writer is purged.
   */
  changeUsername: t.field({
    type: ChangeUsernameResult,
    args: { username: t.arg.string() },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      const next = normalizeUsername(args.username);
      const invalid = usernameError(next);
      if (invalid) return failure('BadRequest', invalid);
      if (next === viewer.username) return viewer;
      const unproved = requireFreshProof(context);
      if (unproved) return unproved;
      if ((await changeUsername(context.db, viewer.id, viewer.username, next, context.now())) === 'TAKEN')
        return failure('AlreadyExists', 'That username is taken.');
      await purgeEntityPages(context, [{ userId: viewer.id }]);
      context.loaders.userById.clear(viewer.id);
      return (await context.loaders.userById.load(viewer.id)) ?? SIGN_IN;
    },
  }),
  updateActivityLastViewed: t.field({
    type: AccountResult,
    resolve: (_root, _args, context) =>
      onOwnAccount(context, (user) => setActivityLastViewed(context.db, user.id, context.now())),
  }),
}));
