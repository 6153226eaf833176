import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/** Records a dismissed hint once (docs/spec-checklist.md 1 §4 "Dismissable hint"). */
export async function dismissFlag(
  db: Database,
  userId: string,
  current: readonly string[],
  flag: string,
): Promise<void> {
  if (current.includes(flag)) return;
  await db
    .update(users)
    .set({ dismissableFlags: [...current, flag] })
    .where(eq(users.id, userId));
}

export const setStyleReminderSeen = (db: Database, userId: string) =>
  db.update(users).set({ hasSeenStyleReminder: true }).where(eq(users.id, userId));

export const setActivityLastViewed = (db: Database, userId: string, at: Date) =>
  db.update(users).set({ activityLastViewedAt: at }).where(eq(users.id, userId));

export const setProfile = (
  db: Database,
  userId: string,
  profile: { name: string; bio: string; twitterScreenName?: string | null },
) => db.update(users).set(profile).where(eq(users.id, userId));

/** Changes one person's row: their settings, their picture, their domain's state. */
export const updateUser = (db: Database, userId: string, fields: Partial<typeof users.$inferInsert>) =>
  db.update(users).set(fields).where(eq(users.id, userId));
