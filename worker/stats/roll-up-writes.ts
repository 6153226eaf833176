import { sql } from 'drizzle-orm';
import { READING_EVENTS } from '../../shared/stats/reading-events.ts';
import { MAX_READING_TIME_REPORT_MS } from '../../shared/stats/read-rule.ts';
import type { Database } from '../db/client.ts';
import { TIME } from '../../shared/constants.ts';

const { view, read, readingTime } = READING_EVENTS;
const READING_TYPES = [view, read, readingTime] as const;
const TYPE_LIST = READING_TYPES.map((type) => `'${type}'`).join(', ');

/**
 * The reading events not counted yet, each with its story. The writer's own visits do not count
 * (an event of theirs joins no row here); events of stories that are gone join none either.
 */
const PENDING = `
  from events e
  join posts p on p.id = json_extract(e.data, '$.postId')
  left join users u on u.id = e.user_id
  where e.rolled_up = 0
    and e.type in (${TYPE_LIST})
    and (e.user_id is null or e.user_id <> p.creator_id)`;

const DAY = `strftime('%Y-%m-%d', e.timestamp / 1000, 'unixepoch')`;
const REPORTED_MS = `min(max(coalesce(cast(json_extract(e.data, '$.ms') as integer), 0), 0), ${MAX_READING_TIME_REPORT_MS})`;

/**
 * A member's reading that earns: of a members-only story whose writer is in the
 * Partner Program (its locked-post source is UGC). Anything else is read for free.
 */
const EARNING_READ = `u.medium_member_at is not null and p.visibility = 'LOCKED' and p.locked_source = 'UGC'`;

const ADD_TO_DAYS = `
  insert into post_stats_daily (post_id, day, views, reads, reading_time_ms, member_reading_time_ms)
  select p.id, ${DAY},
    sum(e.type = '${view}'),
    sum(e.type = '${read}'),
    sum(case when e.type = '${readingTime}' then ${REPORTED_MS} else 0 end),
    sum(case when e.type = '${readingTime}' and ${EARNING_READ} then ${REPORTED_MS} else 0 end)
  ${PENDING}
  group by p.id, ${DAY}
  on conflict (post_id, day) do update set
    views = views + excluded.views,
    reads = reads + excluded.reads,
    reading_time_ms = reading_time_ms + excluded.reading_time_ms,
    member_reading_time_ms = member_reading_time_ms + excluded.member_reading_time_ms`;

/** Each member's earning reading time per story per month: what divides their share of the fee. */
const ADD_TO_MEMBER_MONTHS = `
  insert into member_reading_monthly (month, member_id, post_id, reading_time_ms)
  select strftime('%Y-%m', e.timestamp / 1000, 'unixepoch'), e.user_id, p.id, sum(${REPORTED_MS})
  ${PENDING} and e.type = '${readingTime}' and ${EARNING_READ}
  group by 1, 2, 3
  on conflict (month, member_id, post_id) do update set reading_time_ms = reading_time_ms + excluded.reading_time_ms`;

const ADD_TO_REFERRERS = `
  insert into post_referrers_daily (post_id, day, source, host, views)
  select p.id, ${DAY}, coalesce(json_extract(e.data, '$.trafficSource'), 'OTHER'), coalesce(json_extract(e.data, '$.trafficHost'), ''), count(*)
  ${PENDING} and e.type = '${view}'
  group by 1, 2, 3, 4
  on conflict (post_id, day, source, host) do update set views = views + excluded.views`;

/** Each story the pending events add reads to: its writer, and its reads before and after. */
const READS_ADDED = `
  select p.id as postId, p.creator_id as creatorId,
    coalesce((select sum(d.reads) from post_stats_daily d where d.post_id = p.id), 0) as readsBefore,
    sum(e.type = '${read}') as added
  ${PENDING}
  group by p.id
  having added > 0`;

const MARK_COUNTED = `update events set rolled_up = 1 where rolled_up = 0 and type in (${TYPE_LIST})`;

export interface ReadsAdded {
  readonly postId: string;
  readonly creatorId: string;
  readonly readsBefore: number;
  readonly readsAfter: number;
}

/**
 * Adds every reading event not yet counted to the daily rollups and marks it counted, in one D1
 * batch (one transaction): a redelivered queue message, a keep-alive send repeating a scheduled
 * one, or a consumer that died half-way all leave each event counted exactly once. The SQL is
 * fixed text (no value comes from a request), so it goes to D1 as it is. Answers the stories
 * whose reads grew, for their milestones.
 */
export async function rollUpReadingEvents(db: Database): Promise<ReadsAdded[]> {
  const [added] = await db.$client.batch<{ postId: string; creatorId: string; readsBefore: number; added: number }>(
    [READS_ADDED, ADD_TO_DAYS, ADD_TO_MEMBER_MONTHS, ADD_TO_REFERRERS, MARK_COUNTED].map((statement) =>
      db.$client.prepare(statement),
    ),
  );
  return (added?.results ?? []).map((row) => ({
    postId: row.postId,
    creatorId: row.creatorId,
    readsBefore: row.readsBefore,
    readsAfter: row.readsBefore + row.added,
  }));
}

/** Raw events are kept this long after they arrive: the rollups keep what stats need for ever. */
export const RAW_EVENT_DAYS = 30;

/** The daily cron forgets raw events past their window, once counted (or never to be counted). */
export async function pruneRawEvents(db: Database, now: Date): Promise<void> {
  const before = now.getTime() - RAW_EVENT_DAYS * TIME.day;
  await db.run(
    sql`delete from events where created_at < ${before} and (rolled_up = 1 or type not in (${view}, ${read}, ${readingTime}))`,
  );
}
