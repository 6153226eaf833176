import { desc, eq, inArray, or } from 'drizzle-orm';
import type { AccountQuery } from '../../shared/social/account-query.ts';
import type { Database } from '../db/client.ts';
import { likeLiterally } from '../db/like-literally.ts';
import { blockedLinkDomains, users, type UserRow } from '../db/schema/index.ts';

/** How many accounts one search at /_/admin/users lists. */
const FOUND_LIMIT = 20;

/** The accounts an operator's query finds (shared/social/account-query.ts), newest first; deleted ones too, as operators look into those. */
export function findAccounts(db: Database, query: AccountQuery): Promise<UserRow[]> {
  const where =
    query.by === 'email'
      ? eq(users.email, query.value)
      : query.by === 'domain'
        ? or(likeLiterally(users.email, `@${query.value}`, 'ending'), eq(users.customDomain, query.value))
        : or(
            likeLiterally(users.username, query.value.toLowerCase(), 'starting'),
            likeLiterally(users.name, query.value, 'containing'),
          );
  return db.select().from(users).where(where).orderBy(desc(users.createdAt)).limit(FOUND_LIMIT).all();
}

/** Gives or takes the moderator role: staff do this at /_/admin/users. */
export const setModerator = (db: Database, userId: string, moderator: boolean) =>
  db.update(users).set({ isModerator: moderator }).where(eq(users.id, userId));

export type BlockedLinkDomainRow = typeof blockedLinkDomains.$inferSelect;

/** The blocked link domains, alphabetically. */
export const blockedDomains = (db: Database): Promise<BlockedLinkDomainRow[]> =>
  db.select().from(blockedLinkDomains).orderBy(blockedLinkDomains.domain).all();

/** Which of these domains are blocked: one look-up for every link of a story. */
export async function blockedAmong(db: Database, domains: readonly string[]): Promise<Set<string>> {
  if (domains.length === 0) return new Set();
  const rows = await db
    .select({ domain: blockedLinkDomains.domain })
    .from(blockedLinkDomains)
    .where(inArray(blockedLinkDomains.domain, [...domains]))
    .all();
  return new Set(rows.map((row) => row.domain));
}

export const blockDomain = (
  db: Database,
  entry: { readonly domain: string; readonly reason: string; readonly addedBy: string },
  now: Date,
) =>
  db
    .insert(blockedLinkDomains)
    .values({ ...entry, createdAt: now })
    .onConflictDoUpdate({ target: blockedLinkDomains.domain, set: { reason: entry.reason, addedBy: entry.addedBy } });

export const unblockDomain = (db: Database, domain: string) =>
  db.delete(blockedLinkDomains).where(eq(blockedLinkDomains.domain, domain));
