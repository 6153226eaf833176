import { and, desc, eq, lte } from 'drizzle-orm';
import { gravestReason, queueOrder, type ModerationAction, type ReportReason, type ReportSubject } from '../../shared/social/reports.ts';
import type { Database } from './client.ts';
import { moderationActions, posts, reports, users, type ReportSnapshot } from './schema/index.ts';

/** One subject's open reports, as the moderators' queue shows them. */
export interface QueuedReports {
  readonly subjectKind: ReportSubject;
  readonly subjectId: string;
  readonly targetUserId: string;
  readonly reasons: readonly ReportReason[];
  readonly notes: readonly string[];
  readonly gravest: ReportReason;
  readonly reportCount: number;
  readonly latestAt: number;
  /** What the subject showed when last reported. */
  readonly snapshot: ReportSnapshot;
}

/** The open reports the queue reads at most: a queue longer than this is worked from its top. */
const QUEUE_READ_LIMIT = 1000;

/** Every subject with open reports, gravest and most reported first (shared/social/reports.ts). */
export async function reportQueue(db: Database): Promise<QueuedReports[]> {
  const open = await db.select().from(reports).where(eq(reports.state, 'OPEN')).orderBy(desc(reports.createdAt)).limit(QUEUE_READ_LIMIT).all();
  const bySubject = new Map<string, (typeof open)[number][]>();
  for (const report of open) {
    const key = `${report.subjectKind}:${report.subjectId}`;
    bySubject.set(key, [...(bySubject.get(key) ?? []), report]);
  }
  return [...bySubject.values()]
    .map((group) => {
      const [latest] = group as [(typeof group)[number], ...typeof group];
      const reasons = [...new Set(group.map((report) => report.reason))];
      return {
        subjectKind: latest.subjectKind,
        subjectId: latest.subjectId,
        targetUserId: latest.targetUserId,
        reasons,
        notes: group.map((report) => report.note).filter((note) => note !== ''),
        gravest: gravestReason(reasons),
        reportCount: group.length,
        latestAt: latest.createdAt.getTime(),
        snapshot: latest.snapshot,
      };
    })
    .sort(queueOrder);
}

export interface Decision {
  readonly moderatorId: string;
  readonly subjectKind: ReportSubject;
  readonly subjectId: string;
  readonly action: ModerationAction;
  readonly reason: string;
}

/**
 * Decides every open report on a subject at once, applies the action and writes it to the audit
 * log, in one batch: a decision is all of these or none. Answers how many reports it decided (0
 * when another moderator got there first, and then nothing changes).
 */
export async function decideReports(db: Database, decision: Decision, now: Date): Promise<number> {
  const onSubject = and(eq(reports.subjectKind, decision.subjectKind), eq(reports.subjectId, decision.subjectId), eq(reports.state, 'OPEN'));
  const open = await db.select({ targetUserId: reports.targetUserId, snapshot: reports.snapshot, createdAt: reports.createdAt }).from(reports).where(onSubject).orderBy(desc(reports.createdAt)).all();
  const [latest] = open;
  if (!latest) return 0;
  const effect =
    decision.action === 'HIDE'
      ? [db.update(posts).set({ isSuspended: true }).where(eq(posts.id, decision.subjectId))]
      : decision.action === 'SUSPEND'
        ? [db.update(users).set({ isSuspended: true }).where(eq(users.id, decision.subjectId))]
        : [];
  await db.batch([
    db
      .update(reports)
      .set({ state: decision.action === 'DISMISS' ? 'DISMISSED' : 'ACTIONED', decidedAt: now })
      // the reports read above: one filed since waits for its own decision
      .where(and(onSubject, lte(reports.createdAt, latest.createdAt))),
    db.insert(moderationActions).values({
      id: crypto.randomUUID(),
      moderatorId: decision.moderatorId,
      subjectKind: decision.subjectKind,
      subjectId: decision.subjectId,
      targetUserId: latest.targetUserId,
      action: decision.action,
      reason: decision.reason,
      title: latest.snapshot.title,
      reportCount: open.length,
      createdAt: now,
    }),
    ...effect,
  ]);
  return open.length;
}

/** Whose the reported subject is, while it has open reports. */
export async function openReportsOwner(db: Database, subjectKind: ReportSubject, subjectId: string): Promise<string | null> {
  const row = await db
    .select({ targetUserId: reports.targetUserId })
    .from(reports)
    .where(and(eq(reports.subjectKind, subjectKind), eq(reports.subjectId, subjectId), eq(reports.state, 'OPEN')))
    .limit(1)
    .get();
  return row?.targetUserId ?? null;
}

export type ModerationActionRow = typeof moderationActions.$inferSelect;

/** The audit log, newest first. */
export const moderationLog = (db: Database, limit: number): Promise<ModerationActionRow[]> =>
  db.select().from(moderationActions).orderBy(desc(moderationActions.createdAt), desc(moderationActions.id)).limit(limit).all();
