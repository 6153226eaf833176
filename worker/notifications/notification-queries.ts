import { and, count, desc, eq, gt, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { notifications } from '../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** Notifications that arrived since the viewer last opened the bell. */
export async function countUnread(db: Database, userId: string, lastViewedAt: Date | null): Promise<number> {
  const conditions: SQL[] = [eq(notifications.userId, userId)];
  if (lastViewedAt) conditions.push(gt(notifications.occurredAt, lastViewedAt));
  const row = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(...conditions))
    .get();
  return row?.value ?? 0;
}

/** A page of a viewer's notifications, newest first, optionally of some activity types only. */
export async function listNotifications(
  db: Database,
  userId: string,
  options: { activityTypes: readonly string[]; before: { at: number; id: string } | null; limit: number },
): Promise<{ rows: NotificationRow[]; hasMore: boolean }> {
  const conditions: SQL[] = [eq(notifications.userId, userId)];
  if (options.activityTypes.length > 0)
    conditions.push(inArray(notifications.notificationType, [...options.activityTypes]));
  if (options.before) {
    const at = new Date(options.before.at);
    const older = or(
      lt(notifications.occurredAt, at),
      and(eq(notifications.occurredAt, at), lt(notifications.id, options.before.id)),
    );
    if (older) conditions.push(older);
  }
  const rows = await db
    .select()
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.occurredAt), desc(notifications.id))
    .limit(options.limit + 1);
  return { rows: rows.slice(0, options.limit), hasMore: rows.length > options.limit };
}
