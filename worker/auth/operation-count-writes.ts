import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { authAttempts } from '../db/schema/index.ts';

/**
 * Adds `amount` to a count kept under `key`, in one statement: a window older than `windowMs`
 * starts again at `amount`. The count and its window's start, as they are now.
 */
export async function addToCount(db: Database, key: string, amount: number, now: number, windowMs: number) {
  const expired = sql`${authAttempts.windowStart} <= ${now - windowMs}`;
  return db
    .insert(authAttempts)
    .values({ key, windowStart: new Date(now), count: amount })
    .onConflictDoUpdate({
      target: authAttempts.key,
      set: {
        count: sql`case when ${expired} then ${amount} else ${authAttempts.count} + ${amount} end`,
        windowStart: sql`case when ${expired} then ${now} else ${authAttempts.windowStart} end`,
      },
    })
    .returning()
    .get();
}
