import { and, eq, gt, isNull } from 'drizzle-orm';
import { TIME } from '../../shared/constants.ts';
import type { Database } from '../db/client.ts';
import { accountTokens } from '../db/schema/index.ts';
import { randomToken } from './random-token.ts';
import { hashToken } from './hash-token.ts';

/** Long enough for one redirect, short enough that a leaked address is useless. */
export const ACCOUNT_TOKEN_LIFETIME_MS = TIME.minute;

/** The name of the cookie a writer's or a publication's own site sets when it starts a hand-off: its nonce. */
export const HAND_OFF_COOKIE = 'hand_off';

/** A hand-off's nonce: made by the site that starts it, kept in the reader's browser there, carried to the main site and back. */
export const newHandOffNonce = (): string => randomToken(24);

/**
 * A one-use token that signs the reader in on `host`, for the hand-off that host started with
 * `nonce`: only the browser holding the nonce there can spend it.
 */
export async function issueAccountToken(
  db: Database,
  userId: string,
  host: string,
  nonce: string,
  now: number,
): Promise<string> {
  const token = randomToken(32);
  await db.insert(accountTokens).values({
    tokenHash: await hashToken(token),
    userId,
    host,
    nonceHash: await hashToken(nonce),
    expiresAt: new Date(now + ACCOUNT_TOKEN_LIFETIME_MS),
  });
  return token;
}

/** Spends a token on the host it was made for, with the nonce that host set: the account it signs in, once, or null. */
export async function consumeAccountToken(
  db: Database,
  token: string,
  host: string,
  nonce: string,
  now: number,
): Promise<string | null> {
  const row = await db
    .update(accountTokens)
    .set({ consumedAt: new Date(now) })
    .where(
      and(
        eq(accountTokens.tokenHash, await hashToken(token)),
        eq(accountTokens.host, host),
        eq(accountTokens.nonceHash, await hashToken(nonce)),
        isNull(accountTokens.consumedAt),
        gt(accountTokens.expiresAt, new Date(now)),
      ),
    )
    .returning({ userId: accountTokens.userId })
    .get();
  return row?.userId ?? null;
}
