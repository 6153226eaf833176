import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

export const setUnverifiedEmail = (db: Database, userId: string, email: string) =>
  db.update(users).set({ unverifiedEmail: email }).where(eq(users.id, userId));

/**
 * The address, proven by its link, becomes the account's e-mail, unless another account took it meanwhile (the
 * unique index refuses it; the caller then answers that the link no longer works).
 */
export async function confirmEmail(db: Database, userId: string, email: string): Promise<boolean> {
  const taken = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
  if (taken && taken.id !== userId) return false;
  const row = await db
    .update(users)
    .set({ email, emailVerifiedAt: new Date(), unverifiedEmail: null })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id })
    .get();
  return row !== undefined;
}
