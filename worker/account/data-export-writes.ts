import { and, desc, eq, gt } from 'drizzle-orm';
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
