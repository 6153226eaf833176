import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/** A new password also lifts any lockout: it is how a permanently locked account recovers. */
export const storePassword = (db: Database, userId: string, passwordHash: string) =>
  db
    .update(users)
    .set({
      passwordHash,
      passwordFailCount: 0,
      passwordSoftLockouts: 0,
      passwordLockedUntil: null,
      passwordPermanentlyLocked: false,
    })
    .where(eq(users.id, userId));
