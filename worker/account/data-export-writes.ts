import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { randomHex } from '../../shared/hex.ts';
import type { Database } from '../db/client.ts';
import { dataExports } from '../db/schema/index.ts';

/** A person's five latest exports, newest first. */
export const recentExports = (db: Database, userId: string) =>
  db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(5)
    .all();

/** A person's exports asked for after `since`, newest first. */
export const exportsSince = (db: Database, userId: string, since: Date) =>
  db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), gt(dataExports.createdAt, since)))
    .orderBy(desc(dataExports.createdAt))
    .all();

/** A new export, waiting for the jobs queue. */
export const newExport = (db: Database, userId: string, now: Date) =>
  db
    .insert(dataExports)
    .values({ id: randomHex(16), userId, status: 'QUEUED', createdAt: now })
    .returning()
    .get();

/** A person's export, when it is built and its 24 hours have not run out. */
export const readyExport = (db: Database, exportId: string, userId: string, now: Date) =>
  db
    .select()
    .from(dataExports)
    .where(
      and(
        eq(dataExports.id, exportId),
        eq(dataExports.userId, userId),
        eq(dataExports.status, 'READY'),
        gt(dataExports.expiresAt, now),
      ),
    )
    .get();

export const exportById = (db: Database, exportId: string) =>
  db.select().from(dataExports).where(eq(dataExports.id, exportId)).get();

/** Moves an export on: built (READY, with its link's end) or FAILED. */
export const markExport = (
  db: Database,
  exportId: string,
  change: Pick<typeof dataExports.$inferInsert, 'status' | 'readyAt' | 'expiresAt'>,
) => db.update(dataExports).set(change).where(eq(dataExports.id, exportId));

/** Built exports whose link has lapsed. */
export const lapsedExports = (db: Database, now: Date) =>
  db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'READY'), lt(dataExports.expiresAt, now)))
    .all();
