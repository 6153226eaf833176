import { and, between, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { postReferrersDaily, posts, postStatsDaily, type PostRow } from '../db/schema/index.ts';

/** Which of a writer's posts a stats table lists (docs/spec-checklist.md 3 §2: /me/stats, /responses, /series). */
export type StatsKind = 'STORIES' | 'RESPONSES' | 'SERIES';

/** A range of UTC days, both ends included, as the rollups name them. */
export interface DayRange {
  readonly first: string;
  readonly last: string;
}

export interface StatsTotals {
  readonly views: number;
  readonly reads: number;
  readonly readingTimeMs: number;
  readonly memberReadingTimeMs: number;
}

export interface StatsDay extends StatsTotals {
  readonly day: string;
}

export interface PostStatsRow extends StatsTotals {
  readonly post: PostRow;
}

export interface ReferrerCount {
  readonly source: string;
  readonly host: string;
  readonly views: number;
}

const KIND_FILTERS: Record<StatsKind, SQL | undefined> = {
  STORIES: and(isNull(posts.inResponseToPostId), isNull(posts.inResponseToCatalogId), eq(posts.isSeries, false)),
  RESPONSES: sql`(${posts.inResponseToPostId} is not null or ${posts.inResponseToCatalogId} is not null)`,
  SERIES: eq(posts.isSeries, true),
};

const sums = {
  views: sql<number>`coalesce(sum(${postStatsDaily.views}), 0)`,
  reads: sql<number>`coalesce(sum(${postStatsDaily.reads}), 0)`,
  readingTimeMs: sql<number>`coalesce(sum(${postStatsDaily.readingTimeMs}), 0)`,
  memberReadingTimeMs: sql<number>`coalesce(sum(${postStatsDaily.memberReadingTimeMs}), 0)`,
};

const inRange = (range: DayRange) => between(postStatsDaily.day, range.first, range.last);

/** Whose posts a stats overview covers: a writer's, or those in a publication. */
export type StatsOwner = { readonly writerId: string } | { readonly collectionId: string };

/**
 * Stats over a range for a writer's or a publication's posts, read from the daily rollups in one
 * round trip: the published posts of one kind, each post's sums, and the sums per day for the chart.
 */
export async function overviewStats(
  db: Database,
  owner: StatsOwner,
  kind: StatsKind,
  range: DayRange,
): Promise<{ rows: PostStatsRow[]; days: StatsDay[] }> {
  const whose = 'writerId' in owner ? eq(posts.creatorId, owner.writerId) : eq(posts.collectionId, owner.collectionId);
  const theirs = and(whose, isNotNull(posts.firstPublishedAt), isNull(posts.deletedAt), KIND_FILTERS[kind]);
  const theirIds = db.select({ id: posts.id }).from(posts).where(theirs);
  const [postRows, perPost, perDay] = await db.batch([
    db.select().from(posts).where(theirs).orderBy(desc(posts.firstPublishedAt)),
    db
      .select({ postId: postStatsDaily.postId, ...sums })
      .from(postStatsDaily)
      .where(and(inArray(postStatsDaily.postId, theirIds), inRange(range)))
      .groupBy(postStatsDaily.postId),
    db
      .select({ day: postStatsDaily.day, ...sums })
      .from(postStatsDaily)
      .where(and(inArray(postStatsDaily.postId, theirIds), inRange(range)))
      .groupBy(postStatsDaily.day)
      .orderBy(postStatsDaily.day),
  ]);
  const sumsByPost = new Map(perPost.map((row) => [row.postId, row]));
  const none: StatsTotals = { views: 0, reads: 0, readingTimeMs: 0, memberReadingTimeMs: 0 };
  return {
    rows: postRows.map((post) => {
      const { postId: _postId, ...totals } = sumsByPost.get(post.id) ?? { postId: post.id, ...none };
      return { post, ...totals };
    }),
    days: perDay,
  };
}

/** One story's stats over a range, in one round trip: per day, and views by where readers came from. */
export async function storyStats(
  db: Database,
  postId: string,
  range: DayRange,
): Promise<{ days: StatsDay[]; referrers: ReferrerCount[] }> {
  const [days, referrers] = await db.batch([
    db
      .select({ day: postStatsDaily.day, ...sums })
      .from(postStatsDaily)
      .where(and(eq(postStatsDaily.postId, postId), inRange(range)))
      .groupBy(postStatsDaily.day)
      .orderBy(postStatsDaily.day),
    db
      .select({
        source: postReferrersDaily.source,
        host: postReferrersDaily.host,
        views: sql<number>`sum(${postReferrersDaily.views})`,
      })
      .from(postReferrersDaily)
      .where(and(eq(postReferrersDaily.postId, postId), between(postReferrersDaily.day, range.first, range.last)))
      .groupBy(postReferrersDaily.source, postReferrersDaily.host)
      .orderBy(desc(sql`sum(${postReferrersDaily.views})`)),
  ]);
  return { days, referrers };
}

/** The sums of a list of days or rows. */
export function totalOf(items: readonly StatsTotals[]): StatsTotals {
  return items.reduce<StatsTotals>(
    (sum, item) => ({
      views: sum.views + item.views,
      reads: sum.reads + item.reads,
      readingTimeMs: sum.readingTimeMs + item.readingTimeMs,
      memberReadingTimeMs: sum.memberReadingTimeMs + item.memberReadingTimeMs,
    }),
    { views: 0, reads: 0, readingTimeMs: 0, memberReadingTimeMs: 0 },
  );
}
