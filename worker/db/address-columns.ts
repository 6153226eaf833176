import { collections, users } from './schema/index.ts';

/**
 * The columns a writer's address is built from (their subdomain or own domain, shared/routes/):
 * selected alone where a query joins a story with its writer, since D1 answers at most 100
 * columns a query.
 */
export const USER_ADDRESS_COLUMNS = {
  id: users.id,
  username: users.username,
  hasSubdomain: users.hasSubdomain,
  customDomain: users.customDomain,
  customDomainStatus: users.customDomainStatus,
} as const;

/** The columns a publication's address is built from, for the same reason. */
export const COLLECTION_ADDRESS_COLUMNS = {
  id: collections.id,
  slug: collections.slug,
  domain: collections.domain,
  domainStatus: collections.domainStatus,
} as const;
