import { eq, sql } from 'drizzle-orm';
import type { AudienceGranularity } from '../../shared/stats/audience.ts';
import type { Database } from '../db/client.ts';
import { follows } from '../db/schema/index.ts';

const DAY = sql`date(${follows.createdAt} / 1000, 'unixepoch')`;

/** A period's first day: the day, the Monday on or before it, or the first of its month (UTC). */
const PERIOD_START: Record<AudienceGranularity, ReturnType<typeof sql<string>>> = {
  daily: sql<string>`${DAY}`,
  weekly: sql<string>`date(${DAY}, '-6 days', 'weekday 1')`,
  monthly: sql<string>`strftime('%Y-%m-01', ${DAY})`,
};

/** How many of a writer's followers began following in each period: one grouped query. */
export function followerGains(db: Database, userId: string, granularity: AudienceGranularity) {
  const period = PERIOD_START[granularity];
  return db
    .select({ period, gained: sql<number>`count(*)` })
    .from(follows)
    .where(eq(follows.followedId, userId))
    .groupBy(period);
}
