import { createScheduledController, env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { EDGE_KEEP_SECONDS } from '../../worker/cache/stored-page.ts';
import worker from '../../worker/index.ts';
import { edgeCacheEntries, edgeCachePurges } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

// A file of its own: the journeys of edge-cache-purge.test.ts leave notification jobs on the
// queue, which could land during the cron run here and fail against the next test's data.
// Test files share a runtime and its database (vitest.config.ts): the tables it reads whole start empty.
beforeEach(() => db.batch([db.delete(edgeCacheEntries), db.delete(edgeCachePurges)]));

describe('the daily upkeep', () => {
  it('forgets index entries and purge times older than anything the cache still keeps', async () => {
    const now = Date.UTC(2026, 10, 22, 3, 17);
    const keep = EDGE_KEEP_SECONDS * 1000;
    await db.batch([
      db.insert(edgeCacheEntries).values([
        { tag: 'postId-old', cacheKey: 'http://localhost/old', storedAt: new Date(now - keep - 1) },
        { tag: 'postId-new', cacheKey: 'http://localhost/new', storedAt: new Date(now - keep + 60_000) },
      ]),
      db.insert(edgeCachePurges).values([
        { tag: 'postId-old', purgedAt: new Date(now - keep - 1) },
        { tag: 'postId-new', purgedAt: new Date(now - 1000) },
      ]),
    ]);
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: '17 3 * * *' }), env);
    expect((await env.DB.prepare('select tag from edge_cache_entries').all()).results).toEqual([{ tag: 'postId-new' }]);
    // the run also purges the trending pages it re-ranked, which it records now
    expect((await env.DB.prepare("select tag from edge_cache_purges where tag like 'postId-%'").all()).results).toEqual(
      [{ tag: 'postId-new' }],
    );
    expect(
      (await env.DB.prepare("select tag from edge_cache_purges where tag like 'name-showtrending%' order by tag").all())
        .results,
    ).toHaveLength(3);
  });
});
