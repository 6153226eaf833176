import { sql } from 'drizzle-orm';
import { TIME } from '../../shared/constants.ts';
import type { Database } from '../db/client.ts';

/** Every save is kept this long; after it, a story keeps the last save of each day (docs/writing.md). */
export const EVERY_SAVE_KEPT_MS = TIME.day;
/**
 * How far back each daily run looks past that day: saves that turned a day old since the last
 * run, and those of a week of missed runs.
 */
const CATCH_UP_MS = 7 * TIME.day;

/**
 * Thins a story's revisions once they are a day old: of each UTC day's saves only the last stays,
 * and the story's latest revision and the one its readers see (the latest published) always stay.
 * The editor saves at every pause, so a story written in an afternoon keeps a revision for that
 * afternoon instead of hundreds (docs/scale.md, "What one database holds").
 */
export async function thinRevisions(db: Database, now: Date): Promise<void> {
  const cut = now.getTime() - EVERY_SAVE_KEPT_MS;
  // written into the statement: a bound number may reach SQLite as a real, and the division must not leave a fraction
  const day = sql.raw(String(TIME.day));
  await db.run(sql`
    delete from post_versions
    where created_at < ${cut} and created_at >= ${cut - CATCH_UP_MS}
      and exists (
        select 1 from post_versions later
        where later.post_id = post_versions.post_id and later.rev > post_versions.rev
          and later.created_at / ${day} = post_versions.created_at / ${day})
      and not exists (
        select 1 from posts
        where posts.id = post_versions.post_id
          and (posts.latest_rev = post_versions.rev or posts.latest_published_rev = post_versions.rev))`);
}
