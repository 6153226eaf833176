import { env } from 'cloudflare:test';
import { beforeAll, vi } from 'vitest';

/**
 * Files share a runtime, and with it the jobs queue: a job a file queued near its end may run
 * after the next file has seeded, writing the old file's notifications into the new file's data.
 * So before a file starts, a marker is queued behind whatever is still waiting, and the file waits
 * until the consumer has stored it: the queue hands over messages in order and a batch runs its
 * jobs one by one, so everything queued earlier has run by then. The marker is an event of a kind
 * nothing counts, removed at once. (The cron runs only when a test calls it, and that test awaits it.)
 */
beforeAll(async () => {
  const eventId = `queue-settled-${crypto.randomUUID()}`;
  await env.JOBS.send({ kind: 'events', userId: null, events: [{ eventId, key: 'test.queueSettled', type: 'test.queueSettled', data: {}, timestamp: Date.now() }] });
  const stored = async () => {
    if (!(await env.DB.prepare('select 1 from events where event_id = ?').bind(eventId).first())) throw new Error('The jobs queue has not reached the marker yet');
  };
  await vi.waitFor(stored, { timeout: 20_000, interval: 50 });
  await env.DB.prepare('delete from events where event_id = ?').bind(eventId).run();
}, 30_000);
