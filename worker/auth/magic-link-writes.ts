import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { MAGIC_LINK_LIFETIME_MS } from '../../shared/magic-link-lifetime.ts';
import { MAX_CODE_ATTEMPTS } from '../../shared/max-code-attempts.ts';
import type { Database } from '../db/client.ts';
import { loginTokens } from '../db/schema/index.ts';
import { randomToken } from './random-token.ts';
import { hashToken } from './hash-token.ts';

export type LoginToken = typeof loginTokens.$inferSelect;

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
    passwordHash?: string | null;
  },
): Promise<{ token: string; code: string; browser: string }> {
  const token = randomToken(32);
  const browser = randomToken(32);
  const code = randomCode();
  const tokenHash = await hashToken(token);
  await db.insert(loginTokens).values({
    tokenHash,
    browserHash: await hashToken(browser),
    email: request.email,
    purpose: request.purpose,
    userId: request.userId ?? null,
    fullName: request.fullName,
    redirect: request.redirect,
    codeHash: await codeHash(tokenHash, code),
    passwordHash: request.passwordHash ?? null,
    expiresAt: new Date(request.now + (request.lifetimeMs ?? MAGIC_LINK_LIFETIME_MS)),
  });
  return { token, code, browser };
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
export async function findLoginToken(
  db: Database,
  token: string,
  now: number,
  purposes: readonly LoginToken['purpose'][],
): Promise<LoginToken | null> {
  const row = await db
    .select()
    .from(loginTokens)
    .where(await liveToken(token, now, purposes))
    .get();
  return row ?? null;
}

export type CodeCheck =
  | { readonly kind: 'ok'; readonly token: string }
  | { readonly kind: 'wrong' | 'expired' | 'too-many' };

/**
 * Checks a 6-digit code against the link the browser asked for. The browser holds only its own
 * binding value, never the link's secret: the link's token reaches the mailbox alone. A right code
 * trades for a new token (the mailed link stops working), which the login callback consumes once.
 * Every try counts first, so parallel guesses in one batch each count.
 */
export async function checkLoginCode(db: Database, browser: string, code: string, now: number): Promise<CodeCheck> {
  const row = await db
    .update(loginTokens)
    .set({ codeAttempts: sql`${loginTokens.codeAttempts} + 1` })
    .where(
      and(
        eq(loginTokens.browserHash, await hashToken(browser)),
        isNull(loginTokens.consumedAt),
        gt(loginTokens.expiresAt, new Date(now)),
        inArray(loginTokens.purpose, ['login', 'register']),
      ),
    )
    .returning()
    .get();
  if (!row) return { kind: 'expired' };
  if (row.codeAttempts > MAX_CODE_ATTEMPTS) return { kind: 'too-many' };
  if (row.codeHash !== (await codeHash(row.tokenHash, code))) return { kind: 'wrong' };
  const token = randomToken(32);
  const traded = await db
    .update(loginTokens)
    .set({ tokenHash: await hashToken(token), browserHash: null })
    .where(and(eq(loginTokens.tokenHash, row.tokenHash), isNull(loginTokens.consumedAt)))
    .returning({ tokenHash: loginTokens.tokenHash })
    .get();
  return traded ? { kind: 'ok', token } : { kind: 'expired' };
}
