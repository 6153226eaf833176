import type { Database } from '../db/client.ts';
import { events } from '../db/schema/index.ts';

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
