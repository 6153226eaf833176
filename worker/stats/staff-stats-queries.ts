import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { events, posts, postStatsDaily } from '../db/schema/index.ts';
import { TIME } from '../../shared/constants.ts';

/** What the event pipeline holds (the staff's internal status page), in one round trip. */
export async function pipelineStatus(db: Database, now: Date) {
  const since = new Date(now.getTime() - TIME.day);
  const [byType, [pending], [stored], [rollupRows], errors, vitals] = await db.batch([
    db
      .select({ type: events.type, count: sql<number>`count(*)` })
      .from(events)
      .where(gte(events.createdAt, since))
      .groupBy(events.type)
      .orderBy(desc(sql`count(*)`)),
    db
      .select({ count: sql<number>`count(*)` })
      .from(events)
      .where(sql`${events.rolledUp} = 0 and ${events.type} like 'post.%'`),
    db.select({ count: sql<number>`count(*)` }).from(events),
    db.select({ count: sql<number>`count(*)` }).from(postStatsDaily),
    db
      .select({ data: events.data, at: events.timestamp })
      .from(events)
      .where(and(eq(events.type, 'client.error'), gte(events.createdAt, since)))
      .orderBy(desc(events.timestamp))
      .limit(20),
    db
      .select({ data: events.data })
      .from(events)
      .where(and(eq(events.type, 'perf.vitals'), gte(events.createdAt, since)))
      .orderBy(desc(events.timestamp))
      .limit(1000),
  ]);
  return {
    byType,
    pending: pending?.count ?? 0,
    stored: stored?.count ?? 0,
    rollupRows: rollupRows?.count ?? 0,
    errors,
    vitals: vitals.map((row) => row.data),
  };
}

/**
 * Writers to feature next (the staff's curation page): those whose stories were read most in the
 * last 30 days, with their reads and views, from the rollups.
 */
export function mostReadWriters(db: Database, now: Date, limit = 20) {
  const since = new Date(now.getTime() - 30 * TIME.day).toISOString().slice(0, 10);
  return db
    .select({
      writerId: posts.creatorId,
      reads: sql<number>`sum(${postStatsDaily.reads})`,
      views: sql<number>`sum(${postStatsDaily.views})`,
      stories: sql<number>`count(distinct ${posts.id})`,
    })
    .from(postStatsDaily)
    .innerJoin(posts, eq(posts.id, postStatsDaily.postId))
    .where(gte(postStatsDaily.day, since))
    .groupBy(posts.creatorId)
    .orderBy(desc(sql`sum(${postStatsDaily.reads})`))
    .limit(limit);
}
