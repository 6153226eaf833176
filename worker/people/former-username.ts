import { link, type Params, type RouteName } from '../../shared/routes/index.ts';
import type { TableMode } from '../../shared/routes/route-definition.ts';
import type { Database } from '../db/client.ts';
import { normalizeHost } from '../hosts/resolve-host.ts';
import { movedUsername } from '../accounts/index.ts';

/**
 * Where a writer's former subdomain (old.{AUTH_DOMAIN}) now leads while the name is held for
 * them: the same path on their new subdomain, or their profile on the main site when they no
 * longer have one. Null for any other host.
 */
export async function formerSubdomainTarget(
  db: Database,
  url: URL,
  authDomain: string,
  authOrigin: string,
  now: Date,
): Promise<string | null> {
  const auth = normalizeHost(authDomain);
  const host = normalizeHost(url.host);
  if (!host.endsWith(`.${auth}`)) return null;
  const moved = await movedUsername(db, host.slice(0, -(auth.length + 1)), now);
  if (!moved) return null;
  if (!moved.hasSubdomain) return `${authOrigin}${link('ShowUser', { username: moved.username })}`;
  const port = url.port ? `:${url.port}` : '';
  return `${url.protocol}//${moved.username}.${auth}${port}${url.pathname}${url.search}`;
}

/** Where an address naming a former username (/@old/…) now leads while it is held; null otherwise. */
export async function formerUsernameTarget(
  db: Database,
  page: { routeName: string; params: Params; table: TableMode },
  url: URL,
  authOrigin: string,
  now: Date,
): Promise<string | null> {
  const former = page.params['username'];
  if (!former || page.table === 'user') return null;
  const moved = await movedUsername(db, former, now);
  if (!moved) return null;
  return (
    link(page.routeName as RouteName, { ...page.params, username: moved.username }, { table: page.table, authOrigin }) +
    url.search
  );
}
