import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { passkeyChallenges, passkeys } from '../db/schema/index.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type PasskeyPurpose = (typeof passkeyChallenges.$inferSelect)['purpose'];

/** Keeps a ceremony's challenge, and clears the ones that ran out, in one batch. */
export async function storeChallenge(
  db: Database,
  challenge: { challenge: string; purpose: PasskeyPurpose; userId: string | null; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.batch([
    db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now)),
    db.insert(passkeyChallenges).values(challenge),
  ]);
}

/**
 * Spends a challenge: true once, while it is live, for the purpose (and account) it was made for.
 * Deleting it as it is checked makes a replayed answer find nothing.
 */
export async function takeChallenge(
  db: Database,
  challenge: string,
  purpose: PasskeyPurpose,
  userId: string | null,
  now: Date,
): Promise<boolean> {
  const taken = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning({ userId: passkeyChallenges.userId });
  return taken.length === 1 && taken[0]?.userId === userId;
}

export const passkeysOf = (db: Database, userId: string): Promise<PasskeyRow[]> =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));

export const findPasskey = (db: Database, id: string): Promise<PasskeyRow | undefined> =>
  db.select().from(passkeys).where(eq(passkeys.id, id)).get();

export async function insertPasskey(
  db: Database,
  passkey: typeof passkeys.$inferInsert,
): Promise<PasskeyRow | undefined> {
  return db.insert(passkeys).values(passkey).onConflictDoNothing().returning().get();
}

/** After a verified use: the new signature counter and when. */
export const touchPasskey = (db: Database, id: string, counter: number, now: Date) =>
  db.update(passkeys).set({ counter, lastUsedAt: now }).where(eq(passkeys.id, id));

export async function renamePasskey(
  db: Database,
  userId: string,
  id: string,
  name: string,
): Promise<PasskeyRow | undefined> {
  return db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning()
    .get();
}

export async function removePasskey(db: Database, userId: string, id: string): Promise<boolean> {
  return (
    (
      await db
        .delete(passkeys)
        .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
        .returning({ id: passkeys.id })
    ).length === 1
  );
}
