import { eq, sql } from 'drizzle-orm';
import {
  TRENDING_SIZE,
  TRENDING_WEIGHTS,
  trendingDayWeights,
  type TrendingMode,
} from '../../shared/discovery/trending.ts';
import type { Database } from '../db/client.ts';
import { trendingCollectionPosts, trendingPosts } from '../db/schema/index.ts';
import { reachesReader } from '../moderation/index.ts';

// D1 binds at most 100 values a statement; a ranking row has 5
const ROWS_PER_INSERT = 20;

export interface Ranked {
  readonly id: string;
  readonly topic: string | null;
  readonly collection: string | null;
  readonly score: number;
  readonly overall: number;
  readonly inTopic: number;
  readonly inCollection: number;
}

/**
 * One mode's ranking, from the daily rollups (reads), claps and responses of the window, each
 * day's faded by its age (shared/discovery/trending.ts): the top stories overall, per topic and
 * per publication.
 * One query, whatever the size of the site: the database sums and ranks.
 */
export async function rankMode(db: Database, mode: TrendingMode, now: Date): Promise<Ranked[]> {
  const weights = [...trendingDayWeights(mode, now.getTime())];
  const from = Date.parse(`${weights.at(-1)?.[0] ?? '1970-01-01'}T00:00:00Z`);
  const weightRows = sql.join(
    weights.map(([day, weight]) => sql`(${day}, ${weight})`),
    sql`, `,
  );
  const dayOf = (column: string) => sql.raw(`strftime('%Y-%m-%d', ${column} / 1000, 'unixepoch')`);
  const { read, clap, response } = TRENDING_WEIGHTS;
  return db.all<Ranked>(sql`
    with weights(day, weight) as (values ${weightRows}),
    signals(post_id, day, points) as (
      select post_id, day, reads * ${read} from post_stats_daily where day >= ${weights.at(-1)?.[0] ?? ''}
      union all
      select post_id, ${dayOf('updated_at')}, count * ${clap} from claps where updated_at >= ${from}
      union all
      select in_response_to_post_id, ${dayOf('first_published_at')}, ${response} from posts
        where in_response_to_post_id is not null and first_published_at >= ${from} and deleted_at is null
    ),
    scored as (
      select p.id, p.primary_topic_id as topic, p.collection_id as collection, sum(s.points * w.weight) as score
      from signals s join weights w on w.day = s.day join posts p on p.id = s.post_id
      where p.first_published_at is not null and p.deleted_at is null and p.in_response_to_post_id is null
        and p.visibility != 'UNLISTED' and p.is_suspended = 0 and ${reachesReader(sql`p.creator_id`, null)}
      group by p.id
      having score > 0
    ),
    ranked as (
      select id, topic, collection, score,
        row_number() over (order by score desc, id) as overall,
        row_number() over (partition by topic order by score desc, id) as inTopic,
        row_number() over (partition by collection order by score desc, id) as inCollection
      from scored
    )
    select id, topic, collection, score, overall, inTopic, inCollection from ranked
      where overall <= ${TRENDING_SIZE} or (topic is not null and inTopic <= ${TRENDING_SIZE}) or (collection is not null and inCollection <= ${TRENDING_SIZE})`);
}

/** A ranking of one mode overall and per topic, and per publication. */
export type RankingRow = typeof trendingPosts.$inferInsert;
export type PublicationRankingRow = typeof trendingCollectionPosts.$inferInsert;

/** Replaces one mode's ranking in one batch: a page sees the old ranking or the new, never half. */
export async function replaceRanking(
  db: Database,
  mode: TrendingMode,
  rows: readonly RankingRow[],
  inPublications: readonly PublicationRankingRow[],
): Promise<void> {
  const inserts = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    inserts.push(db.insert(trendingPosts).values(rows.slice(start, start + ROWS_PER_INSERT)));
  for (let start = 0; start < inPublications.length; start += ROWS_PER_INSERT)
    inserts.push(db.insert(trendingCollectionPosts).values(inPublications.slice(start, start + ROWS_PER_INSERT)));
  await db.batch([
    db.delete(trendingPosts).where(eq(trendingPosts.mode, mode)),
    db.delete(trendingCollectionPosts).where(eq(trendingCollectionPosts.mode, mode)),
    ...inserts,
  ]);
}
