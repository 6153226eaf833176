import { eq, sql } from 'drizzle-orm';
import type { LockoutState } from '../auth/lockout.ts';
import type { Database } from '../db/client.ts';
import { addressPasswordFailures, users, type UserRow } from '../db/schema/index.ts';

/** Where password failures are counted: on the account, or on an address with no password to check. */
export interface PasswordLockouts {
  readonly state: LockoutState;
  /** Counts an attempt before it is checked, atomically: the count so far. */
  countAttempt(): Promise<number>;
  store(state: LockoutState): Promise<void>;
  clear(): Promise<void>;
}

export function accountLockouts(db: Database, user: UserRow): PasswordLockouts {
  return {
    state: {
      failCount: user.passwordFailCount,
      softLockouts: user.passwordSoftLockouts,
      lockedOutUntil: user.passwordLockedUntil?.getTime() ?? null,
      permanentlyLocked: user.passwordPermanentlyLocked,
    },
    async countAttempt() {
      const row = await db
        .update(users)
        .set({ passwordFailCount: sql`${users.passwordFailCount} + 1` })
        .where(eq(users.id, user.id))
        .returning({ failCount: users.passwordFailCount })
        .get();
      return row?.failCount ?? 0;
    },
    async store(state) {
      await db
        .update(users)
        .set({
          passwordFailCount: state.failCount,
          passwordSoftLockouts: state.softLockouts,
          passwordLockedUntil: state.lockedOutUntil === null ? null : new Date(state.lockedOutUntil),
          passwordPermanentlyLocked: state.permanentlyLocked,
        })
        .where(eq(users.id, user.id));
    },
    async clear() {
      await db
        .update(users)
        .set({ passwordFailCount: 0, passwordSoftLockouts: 0, passwordLockedUntil: null })
        .where(eq(users.id, user.id));
    },
  };
}

/**
 * The account's counting as it stands now, not as the request found it: an earlier alias in the
 * same request may have locked it out.
 */
export async function currentAccountLockouts(db: Database, user: UserRow): Promise<PasswordLockouts> {
  return accountLockouts(db, (await db.select().from(users).where(eq(users.id, user.id)).get()) ?? user);
}

/** The same counting for an address nobody can sign in to with a password (no account, or a link-only one). */
export async function addressLockouts(db: Database, email: string): Promise<PasswordLockouts> {
  const row = await db.select().from(addressPasswordFailures).where(eq(addressPasswordFailures.email, email)).get();
  return {
    state: {
      failCount: row?.failCount ?? 0,
      softLockouts: row?.softLockouts ?? 0,
      lockedOutUntil: row?.lockedUntil?.getTime() ?? null,
      permanentlyLocked: row?.permanentlyLocked ?? false,
    },
    async countAttempt() {
      const counted = await db
        .insert(addressPasswordFailures)
        .values({ email, failCount: 1 })
        .onConflictDoUpdate({
          target: addressPasswordFailures.email,
          set: { failCount: sql`${addressPasswordFailures.failCount} + 1` },
        })
        .returning({ failCount: addressPasswordFailures.failCount })
        .get();
      return counted?.failCount ?? 1;
    },
    async store(state) {
      await db
        .update(addressPasswordFailures)
        .set({
          failCount: state.failCount,
          softLockouts: state.softLockouts,
          lockedUntil: state.lockedOutUntil === null ? null : new Date(state.lockedOutUntil),
          permanentlyLocked: state.permanentlyLocked,
        })
        .where(eq(addressPasswordFailures.email, email));
    },
    async clear() {
      await db.delete(addressPasswordFailures).where(eq(addressPasswordFailures.email, email));
    },
  };
}
