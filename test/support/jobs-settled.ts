import { env } from 'cloudflare:test';
import { vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { events } from '../../worker/db/schema/index.ts';
import { db } from './test-database.ts';

/**
 * Waits until everything queued so far has run: for a test whose story publishing queues work
 * (its newsletter) that would otherwise run after the next test has reseeded, and fail there.
 */
export async function jobsSettled(): Promise<void> {
  const eventId = `queue-settled-${crypto.randomUUID()}`;
  await env.JOBS.send({
    kind: 'events',
    userId: null,
    events: [{ eventId, key: 'test.queueSettled', type: 'test.queueSettled', data: {}, timestamp: Date.now() }],
  });
  const stored = async () => {
    if (!(await env.DB.prepare('select 1 from events where event_id = ?').bind(eventId).first()))
      throw new Error('The jobs queue has not reached the marker yet');
  };
  await vi.waitFor(stored, { timeout: 20_000, interval: 50 });
  await db.delete(events).where(eq(events.eventId, eventId)).run();
}
