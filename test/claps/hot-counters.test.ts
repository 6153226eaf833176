import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { database } from '../../worker/db/client.ts';
import { createLogger } from '../../shared/logger.ts';
import { handleJobBatch, type Job } from '../../worker/app/handle-job-batch.ts';
import { expectConsoleOutput } from '../fail-on-console.ts';
import { asViewer } from '../support/as-viewer.ts';
import { postId, seedContent } from '../support/seed-content.ts';
import { like } from 'drizzle-orm';
import { claps, users } from '../../worker/db/schema/index.ts';
import { batch, db } from '../support/test-database.ts';

const CLAP = `mutation ($id: ID!, $n: Int!) { clap(targetPostId: $id, numClaps: $n) { __typename ... on Post { clapCount } } }`;
const READERS = 24;

const storedCount = async (id: string) =>
  (await env.DB.prepare('select clap_count as n from posts where id = ?').bind(id).first<{ n: number }>())?.n;

/** A queue batch as the runtime hands it to the consumer, each message noting whether it was acked or retried. */
function queueBatch(jobs: readonly Job[]) {
  const outcomes: ('ack' | 'retry' | null)[] = jobs.map(() => null);
  const messages = jobs.map((body, index) => ({
    id: `m${index}`,
    timestamp: new Date(),
    attempts: 1,
    body,
    ack: () => void (outcomes[index] = 'ack'),
    retry: () => void (outcomes[index] = 'retry'),
  }));
  return {
    batch: {
      queue: 'quire-jobs',
      messages,
      ackAll: () => undefined,
      retryAll: () => undefined,
    } as unknown as MessageBatch<Job>,
    outcomes,
  };
}

/** env.DB, noting each write to the stories' rows, and failing them while `failing` is set. */
function watchedDatabase() {
  const watch = { storyWrites: 0, failing: false };
  const isStoryWrite = (sql: string) => /^\s*update "posts"/i.test(sql);
  const d1 = new Proxy(env.DB, {
    get(target, property) {
      if (property === 'prepare') {
        return (sql: string) => {
          if (!isStoryWrite(sql)) return target.prepare(sql);
          if (watch.failing) throw new Error('D1 is unavailable');
          watch.storyWrites += 1;
          return target.prepare(sql);
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: database(d1), watch };
}

/** The writer's "recommended your story" notifications for a story: one per reader who clapped. */
const recommendations = async (id: string) =>
  (
    await env.DB.prepare(
      `select count(*) as n from notifications where notification_type = 'post_recommended' and post_id = ?`,
    )
      .bind(id)
      .first<{ n: number }>()
  )?.n;

beforeEach(async () => {
  await seedContent(2);
  await db.delete(users).where(like(users.id, 'u-fan-%')).run();
  await batch(
    Array.from({ length: READERS }, (_, n) =>
      db
        .insert(users)
        .values({ id: `u-fan-${n}`, username: `fan${n}`, name: `Fan ${n}`, emailVerifiedAt: new Date(1) }),
    ),
  );
});

describe('hot counters: a story’s claps are counted a queue batch at a time, exactly', () => {
  it('ends many readers’ concurrent claps with the exact count, each answer exact at its moment', async () => {
    const readers = await Promise.all(Array.from({ length: READERS }, (_, n) => asViewer(`u-fan-${n}`)));
    const given = readers.map((_, n) => (n % 5) + 1);
    const answers = await Promise.all(readers.map((ask, n) => ask(CLAP, { id: postId(1), n: given[n] })));
    const total = given.reduce((sum, n) => sum + n, 0);
    // the answers saw the claps before theirs: the last to land saw all of them
    expect(Math.max(...answers.map((answer) => Number(answer['clap']?.['clapCount'])))).toBe(total);
    await vi.waitFor(async () => expect(await storedCount(postId(1))).toBe(total), { timeout: 5_000, interval: 50 });
    // each reader's clap notifies the writer through the queue too: once all are in, no job of this
    // test is left to land while the next one resets the tables
    await vi.waitFor(async () => expect(await recommendations(postId(1))).toBe(READERS), {
      timeout: 5_000,
      interval: 50,
    });
  });

  it('writes each story’s row once per batch however many claps it carries, and a redelivered batch changes nothing', async () => {
    const { db, watch } = watchedDatabase();
    await db.batch([
      db.insert(claps).values([
        { userId: 'u-fan-1', postId: postId(1), count: 30, updatedAt: new Date(1) },
        { userId: 'u-fan-2', postId: postId(1), count: 12, updatedAt: new Date(1) },
        { userId: 'u-fan-3', postId: postId(2), count: 7, updatedAt: new Date(1) },
      ]),
    ]);
    const jobs: Job[] = [1, 1, 2, 1, 1, 2, 1].map((n) => ({ kind: 'clap_count', postId: postId(n) }));
    const first = queueBatch(jobs);
    await handleJobBatch(first.batch, db, env, createLogger('info'));
    expect(first.outcomes).toEqual(jobs.map(() => 'ack'));
    expect([await storedCount(postId(1)), await storedCount(postId(2))]).toEqual([42, 7]);
    expect(watch.storyWrites).toBe(1);

    // the queue delivers the same batch again (at-least-once): the count stays exact
    const again = queueBatch(jobs);
    await handleJobBatch(again.batch, db, env, createLogger('info'));
    expect(again.outcomes).toEqual(jobs.map(() => 'ack'));
    expect([await storedCount(postId(1)), await storedCount(postId(2))]).toEqual([42, 7]);
  });

  it('retries every clap message of a batch whose count failed, and the retry counts each clap once', async () => {
    const { db, watch } = watchedDatabase();
    await db
      .insert(claps)
      .values([
        { userId: 'u-fan-1', postId: postId(1), count: 5, updatedAt: new Date(1) },
        { userId: 'u-fan-2', postId: postId(1), count: 6, updatedAt: new Date(1) },
      ])
      .run();
    const jobs: Job[] = [
      { kind: 'clap_count', postId: postId(1) },
      { kind: 'clap_count', postId: postId(1) },
    ];
    watch.failing = true;
    const logged = expectConsoleOutput('error');
    const failed = queueBatch(jobs);
    await handleJobBatch(failed.batch, db, env, createLogger('info'));
    expect(JSON.stringify(logged.mock.calls)).toContain('A job failed and will be retried');
    expect(failed.outcomes).toEqual(['retry', 'retry']);
    expect(await storedCount(postId(1))).toBe(0);

    // one more clap lands before the retry; the retry counts it with the others, once
    await db
      .insert(claps)
      .values({ userId: 'u-fan-3', postId: postId(1), count: 1, updatedAt: new Date(1) })
      .run();
    watch.failing = false;
    const retried = queueBatch(jobs);
    await handleJobBatch(retried.batch, db, env, createLogger('info'));
    expect(retried.outcomes).toEqual(['ack', 'ack']);
    expect(await storedCount(postId(1))).toBe(12);
  });
});
