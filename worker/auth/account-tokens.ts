import { and, eq, gt, isNull } from 'drizzle-orm';
import { TIME } from '../../shared/constants.ts';
import type { Database } from '../db/client.ts';
import { accountTokens } from '../db/schema/index.ts';
import { randomToken } from './sessions.ts';
import { hashToken } from './viewer.ts';

/** Long enough for one redirect, short enough that a leaked address is useless. */
export const ACCOUNT_TOKEN_LIFETIME_MS = TIME.minute;

export async function issueAccountToken(db: Database, userId: string, host: string, now: number): Promise<string> {
  const token = randomToken(32);
  await db.insert(accountTokens).values({ tokenHash: await hashToken(token), userId, host, expiresAt: new Date(now + ACCOUNT_TOKEN_LIFETIME_MS) });
  return token;
}

/** Spends a token on the host it was made for: the account it signs in, once, or null. */
export async function consumeAccountToken(db: Database, token: string, host: string, now: number): Promise<string | null> {
  const row = await db
    .update(accountTokens)
    .set({ consumedAt: new Date(now) })
    .where(
      and(
        eq(accountTokens.tokenHash, await hashToken(token)),
        eq(accountTokens.host, host),
        isNull(accountTokens.consumedAt),
        gt(accountTokens.expiresAt, new Date(now)),
      ),
    )
    .returning({ userId: accountTokens.userId })
    .get();
  return row?.userId ?? null;
}
