import { and, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { posts, type PostRow } from '../db/schema/index.ts';

/**
 * Takes the stories whose time has come off the schedule, in one statement: a run that overlaps
 * another (or a cron retry) finds them already taken, so each publishes once.
 */
export const claimDueStories = (db: Database, now: Date): Promise<PostRow[]> =>
  db
    .update(posts)
    .set({ scheduledAt: null })
    .where(
      and(
        isNotNull(posts.scheduledAt),
        lte(posts.scheduledAt, now),
        isNull(posts.firstPublishedAt),
        isNull(posts.deletedAt),
      ),
    )
    .returning();
