import { and, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import {
  gravestReason,
  isRestricting,
  queueOrder,
  type ModerationAction,
  type ReportReason,
  type ReportSubject,
  type RestrictingAction,
} from '../../shared/social/reports.ts';
import type { Database } from '../db/client.ts';
import {
  catalogs,
  collections,
  moderationActions,
  moderationAppeals,
  posts,
  reports,
  users,
  type ReportSnapshot,
} from '../db/schema/index.ts';

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
  /** The newest decisions about the owner, before these reports: their history with moderators. */
  readonly history: readonly ModerationActionRow[];
}

/** How many past decisions about its owner each queue entry shows. */
const HISTORY_LENGTH = 5;

/** The open reports the queue reads at most: a queue longer than this is worked from its top. */
const QUEUE_READ_LIMIT = 1000;

/** Every subject with open reports, gravest and most reported first (shared/social/reports.ts). */
export async function reportQueue(db: Database): Promise<QueuedReports[]> {
  const open = await db
    .select()
    .from(reports)
    .where(eq(reports.state, 'OPEN'))
    .orderBy(desc(reports.createdAt))
    .limit(QUEUE_READ_LIMIT)
    .all();
  const bySubject = new Map<string, (typeof open)[number][]>();
  for (const report of open) {
    const key = `${report.subjectKind}:${report.subjectId}`;
    const group = bySubject.get(key);
    if (group) group.push(report);
    else bySubject.set(key, [report]);
  }
  const history = await historiesOf(db, [...new Set(open.map((report) => report.targetUserId))], HISTORY_LENGTH);
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
        history: history.get(latest.targetUserId) ?? [],
      };
    })
    .sort(queueOrder);
}

/** The newest `length` decisions about each of these people, in one query (a window per person). */
export async function historiesOf(
  db: Database,
  userIds: readonly string[],
  length: number,
): Promise<Map<string, ModerationActionRow[]>> {
  const histories = new Map<string, ModerationActionRow[]>();
  if (userIds.length === 0) return histories;
  const ranked = db
    .select({
      id: moderationActions.id,
      rank: sql<number>`row_number() over (partition by ${moderationActions.targetUserId} order by ${moderationActions.createdAt} desc)`.as(
        'rank',
      ),
    })
    .from(moderationActions)
    .where(inArray(moderationActions.targetUserId, [...userIds]))
    .as('ranked');
  const rows = await db
    .select({ entry: moderationActions })
    .from(moderationActions)
    .innerJoin(ranked, eq(ranked.id, moderationActions.id))
    .where(lte(ranked.rank, length))
    .orderBy(desc(moderationActions.createdAt))
    .all();
  for (const { entry } of rows) {
    if (!entry.targetUserId) continue;
    const list = histories.get(entry.targetUserId);
    if (list) list.push(entry);
    else histories.set(entry.targetUserId, [entry]);
  }
  return histories;
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
 * log, in one batch: a decision is all of these or none. Answers the log entry's id, or null when
 * there was nothing open (another moderator got there first), and then nothing changes.
 */
export async function decideReports(db: Database, decision: Decision, now: Date): Promise<string | null> {
  const onSubject = and(
    eq(reports.subjectKind, decision.subjectKind),
    eq(reports.subjectId, decision.subjectId),
    eq(reports.state, 'OPEN'),
  );
  const open = await db
    .select({ targetUserId: reports.targetUserId, snapshot: reports.snapshot, createdAt: reports.createdAt })
    .from(reports)
    .where(onSubject)
    .orderBy(desc(reports.createdAt))
    .all();
  const [latest] = open;
  if (!latest) return null;
  const id = crypto.randomUUID();
  const effect = isRestricting(decision.action)
    ? [restriction(db, { ...decision, action: decision.action }, true)]
    : [];
  await db.batch([
    db
      .update(reports)
      .set({ state: decision.action === 'DISMISS' ? 'DISMISSED' : 'ACTIONED', decidedAt: now })
      // the reports read above: one filed since waits for its own decision
      .where(and(onSubject, lte(reports.createdAt, latest.createdAt))),
    db.insert(moderationActions).values({
      id,
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
  return id;
}

/** Whose the reported subject is, while it has open reports. */
export async function openReportsOwner(
  db: Database,
  subjectKind: ReportSubject,
  subjectId: string,
): Promise<string | null> {
  const row = await db
    .select({ targetUserId: reports.targetUserId })
    .from(reports)
    .where(and(eq(reports.subjectKind, subjectKind), eq(reports.subjectId, subjectId), eq(reports.state, 'OPEN')))
    .limit(1)
    .get();
  return row?.targetUserId ?? null;
}

/** The reason moderators last gave for hiding a story or response, for its writer to read. */
export async function hidingReason(db: Database, postId: string): Promise<string | null> {
  const row = await db
    .select({ reason: moderationActions.reason })
    .from(moderationActions)
    .where(and(eq(moderationActions.subjectId, postId), eq(moderationActions.action, 'HIDE')))
    .orderBy(desc(moderationActions.createdAt))
    .limit(1)
    .get();
  return row?.reason ?? null;
}

export type ModerationActionRow = typeof moderationActions.$inferSelect;

/** The audit log, newest first. */
export const moderationLog = (db: Database, limit: number): Promise<ModerationActionRow[]> =>
  db
    .select()
    .from(moderationActions)
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(limit)
    .all();

export type AppealRow = typeof moderationAppeals.$inferSelect;

/** A decision about someone's work or account, with their appeal if they made one. */
export interface DecisionAbout {
  readonly decision: ModerationActionRow;
  readonly appeal: AppealRow | null;
}

/** How many of the decisions about one person their page lists: the newest. */
const DECISIONS_LISTED = 50;

/** The hidings, limits and suspensions about a person, newest first, each with its appeal. */
export async function decisionsAbout(db: Database, userId: string): Promise<DecisionAbout[]> {
  const rows = await db
    .select({ decision: moderationActions, appeal: moderationAppeals })
    .from(moderationActions)
    .leftJoin(moderationAppeals, eq(moderationAppeals.actionId, moderationActions.id))
    .where(
      and(eq(moderationActions.targetUserId, userId), inArray(moderationActions.action, ['HIDE', 'LIMIT', 'SUSPEND'])),
    )
    .orderBy(desc(moderationActions.createdAt))
    .limit(DECISIONS_LISTED)
    .all();
  return rows;
}

export const decisionById = (db: Database, id: string): Promise<ModerationActionRow | undefined> =>
  db.select().from(moderationActions).where(eq(moderationActions.id, id)).get();

/** Files the person's appeal of a decision; null when they appealed it already (one appeal each). */
export async function fileAppeal(
  db: Database,
  appeal: { readonly actionId: string; readonly userId: string; readonly text: string },
  now: Date,
): Promise<string | null> {
  const row = await db
    .insert(moderationAppeals)
    .values({ id: crypto.randomUUID(), ...appeal, createdAt: now })
    .onConflictDoNothing({ target: moderationAppeals.actionId })
    .returning({ id: moderationAppeals.id })
    .get();
  return row?.id ?? null;
}

/** An open appeal, with the decision it is about. */
export interface QueuedAppeal {
  readonly appeal: AppealRow;
  readonly decision: ModerationActionRow;
}

/** Open appeals, oldest first: whoever waited longest is heard first. */
export function openAppeals(db: Database): Promise<QueuedAppeal[]> {
  return db
    .select({ appeal: moderationAppeals, decision: moderationActions })
    .from(moderationAppeals)
    .innerJoin(moderationActions, eq(moderationAppeals.actionId, moderationActions.id))
    .where(eq(moderationAppeals.state, 'OPEN'))
    .orderBy(moderationAppeals.createdAt)
    .limit(QUEUE_READ_LIMIT)
    .all();
}

export const appealById = async (db: Database, id: string): Promise<QueuedAppeal | undefined> =>
  db
    .select({ appeal: moderationAppeals, decision: moderationActions })
    .from(moderationAppeals)
    .innerJoin(moderationActions, eq(moderationAppeals.actionId, moderationActions.id))
    .where(eq(moderationAppeals.id, id))
    .get();

/**
 * Decides an open appeal, in one batch. Granted, what the decision did is undone (the story shown
 * again, the account's limit lifted or its suspension ended) and the log gets a RESTORE entry; denied, the decision stands.
 * Answers false when the appeal was no longer open, and then nothing changes.
 */
export async function decideAppeal(
  db: Database,
  queued: QueuedAppeal,
  verdict: { readonly deciderId: string; readonly grant: boolean; readonly reason: string },
  now: Date,
): Promise<boolean> {
  const { appeal, decision } = queued;
  // the restoring writes run only if this verdict is the one that closed the appeal: one that
  // came second, from another moderator, changes nothing
  const closed = sql`exists (select 1 from moderation_appeals where id = ${appeal.id} and state = 'GRANTED' and decider_id = ${verdict.deciderId} and decided_at = ${now.getTime()})`;
  const undo = restriction(db, { ...decision, action: decision.action as RestrictingAction }, false, closed);
  const restored = restoreEntry(
    db,
    decision,
    { moderatorId: verdict.deciderId, reason: verdict.reason, id: crypto.randomUUID() },
    now,
    closed,
  );
  const [claimed] = await db.batch([
    db
      .update(moderationAppeals)
      .set({
        state: verdict.grant ? 'GRANTED' : 'DENIED',
        deciderId: verdict.deciderId,
        decisionReason: verdict.reason,
        decidedAt: now,
      })
      .where(and(eq(moderationAppeals.id, appeal.id), eq(moderationAppeals.state, 'OPEN')))
      .returning({ id: moderationAppeals.id }),
    ...(verdict.grant ? [restored, undo] : []),
  ]);
  return claimed.length > 0;
}

/**
 * Limits or suspends an account without reports (an operator's finding), in one batch with its
 * audit-log entry, as a decision on reports is. Answers the entry's id.
 */
export async function restrictAccount(
  db: Database,
  decision: {
    readonly moderatorId: string;
    readonly account: { readonly id: string; readonly name: string };
    readonly action: 'LIMIT' | 'SUSPEND';
    readonly reason: string;
  },
  now: Date,
): Promise<string> {
  const id = crypto.randomUUID();
  const { account } = decision;
  await db.batch([
    db.insert(moderationActions).values({
      id,
      moderatorId: decision.moderatorId,
      subjectKind: 'PROFILE',
      subjectId: account.id,
      targetUserId: account.id,
      action: decision.action,
      reason: decision.reason,
      title: account.name,
      reportCount: 0,
      createdAt: now,
    }),
    restriction(db, { action: decision.action, subjectKind: 'PROFILE', subjectId: account.id }, true),
  ]);
  return id;
}

/** A restriction on a subject: what moderators did, to what. */
interface Restriction {
  readonly action: RestrictingAction;
  readonly subjectKind: ReportSubject;
  readonly subjectId: string;
}

/** Puts a restriction on (or takes it off) its subject, where `only` holds when given. */
function restriction(db: Database, { action, subjectKind, subjectId }: Restriction, on: boolean, only?: SQL) {
  if (action === 'HIDE' && subjectKind === 'LIST')
    return db
      .update(catalogs)
      .set({ isSuspended: on })
      .where(and(eq(catalogs.id, subjectId), only));
  if (action === 'HIDE' && subjectKind === 'PUBLICATION')
    return db
      .update(collections)
      .set({ isSuspended: on })
      .where(and(eq(collections.id, subjectId), only));
  if (action === 'HIDE')
    return db
      .update(posts)
      .set({ isSuspended: on })
      .where(and(eq(posts.id, subjectId), only));
  return db
    .update(users)
    .set(action === 'LIMIT' ? { isLimited: on } : { isSuspended: on })
    .where(and(eq(users.id, subjectId), only));
}

/** Whether a decision's restriction still stands: the story hidden, the account limited or suspended. */
function stillStands({ action, subjectKind, subjectId }: Restriction): SQL {
  if (action === 'HIDE' && subjectKind === 'LIST')
    return sql`exists (select 1 from ${catalogs} where ${catalogs.id} = ${subjectId} and ${catalogs.isSuspended} = 1)`;
  if (action === 'HIDE' && subjectKind === 'PUBLICATION')
    return sql`exists (select 1 from ${collections} where ${collections.id} = ${subjectId} and ${collections.isSuspended} = 1)`;
  if (action === 'HIDE')
    return sql`exists (select 1 from ${posts} where ${posts.id} = ${subjectId} and ${posts.isSuspended} = 1)`;
  const column = action === 'LIMIT' ? users.isLimited : users.isSuspended;
  return sql`exists (select 1 from ${users} where ${users.id} = ${subjectId} and ${column} = 1)`;
}

/** The log's RESTORE entry for a decision, written only where `only` holds: its values in the table's column order. */
const restoreEntry = (
  db: Database,
  decision: ModerationActionRow,
  by: { readonly id: string; readonly moderatorId: string; readonly reason: string },
  now: Date,
  only: SQL,
) =>
  db
    .insert(moderationActions)
    .select(
      sql`select ${by.id}, ${by.moderatorId}, ${decision.subjectKind}, ${decision.subjectId}, ${decision.targetUserId}, 'RESTORE', ${by.reason}, ${decision.title}, ${decision.reportCount}, ${now.getTime()} where ${only}`,
    );

/**
 * A moderator undoes a decision on their own (a mistake, a writer who mended their ways): in one
 * batch the restriction is lifted, the log gets a RESTORE entry, and an open appeal of it is
 * granted with the same reason. Answers the RESTORE entry's id, or null when the restriction no
 * longer stands (lifted already, by another moderator or an appeal), and then nothing changes.
 */
export async function restoreDecision(
  db: Database,
  decision: ModerationActionRow & { readonly action: RestrictingAction },
  by: { readonly moderatorId: string; readonly reason: string },
  now: Date,
): Promise<string | null> {
  const id = crypto.randomUUID();
  const logged = sql`exists (select 1 from ${moderationActions} where ${moderationActions.id} = ${id})`;
  const [entry] = await db.batch([
    restoreEntry(db, decision, { id, ...by }, now, stillStands(decision)).returning({ id: moderationActions.id }),
    restriction(db, decision, false, logged),
    db
      .update(moderationAppeals)
      .set({ state: 'GRANTED', deciderId: by.moderatorId, decisionReason: by.reason, decidedAt: now })
      .where(and(eq(moderationAppeals.actionId, decision.id), eq(moderationAppeals.state, 'OPEN'), logged)),
  ]);
  return entry.length > 0 ? id : null;
}
