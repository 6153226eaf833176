import type { Params, TableMode } from '../../shared/routes/index.ts';
import type { Database } from '../db/client.ts';
import { findCustomDomainOwner, findSubdomainOwner, type HostOwner } from '../db/host-queries.ts';

export interface HostResolution {
  readonly table: TableMode;
  /** The param the host implies: the writer's username or the publication's slug. */
  readonly hostParams: Params;
}

/** Lower case, without port or trailing dot: the form domains are stored in. */
export const normalizeHost = (host: string): string =>
  host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

const fromOwner = (owner: HostOwner | null): HostResolution | null => {
  if (!owner) return null;
  return owner.kind === 'user'
    ? { table: 'user', hostParams: { username: owner.username } }
    : { table: 'collection', hostParams: { collectionSlug: owner.slug } };
};

/**
 * Which table serves a host: the auth domain uses the default table (no query); a writer's
 * subdomain or custom domain the user table; a publication's domain the collection table.
 * Null for a host we do not serve.
 */
export async function resolveHost(db: Database, host: string, authDomain: string): Promise<HostResolution | null> {
  const auth = normalizeHost(authDomain);
  if (host === auth) return { table: 'default', hostParams: {} };
  if (host.endsWith(`.${auth}`)) {
    const label = host.slice(0, -(auth.length + 1));
    // Only a single label can be a username; deeper names are not ours.
    return label.includes('.') ? null : fromOwner(await findSubdomainOwner(db, label));
  }
  return fromOwner(await findCustomDomainOwner(db, host));
}
