import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { TIME } from '../../shared/constants.ts';
import type { Database } from '../db/client.ts';
import { loginTokens } from '../db/schema/index.ts';
import { hashToken } from './viewer.ts';

export const MAGIC_LINK_LIFETIME_MS = 15 * TIME.minute;
/** Wrong 6-digit codes a link may take before its code stops working. */
export const MAX_CODE_ATTEMPTS = 5;

export type LoginToken = typeof loginTokens.$inferSelect;

const randomToken = (): string =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');

/** Six random digits, without modulo bias. */
function randomCode(): string {
  const limit = Math.floor(0xffffffff / 1_000_000) * 1_000_000;
  for (;;) {
    const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
    if (value < limit) return String(value % 1_000_000).padStart(6, '0');
  }
}

const codeHash = (tokenHash: string, code: string): Promise<string> => hashToken(`${tokenHash}:${code}`);

export async function issueMagicLink(
  db: Database,
  request: {
    email: string;
    purpose: LoginToken['purpose'];
    fullName: string | null;
    redirect: string;
    now: number;
    lifetimeMs?: number;
    userId?: string;
  },
): Promise<{ token: string; code: string }> {
  const token = randomToken();
  const code = randomCode();
  const tokenHash = await hashToken(token);
  await db.insert(loginTokens).values({
    tokenHash,
    email: request.email,
    purpose: request.purpose,
    userId: request.userId ?? null,
    fullName: request.fullName,
    redirect: request.redirect,
    codeHash: await codeHash(tokenHash, code),
    expiresAt: new Date(request.now + (request.lifetimeMs ?? MAGIC_LINK_LIFETIME_MS)),
  });
  return { token, code };
}

/** A token that exists, is unused, has not expired and serves one of these purposes. */
const liveToken = async (token: string, now: number, purposes: readonly LoginToken['purpose'][]) =>
  and(
    eq(loginTokens.tokenHash, await hashToken(token)),
    isNull(loginTokens.consumedAt),
    gt(loginTokens.expiresAt, new Date(now)),
    inArray(loginTokens.purpose, [...purposes]),
  );

/**
 * Uses a link once: the one statement that marks it consumed is also the check that it was not.
 * A link only serves the purposes it was made for: a reset link never signs in by itself.
 */
export async function consumeMagicLink(
  db: Database,
  token: string,
  now: number,
  purposes: readonly LoginToken['purpose'][] = ['login', 'register'],
): Promise<LoginToken | null> {
  const row = await db
    .update(loginTokens)
    .set({ consumedAt: new Date(now) })
    .where(await liveToken(token, now, purposes))
    .returning()
    .get();
  return row ?? null;
}

/** Reads a live token without using it up (the second factor may take a few tries). */
export async function findLoginToken(db: Database, token: string, now: number, purposes: readonly LoginToken['purpose'][]): Promise<LoginToken | null> {
  const row = await db
    .select()
    .from(loginTokens)
    .where(await liveToken(token, now, purposes))
    .get();
  return row ?? null;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'too-many';

/** Checks a 6-digit code against the link this browser asked for; every try counts first. */
export async function checkLoginCode(db: Database, token: string, code: string, now: number): Promise<CodeCheck> {
  const tokenHash = await hashToken(token);
  const row = await db
    .update(loginTokens)
    .set({ codeAttempts: sql`${loginTokens.codeAttempts} + 1` })
    .where(and(eq(loginTokens.tokenHash, tokenHash), isNull(loginTokens.consumedAt), gt(loginTokens.expiresAt, new Date(now))))
    .returning()
    .get();
  if (!row) return 'expired';
  if (row.codeAttempts > MAX_CODE_ATTEMPTS) return 'too-many';
  return row.codeHash === (await codeHash(tokenHash, code)) ? 'ok' : 'wrong';
}
