import { eq } from 'drizzle-orm';
import { hashToken } from '../auth/hash-token.ts';
import type { Database } from '../db/client.ts';
import { spentRefreshTokens } from '../db/schema/index.ts';

/** The refresh token a request to the token endpoint spends, or null for any other request. */
export async function refreshTokenOf(request: Request): Promise<string | null> {
  if (
    request.method !== 'POST' ||
    !(request.headers.get('Content-Type') ?? '').includes('application/x-www-form-urlencoded')
  )
    return null;
  const form = new URLSearchParams(await request.clone().text());
  return form.get('grant_type') === 'refresh_token' ? form.get('refresh_token') : null;
}

/**
 * Marks a refresh token spent, in one statement so two requests cannot both spend it: true the
 * first time, false when it was spent before (RFC 9700 §4.14.2: a reuse revokes the grant).
 */
export async function spendRefreshToken(db: Database, token: string, now: Date): Promise<boolean> {
  const spent = await db
    .insert(spentRefreshTokens)
    .values({ tokenHash: await hashToken(token), spentAt: now })
    .onConflictDoNothing()
    .returning({ tokenHash: spentRefreshTokens.tokenHash });
  return spent.length > 0;
}

/** Gives a refresh token back when the exchange it was spent on failed (a wrong client, an expired grant): nothing was issued for it. */
export async function unspendRefreshToken(db: Database, token: string): Promise<void> {
  await db.delete(spentRefreshTokens).where(eq(spentRefreshTokens.tokenHash, await hashToken(token)));
}

/** The grant a refresh token belongs to: the library writes it `{userId}:{grantId}:{secret}`. */
export function grantOf(token: string): { userId: string; grantId: string } | null {
  const [userId, grantId, secret] = token.split(':');
  return userId && grantId && secret ? { userId, grantId } : null;
}
