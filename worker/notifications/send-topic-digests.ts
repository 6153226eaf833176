import { DIGEST_FREQUENCIES } from '../../shared/content/enumerations.ts';
import { digestSubject, dueDigest } from '../../shared/notifications/topic-digest.ts';
import { link } from '../../shared/routes/index.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../mail/outgoing-mail.ts';
import { claimDigests, dueRecipients, giveBackDigests, storiesFor } from './digest-writes.ts';
import { notificationEmailsUrl, type NotificationMailSite } from './mail-notifications.ts';

/**
 * The daily run's topic digests (shared/notifications/topic-digest.ts), `rounds` rounds of ROUND
 * people at most; answers whether anyone is left for another run. Each person's digest is claimed
 * before its mail goes; a failed send gives back its claim and those not yet sent and fails, so a
 * retry sends what is left and nothing twice. Someone whose topics had no new story gets nothing.
 */
export async function sendTopicDigests(
  db: Database,
  mailer: Mailer,
  site: NotificationMailSite,
  now: Date,
  rounds: number,
): Promise<{ sent: number; more: boolean }> {
  let sent = 0;
  for (const frequency of DIGEST_FREQUENCIES) {
    const due = dueDigest(frequency, now);
    if (!due) continue;
    for (;;) {
      const recipients = await dueRecipients(db, frequency, due.period);
      if (recipients.length === 0) break;
      if (rounds === 0) return { sent, more: true };
      rounds -= 1;
      const claimed = await claimDigests(
        db,
        recipients.map((recipient) => recipient.id),
        due.period,
        now,
      );
      // another run took them all meanwhile: they are no longer due, and the next round moves on
      if (claimed.size === 0) continue;
      const stories = await storiesFor(db, [...claimed], due.since);
      const toMail = recipients.filter(
        (recipient) => claimed.has(recipient.id) && stories.some((story) => story.userId === recipient.id),
      );
      for (const [index, recipient] of toMail.entries()) {
        const theirs = stories.filter((story) => story.userId === recipient.id);
        const storyUrl = (id: string) => `${site.origin}${link('ShowPost', { postId: id })}`;
        const stopUrl = await notificationEmailsUrl(site, recipient.id, 'TOPIC_DIGEST');
        try {
          await mailer.send({
            to: recipient.email,
            subject: digestSubject([...new Set(theirs.map((story) => story.topic))]),
            text: [
              'New stories from the topics you follow:',
              '',
              ...theirs.flatMap((story) => [
                `${story.title || 'Untitled story'}, by ${story.author} (${story.topic})`,
                storyUrl(story.id),
                '',
              ]),
              '—',
              `You get this digest because you follow these topics on ${site.productName}.`,
              `Stop the digest: ${stopUrl}`,
            ].join('\n'),
            links: [...theirs.map((story) => storyUrl(story.id)), stopUrl],
            headers: { 'List-Unsubscribe': `<${stopUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          });
        } catch (error) {
          const unsent = toMail.slice(index).map((each) => each.id);
          await giveBackDigests(db, due.period, unsent);
          throw error;
        }
        sent += 1;
      }
    }
  }
  return { sent, more: false };
}
