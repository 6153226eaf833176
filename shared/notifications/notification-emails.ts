import { NOTIFICATION_EMAILS } from '../content/enumerations.ts';

export type NotificationEmail = (typeof NOTIFICATION_EMAILS)[number];

/** Whether a link's `?mail=` names one of the switches. */
export const isNotificationEmail = (value: string | null | undefined): value is NotificationEmail =>
  (NOTIFICATION_EMAILS as readonly (string | null | undefined)[]).includes(value);

/**
 * The notification e-mails the settings offer, in order, each a switch that is on until the
 * person turns it off; ALL, above them, turns every one off at once. The topic digest's switch is
 * its frequency (./topic-digest.ts); the newsletter switches are the subscriptions themselves
 * (/me/newsletters), and Quire sends no product or outreach mail, so those are not offered
 * (docs/notifications.md).
 */
export const NOTIFICATION_EMAIL_CHOICES: readonly { readonly kind: NotificationEmail; readonly label: string }[] = [
  { kind: 'FOLLOWER', label: 'Someone follows you' },
  {
    kind: 'SOCIAL',
    label: 'Someone responds to your story, highlights it or leaves you a note, or a story reaches a clap milestone',
  },
  { kind: 'MENTION', label: 'Someone mentions you' },
  { kind: 'COLLECTION', label: 'News of your publications: invitations, submissions and stories published' },
  { kind: 'CATALOG', label: 'Someone responds to one of your lists' },
  { kind: 'MEMBERSHIP', label: 'Someone becomes a member through your link' },
];

/**
 * Which switch mails a notification type. Single claps and follows of a publication stay in the
 * bell only: they come too often to be worth a mail each. Notices nobody caused (read milestones,
 * tax reminders) come from the daily jobs, which mail nothing.
 */
const SWITCH_OF_TYPE: Readonly<Record<string, NotificationEmail>> = {
  users_following_you: 'FOLLOWER',
  response_created: 'SOCIAL',
  quote: 'SOCIAL',
  note_created: 'SOCIAL',
  note_reply_created: 'SOCIAL',
  post_recommended_milestone: 'SOCIAL',
  mention_in_post: 'MENTION',
  collection_invitation: 'COLLECTION',
  collection_invitation_accepted: 'COLLECTION',
  post_submitted_to_collection: 'COLLECTION',
  post_approved_in_collection: 'COLLECTION',
  catalog_response_created: 'CATALOG',
  users_referred_membership: 'MEMBERSHIP',
};

/** The switch that governs mail of a notification type; null for a type that is never mailed. */
export const emailSwitchOf = (notificationType: string): NotificationEmail | null =>
  SWITCH_OF_TYPE[notificationType] ?? null;

/** Whether a notification of this type goes by mail to someone who turned these switches off. */
export function mailsNotification(notificationType: string, off: readonly NotificationEmail[]): boolean {
  const kind = emailSwitchOf(notificationType);
  return kind !== null && !off.includes('ALL') && !off.includes(kind);
}

/** The switches left off once `kind` is turned on or off; the order stays the enumeration's. */
export function switchedOff(
  off: readonly NotificationEmail[],
  kind: NotificationEmail,
  on: boolean,
): NotificationEmail[] {
  const rest = off.filter((each) => each !== kind);
  return on ? rest : [...rest, kind];
}
