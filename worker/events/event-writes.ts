import type { Database } from '../db/client.ts';
import { events } from '../db/schema/index.ts';
import type { EventJob } from './event-job.ts';

export interface EventRecord {
  readonly key: string;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly userId: string | null;
  readonly at: Date;
}

export const recordEvent = (db: Database, event: EventRecord) =>
  db.insert(events).values({
    eventId: crypto.randomUUID(),
    key: event.key,
    type: event.type,
    data: event.data,
    userId: event.userId,
    timestamp: event.at,
  });

/**
 * D1 caps the bound values of one statement at 100: each row binds 7 (its 6 values and the
 * counted flag's default), so 14 rows fit.
 */
const ROWS_PER_INSERT = 14;

/**
 * Stores reported events. An event id already stored (a keep-alive send racing a scheduled one,
 * or a retried message) is skipped, so each event is stored once.
 */
export async function storeEvents(db: Database, job: EventJob): Promise<void> {
  const rows = job.events.map((event) => ({
    eventId: event.eventId,
    key: event.key,
    type: event.type,
    data: event.data,
    timestamp: new Date(event.timestamp),
    userId: job.userId,
  }));
  const statements = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    statements.push(
      db
        .insert(events)
        .values(rows.slice(start, start + ROWS_PER_INSERT))
        .onConflictDoNothing(),
    );
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
