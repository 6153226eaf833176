import {
  emailSwitchOf,
  mailsNotification,
  NOTIFICATION_EMAIL_CHOICES,
} from '../../shared/notifications/notification-emails.ts';
import { notificationHref } from '../../shared/notifications/notification-href.ts';
import { notificationText, plainText } from '../../shared/notifications/notification-text.ts';
import type { LinkParams } from '../../shared/routes/format-pattern.ts';
import { link, type RouteName } from '../../shared/routes/index.ts';
import { linkSignature } from '../auth/link-signature.ts';
import type { Database } from '../db/client.ts';
import { claimMailing, giveBackMailing, whatMailsName } from './notification-writes.ts';
import type { Mailer } from '../mail/outgoing-mail.ts';

/** What signs the link in a notification e-mail that turns that kind of e-mail off. */
export const NOTIFICATION_EMAIL_PURPOSE = 'notification-email';

/** Where notification mail comes from and leads to. */
export interface NotificationMailSite {
  readonly origin: string;
  readonly productName: string;
  readonly env: Parameters<typeof linkSignature>[0];
}

/** A notification just stored, as deliverNotifications wrote it. */
export interface StoredNotification {
  readonly id: string;
  readonly userId: string;
  readonly notificationType: string;
  readonly actorId: string | null;
  readonly postId: string | null;
  readonly collectionId: string | null;
  readonly catalogId: string | null;
  readonly responsePostId: string | null;
  readonly noteId: string | null;
}

/** The signed address that opens a person's notification e-mails and, by POST, turns `kind` off in one click. */
export async function notificationEmailsUrl(site: NotificationMailSite, userId: string, kind: string): Promise<string> {
  const path = link('ShowEmailSettings', {
    userId,
    hash: await linkSignature(site.env, NOTIFICATION_EMAIL_PURPOSE, userId),
  });
  return `${site.origin}${path}?mail=${encodeURIComponent(kind)}`;
}

/**
 * Mails the notifications that their recipients take by e-mail (shared/notifications/notification-emails.ts),
 * each at most once: a notification is claimed (mailed_at) before its mail goes, and a failed send
 * gives back its claim and those not yet sent and fails the job, so the queue's retry sends what
 * is left and nothing twice. Everything a mail names is read in one round trip. Answers how many went.
 */
export async function mailNotifications(
  db: Database,
  mailer: Mailer,
  site: NotificationMailSite,
  stored: readonly StoredNotification[],
  now: Date,
): Promise<number> {
  const candidates = stored.filter((row) => emailSwitchOf(row.notificationType) !== null);
  if (candidates.length === 0) return 0;
  const { recipients, actors, stories, publications, lists } = await whatMailsName(db, candidates);
  const recipientById = new Map(recipients.map((row) => [row.id, row]));
  const wanted = candidates.filter((row) => {
    const recipient = recipientById.get(row.userId);
    return recipient?.email && mailsNotification(row.notificationType, recipient.off);
  });
  if (wanted.length === 0) return 0;
  const claimed = await claimMailing(
    db,
    wanted.map((row) => row.id),
    now,
  );
  const toSend = wanted.filter((row) => claimed.has(row.id));
  const actorById = new Map(actors.map((row) => [row.id, row]));
  const storyById = new Map(stories.map((row) => [row.id, row]));
  const publicationById = new Map(publications.map((row) => [row.id, row]));
  const listById = new Map(lists.map((row) => [row.id, row]));
  const siteLink = (name: RouteName, params?: LinkParams) => `${site.origin}${link(name, params)}`;
  for (const [index, row] of toSend.entries()) {
    const recipient = recipientById.get(row.userId);
    const kind = emailSwitchOf(row.notificationType);
    if (!recipient?.email || !kind) continue;
    const actor = row.actorId ? actorById.get(row.actorId) : undefined;
    const story = row.postId ? storyById.get(row.postId) : undefined;
    const publication = row.collectionId ? publicationById.get(row.collectionId) : undefined;
    const list = row.catalogId ? listById.get(row.catalogId) : undefined;
    const sentence = plainText(
      notificationText({
        notificationType: row.notificationType,
        actor: actor ?? null,
        rollupItems: [],
        post: story ?? null,
        collection: publication ?? null,
        catalog: list ?? null,
        milestoneArg: null,
      }),
    );
    const href =
      notificationHref(
        {
          notificationType: row.notificationType,
          actor: actor ? { mediumUrl: siteLink('ShowUser', { username: actor.username }) } : null,
          post: story ? { id: story.id, mediumUrl: siteLink('ShowPost', { postId: story.id }) } : null,
          responsePost: row.responsePostId ? { mediumUrl: siteLink('ShowPost', { postId: row.responsePostId }) } : null,
          catalog: null,
          collection: publication ? { slug: publication.slug } : null,
          note: row.noteId ? { id: row.noteId } : null,
        },
        siteLink,
        recipient.username,
      ) ?? siteLink('ShowYourNotifications');
    const stopUrl = await notificationEmailsUrl(site, recipient.id, kind);
    const label = NOTIFICATION_EMAIL_CHOICES.find((choice) => choice.kind === kind)?.label ?? kind;
    try {
      await mailer.send({
        to: recipient.email,
        subject: sentence,
        text: [
          `${sentence}.`,
          '',
          href,
          '',
          '—',
          `You get this e-mail because “${label}” is on in your ${site.productName} notification e-mails.`,
          `Stop these e-mails: ${stopUrl}`,
        ].join('\n'),
        links: [href, stopUrl],
        headers: { 'List-Unsubscribe': `<${stopUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    } catch (error) {
      const unsent = toSend.slice(index).map((each) => each.id);
      await giveBackMailing(db, unsent);
      throw error;
    }
  }
  return toSend.length;
}
