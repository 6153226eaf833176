import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { phoneCodes, recoveryCodes, sessions, userIdentities, users, type UserRow } from '../db/schema/index.ts';

/** What proving the address did: confirmed it, or took the account back from whoever signed up with it. */
export type AddressProof = 'already-proven' | 'confirmed' | 'taken-over';

/**
 * Someone proved they receive mail at the account's address (a link or code sent there, a
 * provider's verified address). An account whose address nobody had proved was made by a
 * password sign-up, possibly by someone else (pre-hijacking): the owner takes it over. The
 * password, second factor, linked sign-in providers and every session of the other party go,
 * in one batch, so they cannot get back in (OWASP's guidance on account pre-hijacking).
 */
export async function proveAddress(
  db: Database,
  user: UserRow,
  now: Date,
): Promise<{ user: UserRow; proof: AddressProof }> {
  if (user.emailVerifiedAt) return { user, proof: 'already-proven' };
  if (!user.passwordHash) {
    const [confirmed] = await db.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, user.id)).returning();
    return { user: confirmed ?? user, proof: 'confirmed' };
  }
  const [, , , , [reclaimed]] = await db.batch([
    db.delete(sessions).where(eq(sessions.userId, user.id)),
    db.delete(userIdentities).where(eq(userIdentities.userId, user.id)),
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id)),
    db.delete(phoneCodes).where(eq(phoneCodes.userId, user.id)),
    db
      .update(users)
      .set({
        emailVerifiedAt: now,
        unverifiedEmail: null,
        passwordHash: null,
        passwordFailCount: 0,
        passwordSoftLockouts: 0,
        passwordLockedUntil: null,
        passwordPermanentlyLocked: false,
        twoFactorMethod: null,
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
        twoFactorPhone: null,
        twoFactorPendingPhone: null,
        twoFactorFailCount: 0,
        twoFactorSoftLockouts: 0,
        twoFactorLockedUntil: null,
        twoFactorPermanentlyLocked: false,
      })
      .where(eq(users.id, user.id))
      .returning(),
  ]);
  return { user: reclaimed ?? user, proof: 'taken-over' };
}
