import { setCollectionFollow, setCollectionMute, setUserBlock, setUserFollow, setUserMute } from './social-writes.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { refuseAcrossBlock, refuseCollectionAction, refuseUserAction } from './social-rules.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { CollectionRef, UserRef } from '../graphql/types/refs.ts';
import { purgeEntityPages } from '../cache/purge-pages.ts';
import type { CollectionRow, UserRow } from '../db/schema/index.ts';
import { reportSubject } from '../reports/graphql.ts';
import { canEditCollection, editorsOf } from '../publications/index.ts';
import { ReportReasonEnum } from '../moderation/graphql.ts';
import { failure, type Failure, isFailure, SIGN_IN } from '../graphql/types/failure.ts';

const UserActionResult = resultUnion('UserActionResult', UserRef, [
  'NotFound',
  'BadRequest',
  'Unauthorized',
  'Forbidden',
  'TooManyRequests',
]);

const CollectionActionResult = resultUnion('CollectionActionResult', CollectionRef, [
  'NotFound',
  'BadRequest',
  'Unauthorized',
]);

/** Runs an action of the viewer on another user, then answers with that user as they are now. */
async function onUser(
  context: GraphQLContext,
  targetUserId: string,
  action: 'follow' | 'mute' | 'block' | 'report',
  // biome-ignore lint/suspicious/noConfusingVoidType: a write that answers nothing has not failed
  write: (viewerId: string) => Promise<Failure | void>,
  { claimedViewerId = null, startsFollow = false }: { claimedViewerId?: string | null; startsFollow?: boolean } = {},
): Promise<UserRow | Failure> {
  const viewer = context.viewer?.user;
  if (!viewer) return SIGN_IN;
  // The older form of these mutations names the viewer too: it must be the viewer.
  if (claimedViewerId && claimedViewerId !== viewer.id) return failure('Forbidden', 'You can only act for yourself.');
  const target = await context.loaders.userById.load(targetUserId);
  if (!target || target.deletedAt) return failure('NotFound', 'User not found');
  const refusal = refuseUserAction(action, viewer.id, target.id);
  if (refusal) return failure('BadRequest', refusal);
  if (startsFollow) {
    const [edge, blockedBy] = await Promise.all([
      context.loaders.userEdge.load(target.id),
      context.loaders.blocksViewer.load(target.id),
    ]);
    const blocked = refuseAcrossBlock('follow', { blocking: edge.isBlocking, blockedBy });
    if (blocked) return failure('Forbidden', blocked);
  }
  const refused = await write(viewer.id);
  if (refused) return refused;
  // Follower and following counts show on public pages; a block ends follows both ways. Mutes are private.
  if (action !== 'mute') await purgeEntityPages(context, [{ userId: target.id }, { userId: viewer.id }]);
  context.loaders.userById.clear(target.id);
  context.loaders.userEdge.clear(target.id);
  return (await context.loaders.userById.load(target.id)) ?? failure('NotFound', 'User not found');
}

async function onCollection(
  context: GraphQLContext,
  collectionId: string,
  action: 'follow' | 'mute',
  write: (viewerId: string, collection: CollectionRow) => Promise<void>,
): Promise<CollectionRow | Failure> {
  const viewer = context.viewer?.user;
  if (!viewer) return SIGN_IN;
  const collection = await context.loaders.collectionById.load(collectionId);
  if (!collection) return failure('NotFound', 'Publication not found');
  const refusal = refuseCollectionAction(action, {
    isCreator: collection.creatorId === viewer.id,
    isEditor: await canEditCollection(collection, context),
  });
  if (refusal) return failure('BadRequest', refusal);
  await write(viewer.id, collection);
  if (action === 'follow') await purgeEntityPages(context, [{ collectionId: collection.id }, { userId: viewer.id }]);
  context.loaders.collectionById.clear(collection.id);
  context.loaders.collectionEdge.clear(collection.id);
  return (await context.loaders.collectionById.load(collection.id)) ?? failure('NotFound', 'Publication not found');
}

builder.mutationFields((t) => {
  const userAction = (action: 'follow' | 'mute', on: boolean) =>
    t.field({
      type: UserActionResult,
      args: { targetUserId: t.arg.id() },
      resolve: (_root, args, context) =>
        onUser(
          context,
          String(args.targetUserId),
          action,
          async (viewerId) => {
            const targetUserId = String(args.targetUserId);
            if (action === 'mute') {
              await setUserMute(context.db, viewerId, targetUserId, on);
              return context.recordEvent(on ? 'user.muted' : 'user.unmuted', { targetUserId });
            }
            await setUserFollow(context.db, viewerId, targetUserId, on);
            await context.recordEvent(on ? 'follow' : 'unfollow', { targetUserId });
            if (on) await context.notify({ kind: 'user_followed', actorId: viewerId, userId: targetUserId });
          },
          { startsFollow: action === 'follow' && on },
        ),
    });
  const collectionAction = (action: 'follow' | 'mute', on: boolean) =>
    t.field({
      type: CollectionActionResult,
      args: { targetCollectionId: t.arg.id() },
      resolve: (_root, args, context) =>
        onCollection(context, String(args.targetCollectionId), action, async (viewerId, collection) => {
          if (action === 'mute') return setCollectionMute(context.db, viewerId, collection.id, on);
          await setCollectionFollow(context.db, viewerId, collection.id, on);
          await context.recordEvent(on ? 'follow' : 'unfollow', { targetCollectionId: collection.id });
          if (on)
            await context.notify({
              kind: 'collection_followed',
              actorId: viewerId,
              collectionId: collection.id,
              editorIds: await editorsOf(collection, context),
            });
        }),
    });
  const blockAction = (on: boolean) =>
    t.field({
      type: UserActionResult,
      args: {
        targetUserId: t.arg.id(),
        userId: t.arg.id({ required: false }),
        viewerId: t.arg.id({ required: false }),
      },
      resolve: (_root, args, context) =>
        onUser(
          context,
          String(args.targetUserId),
          'block',
          (viewerId) => setUserBlock(context.db, viewerId, String(args.targetUserId), on),
          { claimedViewerId: args.userId ?? args.viewerId },
        ),
    });
  return {
    followUser: userAction('follow', true),
    unfollowUser: userAction('follow', false),
    muteUser: userAction('mute', true),
    unmuteUser: userAction('mute', false),
    followCollection: collectionAction('follow', true),
    unfollowCollection: collectionAction('follow', false),
    muteCollection: collectionAction('mute', true),
    unmuteCollection: collectionAction('mute', false),
    blockUser: blockAction(true),
    unblockUser: blockAction(false),
    // the specification's operation, with a reason and a note as every report has (docs/trust-and-safety.md);
    // a client that sends none files "Something else" without a note, as before reasons existed
    reportAndMaybeBlockUser: t.field({
      type: UserActionResult,
      args: {
        targetUserId: t.arg.id(),
        userId: t.arg.id({ required: false }),
        alsoBlockUser: t.arg.boolean(),
        reason: t.arg({ type: ReportReasonEnum, required: false }),
        note: t.arg.string({ required: false }),
      },
      resolve: (_root, args, context) => {
        const targetUserId = String(args.targetUserId);
        return onUser(
          context,
          targetUserId,
          'report',
          async (viewerId) => {
            const report = {
              kind: 'PROFILE',
              id: targetUserId,
              reason: args.reason ?? 'OTHER',
              note: args.note ?? '',
            } as const;
            const filed = await reportSubject(context, report, { noteRequired: args.reason != null });
            if (isFailure(filed)) return filed;
            if (args.alsoBlockUser) await setUserBlock(context.db, viewerId, targetUserId, true);
          },
          { claimedViewerId: args.userId },
        );
      },
    }),
  };
});
