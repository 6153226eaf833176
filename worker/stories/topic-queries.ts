import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { topics } from '../db/schema/index.ts';

/** A topic by its address's slug, public or not; null when there is none. */
export const topicBySlug = async (db: Database, slug: string) =>
  (await db.select().from(topics).where(eq(topics.slug, slug)))[0] ?? null;

/** The public topics a writer can file a story under, by name. */
export const publicTopics = (db: Database) =>
  db.select().from(topics).where(eq(topics.visibility, 'PUBLIC')).orderBy(asc(topics.name));
