import { DIGEST_FREQUENCIES, NOTIFICATION_EMAILS } from '../../shared/content/enumerations.ts';
import type { DigestFrequency } from '../../shared/notifications/topic-digest.ts';
import { switchedOff, type NotificationEmail } from '../../shared/notifications/notification-emails.ts';
import { isLinkSignature } from '../auth/link-signature.ts';
import { NOTIFICATION_EMAIL_PURPOSE } from './mail-notifications.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { UserRef } from '../graphql/types/refs.ts';
import { updateUser } from '../accounts/index.ts';
import { failure } from '../graphql/types/failure.ts';

const NotificationEmailEnum = builder.enumType('NotificationEmail', { values: NOTIFICATION_EMAILS });
const DigestFrequencyEnum = builder.enumType('DigestFrequency', { values: DIGEST_FREQUENCIES });

/** Whose notification e-mails these are, where they go, and which are turned off. */
interface NotificationEmailSettings {
  readonly userId: string;
  readonly email: string | null;
  readonly off: readonly NotificationEmail[];
  readonly digestFrequency: DigestFrequency;
}

const NotificationEmailSettingsRef = builder
  .objectRef<NotificationEmailSettings>('NotificationEmailSettings')
  .implement({
    fields: (t) => ({
      id: t.id({ resolve: (settings) => settings.userId }),
      email: t.string({ nullable: true, resolve: (settings) => settings.email }),
      off: t.field({ type: [NotificationEmailEnum], resolve: (settings) => [...settings.off] }),
      /** How often the topic digest comes (TOPIC_DIGEST's switch: OFF is off). */
      digestFrequency: t.field({ type: DigestFrequencyEnum, resolve: (settings) => settings.digestFrequency }),
    }),
  });

const settingsOf = (user: {
  id: string;
  email: string | null;
  notificationEmailsOff: NotificationEmail[];
  digestFrequency: DigestFrequency;
}): NotificationEmailSettings => ({
  userId: user.id,
  email: user.email,
  off: user.notificationEmailsOff,
  digestFrequency: user.digestFrequency,
});

/** The account a notification e-mail's signed link names, or null when the link is not Quire's. */
async function linkedAccount(context: GraphQLContext, userId: string, signature: string) {
  if (!(await isLinkSignature(context.signing, NOTIFICATION_EMAIL_PURPOSE, userId, signature))) return null;
  const user = await context.loaders.userById.load(userId);
  return user && !user.deletedAt ? user : null;
}

/** What changing a notification e-mail answers: the settings as they now are, or why not. */
const NotificationEmailResult = resultUnion('NotificationEmailResult', NotificationEmailSettingsRef, [
  'Unauthorized',
  'NotFound',
]);

const BAD_LINK = failure('NotFound', 'This link is not valid. Use the newest link in one of our e-mails.');

builder.objectFields(UserRef, (t) => ({
  /** The viewer's notification e-mails (/me/settings/notifications); null for anyone else's account. */
  notificationEmailSettings: t.field({
    type: NotificationEmailSettingsRef,
    nullable: true,
    resolve: (user, _args, context) => (context.viewer?.user.id === user.id ? settingsOf(user) : null),
  }),
}));

builder.queryFields((t) => ({
  /** /me/email-settings/{userId}/{hash}?mail=: the notification e-mails of the signed link's account, no sign-in needed. */
  notificationEmailSettings: t.field({
    type: NotificationEmailSettingsRef,
    nullable: true,
    args: { userId: t.arg.id(), signature: t.arg.string() },
    resolve: async (_root, args, context) => {
      const user = await linkedAccount(context, String(args.userId), args.signature);
      return user ? settingsOf(user) : null;
    },
  }),
}));

builder.mutationFields((t) => ({
  /**
   * Turns one notification e-mail on or off (ALL: every one), for the signed-in person or, from
   * the signed link at the foot of each notification e-mail, for the account it names.
   */
  updateNotificationEmail: t.field({
    type: NotificationEmailResult,
    args: {
      kind: t.arg({ type: NotificationEmailEnum, required: true }),
      on: t.arg.boolean({ required: true }),
      userId: t.arg.id({ required: false }),
      signature: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const user = args.userId
        ? await linkedAccount(context, String(args.userId), args.signature ?? '')
        : context.viewer?.user;
      if (!user) return args.userId ? BAD_LINK : failure('Unauthorized', 'Sign in to change your settings.');
      // the topic digest's switch is its frequency: off is OFF, on is the weekly default
      const change =
        args.kind === 'TOPIC_DIGEST'
          ? { digestFrequency: args.on ? ('WEEKLY' as const) : ('OFF' as const) }
          : { notificationEmailsOff: switchedOff(user.notificationEmailsOff, args.kind, args.on) };
      await updateUser(context.db, user.id, change);
      context.loaders.userById.clear(user.id);
      return settingsOf({ ...user, ...change });
    },
  }),
  /** How often the topic digest comes, for the signed-in person or the account a digest's signed link names. */
  updateDigestFrequency: t.field({
    type: NotificationEmailResult,
    args: {
      frequency: t.arg({ type: DigestFrequencyEnum, required: true }),
      userId: t.arg.id({ required: false }),
      signature: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const user = args.userId
        ? await linkedAccount(context, String(args.userId), args.signature ?? '')
        : context.viewer?.user;
      if (!user) return args.userId ? BAD_LINK : failure('Unauthorized', 'Sign in to change your settings.');
      await updateUser(context.db, user.id, { digestFrequency: args.frequency });
      context.loaders.userById.clear(user.id);
      return settingsOf({ ...user, digestFrequency: args.frequency });
    },
  }),
}));
