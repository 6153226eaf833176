import { env } from 'cloudflare:test';
import { getTableName } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { indexStoredPage } from '../../worker/cache/index-stored-page.ts';
import { edgeCacheEntries, edgeCachePurges } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const INDEX_TABLE = `"${getTableName(edgeCacheEntries)}"`;

/** D1 noting each round trip that writes kept pages down: how many pages it carried (its JSON parameter lists them). */
function watchingIndexWrites(writes: number[]): D1Database {
  const watched = <Client extends D1Database | D1DatabaseSession>(client: Client): Client =>
    new Proxy(client, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (property === 'withSession')
          return (constraint: D1SessionConstraint) => watched((target as D1Database).withSession(constraint));
        if (property !== 'batch') return typeof value === 'function' ? value.bind(target) : value;
        return (statements: (D1PreparedStatement & { statement: string; params: unknown[] })[]) => {
          const write = statements.find(
            (statement) => /^insert\b/.test(statement.statement) && statement.statement.includes(INDEX_TABLE),
          );
          if (write) writes.push((JSON.parse(String(write.params[0])) as unknown[]).length);
          return target.batch(statements);
        };
      },
    });
  return watched(env.DB);
}

const keysTagged = async (tag: string) =>
  (
    await env.DB.prepare('select cache_key from edge_cache_entries where tag = ?')
      .bind(tag)
      .all<{ cache_key: string }>()
  ).results.map((row) => row.cache_key);

const page = (key: string, tags: string[], since: Date) => ({ key, tags, storedAt: new Date(), since });

beforeEach(() => db.batch([db.delete(edgeCacheEntries), db.delete(edgeCachePurges)]));

describe('kept pages written down together', () => {
  it('go to D1 in one round trip, each told whether a purge since its render found it stale', async () => {
    const writes: number[] = [];
    const d1 = watchingIndexWrites(writes);
    const rendered = new Date(Date.now() - 1000);
    await db.insert(edgeCachePurges).values({ tag: 'postId-b', purgedAt: new Date() }).run();
    const told: [string, boolean][] = [];
    const tell = (key: string) => (purged: boolean) => told.push([key, purged]);
    // kept one after another within the wait: the first page's request writes for all three
    const first = indexStoredPage(d1, page('a', ['postId-a', 'userId-u'], rendered), tell('a'));
    const others = [
      indexStoredPage(d1, page('b', ['postId-b', 'userId-u'], rendered), tell('b')),
      indexStoredPage(d1, page('c', [], rendered), tell('c')),
    ];
    await Promise.all(others);
    expect(told).toEqual([]);
    await first;
    expect(writes).toEqual([3]);
    expect(told).toEqual([
      ['a', false],
      ['b', true],
      ['c', false],
    ]);
    expect(await keysTagged('userId-u')).toEqual(['a', 'b']);
  });

  it('a page rendered after the purge is not stale', async () => {
    await db
      .insert(edgeCachePurges)
      .values({ tag: 'postId-a', purgedAt: new Date(Date.now() - 60_000) })
      .run();
    let stale: boolean | undefined;
    await indexStoredPage(env.DB, page('a', ['postId-a'], new Date()), (purged) => {
      stale = purged;
    });
    expect(stale).toBe(false);
    expect(await keysTagged('postId-a')).toEqual(['a']);
  });
});
