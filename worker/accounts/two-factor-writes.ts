import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { LockoutState } from '../auth/lockout.ts';
import { hashToken } from '../auth/hash-token.ts';
import type { Database } from '../db/client.ts';
import { phoneCodes, recoveryCodes, users } from '../db/schema/index.ts';

export const savePendingSecret = (db: Database, userId: string, secret: string) =>
  db.update(users).set({ twoFactorPendingSecret: secret }).where(eq(users.id, userId));

/** The pending key becomes the account's second factor, and the step its code used is spent. */
export const enableAuthenticatorApp = (db: Database, userId: string, secret: string, step: number) =>
  db
    .update(users)
    .set({
      twoFactorMethod: 'AUTH_APP',
      twoFactorSecret: secret,
      twoFactorPendingSecret: null,
      twoFactorLastStep: step,
    })
    .where(eq(users.id, userId));

/** Counts a second-factor attempt before it is checked; returns the count so far. */
export async function countTwoFactorAttempt(db: Database, userId: string): Promise<number> {
  const row = await db
    .update(users)
    .set({ twoFactorFailCount: sql`${users.twoFactorFailCount} + 1` })
    .where(eq(users.id, userId))
    .returning({ failCount: users.twoFactorFailCount })
    .get();
  return row?.failCount ?? 0;
}

export const acceptSecondFactor = (db: Database, userId: string, step: number | null) =>
  db
    .update(users)
    .set({
      twoFactorFailCount: 0,
      twoFactorSoftLockouts: 0,
      twoFactorLockedUntil: null,
      ...(step === null ? {} : { twoFactorLastStep: step }),
    })
    .where(eq(users.id, userId));

export const storeTwoFactorLockout = (db: Database, userId: string, state: LockoutState) =>
  db
    .update(users)
    .set({
      twoFactorFailCount: state.failCount,
      twoFactorSoftLockouts: state.softLockouts,
      twoFactorLockedUntil: state.lockedOutUntil === null ? null : new Date(state.lockedOutUntil),
      twoFactorPermanentlyLocked: state.permanentlyLocked,
    })
    .where(eq(users.id, userId));

const codeHash = (userId: string, code: string) => hashToken(`${userId}:${code}`);
const phoneCodeHash = (userId: string, code: string) => hashToken(`phone:${userId}:${code}`);

/** A new set of recovery codes in place of every old one, used or not, in one batch; true when there was an old set (a regeneration). */
export async function replaceRecoveryCodes(db: Database, userId: string, codes: readonly string[]): Promise<boolean> {
  const hashes = await Promise.all(codes.map((code) => codeHash(userId, code)));
  const [replaced] = await db.batch([
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).returning({ userId: recoveryCodes.userId }),
    db.insert(recoveryCodes).values(hashes.map((hash) => ({ userId, codeHash: hash }))),
  ]);
  return replaced.length > 0;
}

/** Spends a recovery code: true only the first time it is used. */
export async function spendRecoveryCode(db: Database, userId: string, code: string, now: Date): Promise<boolean> {
  const row = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, await codeHash(userId, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId })
    .get();
  return row !== undefined;
}

/** A new text or call code replaces any earlier one; set-up also remembers the number it went to. */
export async function savePhoneCode(
  db: Database,
  userId: string,
  code: string,
  expiresAt: Date,
  pendingPhone: string | null,
): Promise<void> {
  const codeHash = await phoneCodeHash(userId, code);
  await db.batch([
    db
      .insert(phoneCodes)
      .values({ userId, codeHash, expiresAt })
      .onConflictDoUpdate({ target: phoneCodes.userId, set: { codeHash, expiresAt } }),
    ...(pendingPhone
      ? [db.update(users).set({ twoFactorPendingPhone: pendingPhone }).where(eq(users.id, userId))]
      : []),
  ]);
}

/** Spends the code the account waits for: true once, while it has not expired. */
export async function spendPhoneCode(db: Database, userId: string, code: string, now: Date): Promise<boolean> {
  const row = await db
    .delete(phoneCodes)
    .where(
      and(
        eq(phoneCodes.userId, userId),
        eq(phoneCodes.codeHash, await phoneCodeHash(userId, code)),
        gt(phoneCodes.expiresAt, now),
      ),
    )
    .returning({ userId: phoneCodes.userId })
    .get();
  return row !== undefined;
}

/** The confirmed number becomes the account's second factor (and any app key is dropped). */
export const enablePhoneFactor = (db: Database, userId: string, method: 'SMS_TEXT' | 'VOICE_CALL', phone: string) =>
  db
    .update(users)
    .set({
      twoFactorMethod: method,
      twoFactorPhone: phone,
      twoFactorPendingPhone: null,
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
    })
    .where(eq(users.id, userId));

/** Turns two-factor sign-in off: the method, its key or number, codes waiting and every recovery code go. */
export async function disableTwoFactor(db: Database, userId: string): Promise<void> {
  await db.batch([
    db
      .update(users)
      .set({
        twoFactorMethod: null,
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
        twoFactorPhone: null,
        twoFactorPendingPhone: null,
        twoFactorLastStep: null,
      })
      .where(eq(users.id, userId)),
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
    db.delete(phoneCodes).where(eq(phoneCodes.userId, userId)),
  ]);
}
