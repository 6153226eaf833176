import { sql } from 'drizzle-orm';
import { DIGEST_STORIES } from '../../shared/notifications/topic-digest.ts';
import type { Database } from '../db/client.ts';
import { idList } from '../db/id-list.ts';
import { digestDeliveries, posts, postTags, tagFollows, tags, users } from '../db/schema/index.ts';
import { reachesReader } from '../moderation/index.ts';

/** People served in one round: their claims (three bound values each, and D1 binds 100 a query), their stories and their mails. */
const ROUND = 30;

export interface DigestStory {
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
export const dueRecipients = (db: Database, frequency: string, period: string) =>
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
export const storiesFor = (db: Database, userIds: readonly string[], since: Date) =>
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

/** Claims this period's digest for people (it is theirs to send now); the ids not claimed before. */
export async function claimDigests(
  db: Database,
  userIds: readonly string[],
  period: string,
  now: Date,
): Promise<Set<string>> {
  const rows = await db
    .insert(digestDeliveries)
    .values(userIds.map((userId) => ({ userId, period, sentAt: now })))
    .onConflictDoNothing()
    .returning({ userId: digestDeliveries.userId });
  return new Set(rows.map((row) => row.userId));
}

/** Gives back the claims of digests not sent, for a retry. */
export async function giveBackDigests(db: Database, period: string, userIds: readonly string[]): Promise<void> {
  await db.run(sql`delete from ${digestDeliveries} where period = ${period} and user_id in (${idList(userIds)})`);
}
