import { env } from 'cloudflare:test';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { database } from '../../worker/db/client.ts';
import { users } from '../../worker/db/schema/users.ts';
import type { D1Client } from '../../worker/db/wrap-d1.ts';

/**
 * The real local D1, failing the first `failures` runs (a statement's or a batch's) with `message`,
 * as D1 does when its connection drops or its object resets.
 */
function flaky(message: string, failures: number): { d1: D1Client; runs: () => number } {
  let runs = 0;
  const fail = <T>(run: () => Promise<T>): Promise<T> => {
    runs += 1;
    return runs <= failures ? Promise.reject(new Error(`D1_ERROR: ${message}`)) : run();
  };
  const statement = (real: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(real, {
      get(target, property) {
        if (property === 'bind') return (...values: unknown[]) => statement(target.bind(...values));
        if (property === 'all' || property === 'run' || property === 'raw' || property === 'first')
          return (...args: unknown[]) =>
            fail(() => (target[property] as (...a: unknown[]) => Promise<unknown>).apply(target, args));
        return Reflect.get(target, property);
      },
    });
  const d1: D1Client = {
    prepare: (query) => statement(env.DB.prepare(query)),
    batch: (statements) => fail(() => env.DB.batch(statements)),
  };
  return { d1, runs: () => runs };
}

/** Drizzle answers D1's own error as the cause of its "Failed query". */
const LOST = { cause: { message: expect.stringContaining('Network connection lost') } };

const count = async () =>
  (await env.DB.prepare("select count(*) as n from users where id = 'u-retry'").first<{ n: number }>())?.n;

describe('D1’s transient failures, through Drizzle', () => {
  it('reads again after a lost connection and answers the rows', async () => {
    const { d1, runs } = flaky('Network connection lost.', 2);
    const rows = await database(d1).select({ one: sql<number>`1` }).from(sql`(select 1)`);
    expect(rows).toEqual([{ one: 1 }]);
    expect(runs()).toBe(3);
  });

  it('writes again after the object reset, once', async () => {
    const { d1, runs } = flaky('Durable Object reset because its code was updated.', 1);
    await database(d1)
      .insert(users)
      .values({ id: 'u-retry', username: 'retry', name: 'Retry', email: 'retry@example.com' });
    expect(runs()).toBe(2);
    expect(await count()).toBe(1);
  });

  it('does not write again after a lost connection, which may have hidden a commit', async () => {
    const { d1, runs } = flaky('Network connection lost.', 1);
    const write = database(d1).update(users).set({ name: 'Never' }).where(eq(users.id, 'u-retry'));
    await expect(write).rejects.toMatchObject(LOST);
    expect(runs()).toBe(1);
  });

  it('gives up after three retries and answers the failure', async () => {
    const { d1, runs } = flaky('Network connection lost.', 10);
    await expect(database(d1).select({ one: sql<number>`1` }).from(sql`(select 1)`)).rejects.toMatchObject(LOST);
    expect(runs()).toBe(4);
  });
});
