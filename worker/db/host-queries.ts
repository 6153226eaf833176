import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from './client.ts';
import { collections, users } from './schema/index.ts';

export type HostOwner =
  | { readonly kind: 'user'; readonly username: string }
  | { readonly kind: 'collection'; readonly slug: string };

/** The writer who serves their profile at {username}.{AUTH_DOMAIN}, if they turned the subdomain on. */
export async function findSubdomainOwner(db: Database, username: string): Promise<HostOwner | null> {
  const row = await db
    .select({ username: users.username })
    .from(users)
    .where(and(eq(users.username, username), eq(users.hasSubdomain, true)))
    .get();
  return row ? { kind: 'user', username: row.username } : null;
}

/** The writer or publication a custom domain belongs to; both look-ups travel in one round trip. */
export async function findCustomDomainOwner(db: Database, domain: string): Promise<HostOwner | null> {
  const [userRows, collectionRows] = await db.batch([
    // a writer's domain serves once live, or when it was set before domains were checked (no status)
    db
      .select({ username: users.username })
      .from(users)
      .where(
        and(
          eq(users.customDomain, domain),
          or(isNull(users.customDomainStatus), eq(users.customDomainStatus, 'ACTIVE')),
        ),
      )
      .limit(1),
    // a publication's domain serves only once it is ACTIVE (docs/spec-checklist.md 3 §3 domain statuses)
    db
      .select({ slug: collections.slug })
      .from(collections)
      .where(and(eq(collections.domain, domain), eq(collections.domainStatus, 'ACTIVE')))
      .limit(1),
  ]);
  const user = userRows[0];
  if (user) return { kind: 'user', username: user.username };
  const collection = collectionRows[0];
  return collection ? { kind: 'collection', slug: collection.slug } : null;
}
