import type { Database } from '../db/client.ts';
import { resolveHost } from '../hosts/resolve-host.ts';

/**
 * Whether an Origin header names one of Quire's own sites: the main domain, a writer's
 * subdomain, or a custom domain in the database, on the scheme and port this deployment
 * serves. Only these may call the API with a visitor's cookies and read the answer.
 */
export async function isOwnOrigin(db: Database, origin: string, request: URL, authDomain: string): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== request.protocol || url.port !== request.port || url.origin !== origin) return false;
  return (await resolveHost(db, url.hostname, authDomain)) !== null;
}
