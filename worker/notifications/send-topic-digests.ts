import { sql } from 'drizzle-orm';
import { DIGEST_FREQUENCIES } from '../../shared/content/enumerations.ts';
import { DIGEST_STORIES, digestSubject, dueDigest } from '../../shared/notifications/topic-digest.ts';
import { link } from '../../shared/routes/index.ts';
import type { Database } from '../db/client.ts';
import { reachesReader } from '../moderation/limited-account-queries.ts';
import { idList } from '../db/id-list.ts';
import { digestDeliveries, posts, postTags, tagFollows, tags, users } from '../db/schema/index.ts';
import type { Mailer } from '../mail/outgoing-mail.ts';
import { notificationEmailsUrl, type NotificationMailSite } from './mail-notifications.ts';

/** People served in one round: their claims (three bound values each, and D1 binds 100 a query), their stories and their mails. */
const ROUND = 30;

interface DigestStory {
  readonly userId: string;
  readonly id: string;
  readonly title: string;
  readonly author: string;
  readonly topic: string;
}

/**
 * The people due a digest of this period: their frequency says so, they follow a topic, they have
 * an address, they have not turned every notification e-mail off, and theirs has not gone yet.
 */
const dueRecipients = (db: Database, frequency: string, period: string) =>
  db.all<{ id: string; email: string }>(sql`
    select u.id as id, u.email as email from ${users} u
    where u.digest_frequency = ${frequency} and u.email is not null and u.deleted_at is null
      and not exists (select 1 from json_each(u.notification_emails_off) where value = 'ALL')
      and exists (select 1 from ${tagFollows} f where f.follower_id = u.id)
      and not exists (select 1 from ${digestDeliveries} d where d.user_id = u.id and d.period = ${period})
    order by u.id limit ${ROUND}`);

/**
 * The most-clapped public stories of each person's followed topics since `since`, DIGEST_STORIES
 * each, none of their own, in one query for the whole round.
 */
const storiesFor = (db: Database, userIds: readonly string[], since: Date) =>
  db.all<DigestStory>(sql`
    select userId, id, title, author, topic from (
      select f.follower_id as userId, p.id as id, p.title as title, w.name as author, min(t.display_title) as topic,
        row_number() over (partition by f.follower_id order by p.clap_count desc, p.first_published_at desc) as rank
      from ${tagFollows} f
      join ${postTags} pt on pt.tag_slug = f.tag_slug
      join ${posts} p on p.id = pt.post_id
      join ${tags} t on t.slug = f.tag_slug
      join ${users} w on w.id = p.creator_id
      where f.follower_id in (${idList(userIds)})
        and p.first_published_at >= ${since.getTime()} and p.deleted_at is null and p.is_suspended = 0 and ${reachesReader(sql`p.creator_id`, null)}
        and p.visibility = 'PUBLIC' and p.in_response_to_post_id is null and p.creator_id <> f.follower_id
      group by f.follower_id, p.id
    ) where rank <= ${DIGEST_STORIES} order by userId, rank`);

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
      const claimed = new Set(
        (
          await db
            .insert(digestDeliveries)
            .values(recipients.map((recipient) => ({ userId: recipient.id, period: due.period, sentAt: now })))
            .onConflictDoNothing()
            .returning({ userId: digestDeliveries.userId })
        ).map((row) => row.userId),
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
          await db.run(
            sql`delete from ${digestDeliveries} where period = ${due.period} and user_id in (${idList(unsent)})`,
          );
          throw error;
        }
        sent += 1;
      }
    }
  }
  return { sent, more: false };
}
