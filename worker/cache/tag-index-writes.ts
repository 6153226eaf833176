import { lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { jsonValues } from '../db/json-values.ts';
import { preparedBatch } from '../db/prepared-batch.ts';
import { edgeCacheEntries, edgeCachePurges } from '../db/schema/index.ts';

// Tags and keys travel as one JSON parameter: D1 binds at most 100 values a statement.
const inJson = (values: readonly string[]) => jsonValues(JSON.stringify(values));

/**
 * A row per tag of a JSON array (bound as one parameter), the tag first, then the given columns. `where true` lets SQLite read the
 * upsert that follows a select (its documented parsing ambiguity).
 */
const eachOf = (tags: unknown, columns: SQL) => sql`select value, ${columns} from json_each(${tags}) where true`;

/**
 * A stored page written down under each of its tags, and the latest purge of any of them, in one
 * round trip: the batch runs as one transaction, so a purge noted after the check reads the index
 * with this page in it. Every uncached page that is kept pays this, so its SQL is built once.
 */
const storePage = preparedBatch(['key', 'storedAt', 'tags'], (db, { key, storedAt, tags }) => [
  // three values a row would pass the bind limit at 34 tags
  db
    .insert(edgeCacheEntries)
    .select(eachOf(tags, sql`${key}, ${storedAt}`))
    .onConflictDoUpdate({
      target: [edgeCacheEntries.tag, edgeCacheEntries.cacheKey],
      set: { storedAt: sql`excluded.stored_at` },
    }),
  db
    .select({ purgedAt: sql<number | null>`max(${edgeCachePurges.purgedAt})` })
    .from(edgeCachePurges)
    .where(sql`${edgeCachePurges.tag} in ${jsonValues(tags)}`),
]);

/** Writes a stored page down under its tags; purged when one was purged at or after `since` (a page rendered before that is stale). */
export async function recordStoredPage(
  db: Database,
  key: string,
  tags: readonly string[],
  storedAt: Date,
  since: Date,
): Promise<{ purged: boolean }> {
  if (tags.length === 0) return { purged: false };
  const [, [row]] = await storePage(db.$client, { key, storedAt: storedAt.getTime(), tags: JSON.stringify(tags) });
  return { purged: row?.purgedAt != null && row.purgedAt >= since.getTime() };
}

/** Notes the purge of the tags and returns the keys stored under them, in one round trip. */
export async function keysToPurge(db: Database, tags: readonly string[], purgedAt: Date): Promise<string[]> {
  const [, rows] = await db.batch([
    db
      .insert(edgeCachePurges)
      .select(eachOf(JSON.stringify(tags), sql`${purgedAt.getTime()}`))
      .onConflictDoUpdate({ target: edgeCachePurges.tag, set: { purgedAt } }),
    db
      .selectDistinct({ cacheKey: edgeCacheEntries.cacheKey })
      .from(edgeCacheEntries)
      .where(sql`${edgeCacheEntries.tag} in ${inJson(tags)}`),
  ]);
  return rows.map((row) => row.cacheKey);
}

/** Forgets purged pages under every tag they were stored with. */
export async function forgetKeys(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await db.delete(edgeCacheEntries).where(sql`${edgeCacheEntries.cacheKey} in ${inJson(keys)}`);
}

/** The daily upkeep: entries and purge times older than anything the cache still keeps. */
export async function pruneTagIndex(db: Database, before: Date): Promise<void> {
  await db.batch([
    db.delete(edgeCacheEntries).where(lt(edgeCacheEntries.storedAt, before)),
    db.delete(edgeCachePurges).where(lt(edgeCachePurges.purgedAt, before)),
  ]);
}
