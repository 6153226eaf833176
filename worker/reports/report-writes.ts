import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { ReportReason, ReportSubject } from '../../shared/social/reports.ts';
import type { Database } from '../db/client.ts';
import { reports, type ReportSnapshot } from '../db/schema/index.ts';

export type ReportRow = typeof reports.$inferSelect;

export interface NewReport {
  readonly reporterId: string;
  readonly targetUserId: string;
  readonly subjectKind: ReportSubject;
  readonly subjectId: string;
  readonly reason: ReportReason;
  readonly note: string;
  readonly snapshot: ReportSnapshot;
}

/**
 * Files a report, or updates the reporter's open one on the same subject: a second report of one
 * story by one reader is a change of mind, not a second voice. Answers the report's id.
 */
export async function fileReport(db: Database, report: NewReport, now: Date): Promise<string> {
  const row = await db
    .insert(reports)
    .values({ id: crypto.randomUUID(), ...report, createdAt: now })
    .onConflictDoUpdate({
      target: [reports.reporterId, reports.subjectKind, reports.subjectId],
      targetWhere: sql`state = 'OPEN'`,
      set: { reason: report.reason, note: report.note, snapshot: report.snapshot, createdAt: now },
    })
    .returning({ id: reports.id })
    .get();
  if (!row) throw new Error('a report was filed but no row came back');
  return row.id;
}

/** A reader's reports, newest first, a page at a time (`before` is the last one shown). */
export function reportsBy(
  db: Database,
  reporterId: string,
  { first, before }: { first: number; before: { createdAt: Date; id: string } | null },
): Promise<ReportRow[]> {
  const after = before
    ? or(
        lt(reports.createdAt, before.createdAt),
        and(eq(reports.createdAt, before.createdAt), lt(reports.id, before.id)),
      )
    : undefined;
  return db
    .select()
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), after))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(first)
    .all();
}

export const reportById = (db: Database, id: string): Promise<ReportRow | undefined> =>
  db.select().from(reports).where(eq(reports.id, id)).get();
