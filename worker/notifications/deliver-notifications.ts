import type { Database } from '../db/client.ts';
import type { Mailer } from '../mail/outgoing-mail.ts';
import { mailNotifications, type NotificationMailSite } from './mail-notifications.ts';
import { presentAccounts, relationsToActor, writeNotifications } from './notification-writes.ts';
import type { NotificationJob } from './notification-job.ts';
import { notificationsFor, type NotificationDraft } from './notifications-for.ts';
import { hexOf } from '../../shared/hex.ts';
import { hearsFrom } from '../../shared/notifications/notification-mode.ts';

/** A notification's id from its dedupe key, so writing the same one twice keeps the first. */
async function idFor(draft: NotificationDraft): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${draft.userId}\n${draft.dedupeKey}`));
  return hexOf(new Uint8Array(digest).slice(0, 12));
}

/**
 * Recipients who muted or blocked the actor, or whom the actor blocked, hear nothing of them; nor
 * do those whose notification mode (/me/settings/notifications) is OFF, or NETWORK while they do
 * not follow the actor, nor anyone who does not follow an actor moderators limited (its doings
 * reach its followers only: docs/trust-and-safety.md). An account deleted since the event hears
 * nothing at all. One round trip.
 * Notices nobody caused (tax reminders, read milestones) come whatever the mode: they are about
 * the person's own account.
 */
async function recipientsToSkip(
  db: Database,
  actorId: string | null,
  recipients: readonly string[],
): Promise<{ silenced: Set<string>; present: Set<string> }> {
  if (actorId === null) {
    // nobody's doing (a reminder): only whether the recipient is still there matters
    return { silenced: new Set(), present: await presentAccounts(db, recipients) };
  }
  const { present, muting, blocking, following } = await relationsToActor(db, actorId, recipients);
  const followers = new Set(following.map((row) => row.userId));
  const actorLimited = present.some((row) => row.id === actorId && row.limited);
  const unheard = present.filter(
    (row) =>
      row.id !== actorId && (!hearsFrom(row.mode, followers.has(row.id)) || (actorLimited && !followers.has(row.id))),
  );
  return {
    silenced: new Set([
      ...muting.map((row) => row.userId),
      ...blocking.map((row) => (row.blocker === actorId ? row.blocked : row.blocker)),
      ...unheard.map((row) => row.id),
    ]),
    present: new Set(present.map((row) => row.id)),
  };
}

/** What mailing notifications needs besides the job's origin: the carrier, and what signs the links. */
export type NotificationMailing = { readonly mailer: Mailer } & Omit<NotificationMailSite, 'origin'>;

/**
 * The queue consumer's work for one event: the notifications it causes, less those for people who
 * silenced the actor, written once each however often the message comes; and, when the event
 * names the site it happened on, the mail of those their recipients take by e-mail.
 */
export async function deliverNotifications(
  db: Database,
  job: NotificationJob,
  mailing?: NotificationMailing,
): Promise<number> {
  const drafts = notificationsFor(job.event);
  const actorId = job.event.actorId;
  if (drafts.length === 0) return 0;
  const { silenced, present } = await recipientsToSkip(
    db,
    actorId,
    drafts.map((draft) => draft.userId),
  );
  // a milestone goes with its clap: when the clap is not told, neither is the milestone
  const kept = drafts.filter(
    (draft) => present.has(draft.userId) && (actorId === null || present.has(actorId)) && !silenced.has(draft.userId),
  );
  if (kept.length === 0) return 0;
  const rows = await Promise.all(
    kept.map(async (draft) => ({
      id: await idFor(draft),
      userId: draft.userId,
      notificationType: draft.notificationType,
      actorId: draft.actorId,
      postId: draft.postId ?? null,
      collectionId: draft.collectionId ?? null,
      catalogId: draft.catalogId ?? null,
      responsePostId: draft.responsePostId ?? null,
      noteId: draft.noteId ?? null,
      noteReplyId: draft.noteReplyId ?? null,
      quoteId: draft.quoteId ?? null,
      milestoneArg: draft.milestoneArg ?? null,
      rollupKey: draft.rollupKey,
      occurredAt: new Date(job.occurredAt),
    })),
  );
  await writeNotifications(db, rows);
  if (mailing && job.origin)
    await mailNotifications(db, mailing.mailer, { ...mailing, origin: job.origin }, rows, new Date());
  return rows.length;
}
