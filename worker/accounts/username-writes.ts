import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import { USERNAME_HOLD_DAYS } from '../../shared/validation/username.ts';
import type { Database } from '../db/client.ts';
import { usernameHolds, users } from '../db/schema/index.ts';
import { TIME } from '../../shared/constants.ts';

/**
 * Gives a writer a new username: refused ('TAKEN') when someone has it or holds it. Their old one
 * is held for them for USERNAME_HOLD_DAYS; taking back a name of their own that is held frees it.
 */
/**
 * Whether someone other than `userId` (null: a new account) has the username, or it is held: for
 * another person after a rename, or for nobody after an account was deleted. Both in one round trip.
 */
export async function usernameTaken(
  db: Database,
  username: string,
  userId: string | null,
  now: Date,
): Promise<boolean> {
  const [owner, hold] = await db.batch([
    db
      .select({ id: users.id })
      .from(users)
      .where(userId ? and(eq(users.username, username), ne(users.id, userId)) : eq(users.username, username)),
    db
      .select({ userId: usernameHolds.userId })
      .from(usernameHolds)
      .where(
        and(
          eq(usernameHolds.username, username),
          gt(usernameHolds.heldUntil, now),
          userId ? or(isNull(usernameHolds.userId), ne(usernameHolds.userId, userId)) : undefined,
        ),
      ),
  ]);
  return owner.length > 0 || hold.length > 0;
}

export async function changeUsername(
  db: Database,
  userId: string,
  current: string,
  next: string,
  now: Date,
): Promise<'CHANGED' | 'TAKEN'> {
  if (await usernameTaken(db, next, userId, now)) return 'TAKEN';
  const heldUntil = new Date(now.getTime() + USERNAME_HOLD_DAYS * TIME.day);
  try {
    await db.batch([
      db.delete(usernameHolds).where(eq(usernameHolds.username, next)),
      db.update(users).set({ username: next }).where(eq(users.id, userId)),
      db
        .insert(usernameHolds)
        .values({ username: current, userId, heldUntil })
        .onConflictDoUpdate({ target: usernameHolds.username, set: { userId, heldUntil } }),
    ]);
  } catch (error) {
    // someone took it between the look and the change: the batch is undone as one
    if (String(error).includes('UNIQUE')) return 'TAKEN';
    throw error;
  }
  return 'CHANGED';
}

/** Whoever gave this username up, as they are now, while it is held for them; null otherwise. */
export async function movedUsername(
  db: Database,
  former: string,
  now: Date,
): Promise<{ username: string; hasSubdomain: boolean } | null> {
  const row = await db
    .select({ username: users.username, hasSubdomain: users.hasSubdomain })
    .from(usernameHolds)
    .innerJoin(users, eq(users.id, usernameHolds.userId))
    .where(and(eq(usernameHolds.username, former), gt(usernameHolds.heldUntil, now)))
    .get();
  return row ?? null;
}
