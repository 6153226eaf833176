import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { integrationTokens } from '../db/schema/index.ts';

/** The integration token a hash names, marked used now; undefined when there is none (revoked or never made). */
export async function markIntegrationTokenUsed(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .update(integrationTokens)
    .set({ lastUsedAt: now })
    .where(eq(integrationTokens.tokenHash, tokenHash))
    .returning({ userId: integrationTokens.userId });
  return row;
}
