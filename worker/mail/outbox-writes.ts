import { desc } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';

/** What development sends to the outbox instead of a provider: a mail, an SMS or a call. */
export type OutboxEntry = Omit<typeof outbox.$inferInsert, 'id'>;

/** Keeps a message in the outbox; its row's id. */
export async function keepInOutbox(db: Database, entry: OutboxEntry): Promise<number | null> {
  const row = await db.insert(outbox).values(entry).returning({ id: outbox.id }).get();
  return row?.id ?? null;
}

/** The outbox's newest messages first. */
export const outboxEntries = (db: Database, limit: number) =>
  db.select().from(outbox).orderBy(desc(outbox.sentAt), desc(outbox.id)).limit(limit);
