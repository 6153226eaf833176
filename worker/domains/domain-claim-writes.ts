import { and, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import { TIME } from '../../shared/constants.ts';
import type { Database } from '../db/client.ts';
import { collections, users } from '../db/schema/index.ts';

/** How long a claim on a domain waits for its TXT record before it lapses. */
export const DOMAIN_CLAIM_DAYS = 7;

export const DOMAIN_IN_USE = 'That domain is already in use.';
export const CLAIM_LAPSED = `This request lapsed after ${DOMAIN_CLAIM_DAYS} days without its TXT record. Ask for the domain again.`;

/** Who asks for a domain, or checks one: a writer or a publication. */
export type Claimant = { readonly userId: string } | { readonly collectionId: string };

/** The states of a claim still waiting for its TXT record: they block nobody. */
const UNVERIFIED = ['CREATED', 'FAILED'] as const;

/**
 * Whether another writer or publication holds the domain for real: verified or serving (a
 * writer's domain set before domains were checked has no status, and serves). An unverified claim
 * never counts, so nobody can squat a domain by asking for it (docs/security.md).
 */
export async function domainHeldByOther(db: Database, domain: string, claimant: Claimant): Promise<boolean> {
  const notMe = (column: typeof users.id | typeof collections.id, id: string | undefined): SQL | undefined =>
    id ? ne(column, id) : undefined;
  const [writers, publications] = await db.batch([
    db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.customDomain, domain),
          or(isNull(users.customDomainStatus), inArray(users.customDomainStatus, ['VERIFIED', 'ACTIVE'])),
          notMe(users.id, 'userId' in claimant ? claimant.userId : undefined),
        ),
      )
      .limit(1),
    db
      .select({ id: collections.id })
      .from(collections)
      .where(
        and(
          eq(collections.domain, domain),
          inArray(collections.domainStatus, ['VERIFIED', 'ACTIVE']),
          notMe(collections.id, 'collectionId' in claimant ? claimant.collectionId : undefined),
        ),
      )
      .limit(1),
  ]);
  return writers.length > 0 || publications.length > 0;
}

/** Whether a claim made at `requestedAt` has lapsed unverified (claims from before the date was kept never lapse). */
export const claimLapsed = (requestedAt: Date | null, now: Date): boolean =>
  requestedAt !== null && now.getTime() - requestedAt.getTime() > DOMAIN_CLAIM_DAYS * TIME.day;

/**
 * Clears everyone else's unverified claim on a domain, in one batch, once a claimant's
 * verification is written: the first to prove the domain is theirs takes it (the live-only unique
 * index has already refused a second verification, so no other claim can be live by then).
 */
export async function clearOtherClaims(db: Database, domain: string, claimant: Claimant): Promise<void> {
  await db.batch([
    db
      .update(users)
      .set({ customDomain: null, customDomainStatus: null, customDomainToken: null, customDomainRequestedAt: null })
      .where(
        and(
          eq(users.customDomain, domain),
          inArray(users.customDomainStatus, UNVERIFIED),
          'userId' in claimant ? ne(users.id, claimant.userId) : undefined,
        ),
      ),
    db
      .update(collections)
      .set({ domain: null, domainStatus: null, domainToken: null, domainRequestedAt: null })
      .where(
        and(
          eq(collections.domain, domain),
          inArray(collections.domainStatus, UNVERIFIED),
          'collectionId' in claimant ? ne(collections.id, claimant.collectionId) : undefined,
        ),
      ),
  ]);
}

/** A unique index refused the write: someone verified the domain between the check and the change. */
export const lostTheRace = (error: unknown): boolean => String(error).includes('UNIQUE');
