import { NOTIFICATION_MODES } from '../../shared/content/enumerations.ts';
import { IMAGE_ID } from '../../shared/images/image-url.ts';
import { parseTippingLink } from '../../shared/validation/tipping-link.ts';
import { builder } from '../graphql/builder.ts';
import { purgeEntityPages } from '../cache/purge-pages.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { CollectionRef, UserRef } from '../graphql/types/refs.ts';
import { updateUser } from '../accounts/index.ts';
import { mutedPeople, mutedPublications } from '../social/index.ts';
import { failure } from '../graphql/types/failure.ts';

const NotificationModeEnum = builder.enumType('NotificationMode', { values: NOTIFICATION_MODES });

/** How many muted people or publications the settings list. */
const MUTED_LIST_LIMIT = 100;

builder.objectFields(UserRef, (t) => ({
  /** PUBLISHING_TIPPING_LINK: shown on the writer's profile. */
  tippingUrl: t.exposeString('tippingUrl', { nullable: true }),
  promotesSubscriptions: t.exposeBoolean('promotesSubscriptions'),
  promotesMemberships: t.exposeBoolean('promotesMemberships'),
  /** PUBLISHING_ALLOW_PRIVATE_NOTES: whether readers may leave the writer private notes on their stories. */
  allowsPrivateNotes: t.exposeBoolean('allowsPrivateNotes'),
  /** ACCOUNT_HIDE_EXTERNAL_SERVICES: whether the X and fediverse handles stay off the profile and the share cards. */
  hidesExternalServices: t.exposeBoolean('hidesExternalServices'),
  /** Whose activity reaches the viewer's notifications; null for anyone else's account. */
  notificationMode: t.field({
    type: NotificationModeEnum,
    nullable: true,
    resolve: (user, _args, context) => (context.viewer?.user.id === user.id ? user.notificationMode : null),
  }),
  /** Whom the viewer muted (/me/settings/mute/people); empty for anyone else's account. */
  mutedUsers: t.field({
    type: [UserRef],
    complexity: { field: 5, multiplier: 20 },
    resolve: async (user, _args, context) =>
      context.viewer?.user.id === user.id ? mutedPeople(context.db, user.id, MUTED_LIST_LIMIT) : [],
  }),
  /** The publications the viewer muted (/me/settings/mute/publications). */
  mutedCollections: t.field({
    type: [CollectionRef],
    complexity: { field: 5, multiplier: 20 },
    resolve: async (user, _args, context) =>
      context.viewer?.user.id === user.id ? mutedPublications(context.db, user.id, MUTED_LIST_LIMIT) : [],
  }),
}));

const WriterSettingsResult = resultUnion('WriterSettingsResult', UserRef, ['Unauthorized', 'BadRequest']);

builder.mutationFields((t) => ({
  /**
   * The profile picture: an image the viewer uploaded (/_/upload), which the image pipeline sizes
   * wherever it shows; null removes it. Every page showing the writer is purged.
   */
  updateUserAvatar: t.field({
    type: WriterSettingsResult,
    args: { imageId: t.arg.string({ required: false }) },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return failure('Unauthorized', 'Sign in to change your picture.');
      const imageId = args.imageId ?? null;
      if (imageId !== null) {
        const object = IMAGE_ID.test(imageId) ? await context.media.head(imageId) : null;
        if (object?.customMetadata?.['uploaderId'] !== viewer.id)
          return failure('BadRequest', 'That image was not uploaded here.');
      }
      await updateUser(context.db, viewer.id, { imageId });
      await purgeEntityPages(context, [{ userId: viewer.id }]);
      context.loaders.userById.clear(viewer.id);
      return (
        (await context.loaders.userById.load(viewer.id)) ?? failure('Unauthorized', 'Sign in to change your picture.')
      );
    },
  }),
  /**
   * /me/settings/tipping, promote-subscriptions, promote-memberships, private-notes and
   * external-services: the writer's tipping link, whether their stories invite readers to
   * subscribe, whether their profile invites them to become members, whether readers may leave
   * them private notes, and whether their X and fediverse handles stay hidden.
   * Each left out stays as it is; the pages showing them are purged.
   */
  updateWriterSettings: t.field({
    type: WriterSettingsResult,
    args: {
      tippingUrl: t.arg.string({ required: false }),
      promoteSubscriptions: t.arg.boolean({ required: false }),
      promoteMemberships: t.arg.boolean({ required: false }),
      allowPrivateNotes: t.arg.boolean({ required: false }),
      hideExternalServices: t.arg.boolean({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return failure('Unauthorized', 'Sign in to change your settings.');
      const tipping =
        args.tippingUrl === null || args.tippingUrl === undefined ? null : parseTippingLink(args.tippingUrl);
      if (tipping && 'error' in tipping) return failure('BadRequest', tipping.error);
      const changes = {
        ...(tipping ? { tippingUrl: tipping.url } : {}),
        ...(typeof args.promoteSubscriptions === 'boolean' ? { promotesSubscriptions: args.promoteSubscriptions } : {}),
        ...(typeof args.promoteMemberships === 'boolean' ? { promotesMemberships: args.promoteMemberships } : {}),
        ...(typeof args.allowPrivateNotes === 'boolean' ? { allowsPrivateNotes: args.allowPrivateNotes } : {}),
        ...(typeof args.hideExternalServices === 'boolean' ? { hidesExternalServices: args.hideExternalServices } : {}),
      };
      if (Object.keys(changes).length === 0) return viewer;
      await updateUser(context.db, viewer.id, changes);
      // the profile and every story of the writer show these
      await purgeEntityPages(context, [{ userId: viewer.id }]);
      context.loaders.userById.clear(viewer.id);
      return (
        (await context.loaders.userById.load(viewer.id)) ?? failure('Unauthorized', 'Sign in to change your settings.')
      );
    },
  }),
}));

builder.mutationFields((t) => ({
  /** /me/settings/notifications: whose activity reaches the viewer's notifications (delivery obeys it: worker/notifications/deliver-notifications.ts). */
  updateNotificationSettings: t.field({
    type: resultUnion('NotificationSettingsResult', UserRef, ['Unauthorized']),
    args: { mode: t.arg({ type: NotificationModeEnum, required: true }) },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return failure('Unauthorized', 'Sign in to change your settings.');
      await updateUser(context.db, viewer.id, { notificationMode: args.mode });
      context.loaders.userById.clear(viewer.id);
      return (
        (await context.loaders.userById.load(viewer.id)) ?? failure('Unauthorized', 'Sign in to change your settings.')
      );
    },
  }),
}));
