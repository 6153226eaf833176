import { desc, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { logRecords } from '../db/schema/index.ts';
import type { LogRecord } from './log-record.ts';
import { TIME } from '../../shared/constants.ts';

/** How long development keeps its log records: a week of looking back is plenty for a local site. */
const KEEP_MS = TIME.week;

/** Development's local store of log records: one statement a batch. */
export const storeLogRecords = (db: Database, records: readonly LogRecord[]) =>
  db.insert(logRecords).values(
    records.map((record) => ({
      status: record.status,
      message: record.message,
      record: { ...record },
      loggedAt: new Date(record.date),
    })),
  );

/** The newest records, newest first, for the internal status page. */
export const recentLogRecords = (db: Database, limit = 50) =>
  db.select({ record: logRecords.record }).from(logRecords).orderBy(desc(logRecords.id)).limit(limit);

/** The daily cron forgets records past their week. */
export const pruneLogRecords = (db: Database, now: Date) =>
  db.delete(logRecords).where(lt(logRecords.loggedAt, new Date(now.getTime() - KEEP_MS)));
