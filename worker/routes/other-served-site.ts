import type { Database } from '../db/client.ts';
import { normalizeHost, resolveHost } from '../hosts/resolve-host.ts';

/**
 * The address, when it is a page of a writer's subdomain or custom domain, or a publication's,
 * that this deployment serves (never the main site itself, never anyone else's site) with the
 * main site's scheme: where the main site may hand a sign-in or a reading meter on to.
 */
export async function otherServedSite(db: Database, address: string, authOrigin: URL): Promise<URL | null> {
  let target: URL;
  try {
    target = new URL(address);
  } catch {
    return null;
  }
  // the same scheme as the main site: https in production, http on a developer's machine
  if (target.protocol !== authOrigin.protocol || target.username || target.password) return null;
  const served = await resolveHost(db, normalizeHost(target.host), normalizeHost(authOrigin.host));
  return served && served.table !== 'default' ? target : null;
}
