import { desc, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import { usernameError } from '../../shared/validation/username.ts';
import { usernameTaken } from './username-writes.ts';
import type { Database } from '../db/client.ts';
import { randomHex } from '../../shared/hex.ts';
import { sessions, users, type UserRow } from '../db/schema/index.ts';
import type { DrizzleD1Database } from 'drizzle-orm/d1';

export const findUserByEmail = (db: Database, email: string) =>
  db.select().from(users).where(eq(users.email, email)).get();

export const findUserById = (db: Database, id: string) => db.select().from(users).where(eq(users.id, id)).get();

export const findUserByUsername = (db: Database, username: string) =>
  db.select().from(users).where(eq(users.username, username)).get();

/**
 * A new account's username, from its name: the name itself when anyone may have it, else the
 * name with a few random digits. The same rule as a rename (usernameError, then usernameTaken):
 * never a reserved name, one someone has, or one held after a rename or a deleted account.
 */
export async function uniqueUsername(db: Database, name: string, now = new Date()): Promise<string> {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 20) || 'reader';
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidate = attempt === 0 ? base : `${base}${randomHex(4)}`;
    if (usernameError(candidate) === null && !(await usernameTaken(db, candidate, null, now))) return candidate;
  }
  return `${base}${randomHex(8)}`;
}

/** A new account; `emailProved` when its address came from a link or code mailed there, or a provider that verified it. */
export async function insertAccount(
  db: Database,
  account: { name: string; email: string | null; username: string; passwordHash: string | null; emailProved: boolean },
): Promise<UserRow> {
  const row = await db
    .insert(users)
    .values({
      id: randomHex(12),
      name: account.name,
      email: account.email,
      emailVerifiedAt: account.emailProved && account.email ? new Date() : null,
      username: account.username,
      passwordHash: account.passwordHash,
    })
    .returning()
    .get();
  if (!row) throw new Error('The new account was not stored');
  return row;
}

/** Every session of these accounts, the most recently used first. */
export const sessionsOf = (db: Database, userIds: readonly string[]) =>
  db
    .select()
    .from(sessions)
    .where(inArray(sessions.userId, [...userIds]))
    .orderBy(desc(sessions.lastSeenAt));

/** The accounts with these ids (those that exist), or those a subquery names. */
export const usersByIds = (db: DrizzleD1Database, ids: string[] | SQLWrapper) =>
  db.select().from(users).where(inArray(users.id, ids));

/** The accounts with these usernames, whole (those that exist). */
export const usersByUsernames = (db: Database, usernames: readonly string[]) =>
  db
    .select()
    .from(users)
    .where(inArray(users.username, [...usernames]));
