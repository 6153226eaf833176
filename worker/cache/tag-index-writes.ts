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

/** A page kept at the edge, to be written down under its tags. */
export interface StoredPage {
  readonly key: string;
  readonly tags: readonly string[];
  readonly storedAt: Date;
  /** When its render began: a purge of one of its tags at or after this found it too late. */
  readonly since: Date;
}

/**
 * Stored pages written down under each of their tags, and the pages one of whose tags was purged
 * since their render began, in one round trip for any number of pages: the batch runs as one
 * transaction, so a purge noted after the check reads the index with these pages in it. The
 * pages travel as one JSON parameter (D1 binds at most 100 values a statement), and every
 * uncached page that is kept pays this, so the SQL is built once.
 */
const storePages = preparedBatch(['pages'], (db, { pages }) => [
  db
    .insert(edgeCacheEntries)
    .select(
      // `where true` lets SQLite read the upsert that follows a select (its documented parsing ambiguity)
      sql`select tag.value, page.value ->> 'key', page.value ->> 'storedAt' from json_each(${pages}) page, json_each(page.value, '$.tags') tag where true`,
    )
    .onConflictDoUpdate({
      target: [edgeCacheEntries.tag, edgeCacheEntries.cacheKey],
      set: { storedAt: sql`excluded.stored_at` },
    }),
  // the pages by their place in the list
  db
    .select({ place: sql<number>`page.key` })
    .from(sql`json_each(${pages}) page`)
    .where(
      sql`exists (select 1 from json_each(page.value, '$.tags') tag join ${edgeCachePurges} on ${edgeCachePurges.tag} = tag.value where ${edgeCachePurges.purgedAt} >= page.value ->> 'since')`,
    ),
]);

/** Writes stored pages down under their tags; answers for each whether one of its tags was purged since its render began (the copy is stale). */
export async function recordStoredPages(db: Database, pages: readonly StoredPage[]): Promise<boolean[]> {
  if (pages.every((page) => page.tags.length === 0)) return pages.map(() => false);
  const [, purged] = await storePages(db.$client, {
    pages: JSON.stringify(
      pages.map(({ key, tags, storedAt, since }) => ({
        key,
        tags,
        storedAt: storedAt.getTime(),
        since: since.getTime(),
      })),
    ),
  });
  const places = new Set(purged.map(({ place }) => place));
  return pages.map((_, place) => places.has(place));
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
