import type { Context } from 'hono';
import type { Flags } from '../../shared/flags.ts';
import { link, router } from '../../shared/routes/index.ts';
import type { RedirectTarget } from '../../shared/routes/route-definition.ts';
import type { AppEnv } from '../context.ts';
import { database } from '../db/client.ts';
import { renderAppPage, renderNotFound } from './render-pages.tsx';
import { negotiatedActivity } from '../federation/federation-route.ts';
import { formerSubdomainTarget } from '../people/former-username.ts';
import { normalizeHost, resolveHost } from '../hosts/resolve-host.ts';
import type { RouteHandlers } from '../routes/route-handler.ts';

const PAGE_METHODS = new Set(['GET', 'HEAD']);

/** A redirect's target, or its stand-in while the target route's flag is off (null: nowhere to go). */
function redirectWhileFlagged(redirect: RedirectTarget, flags: Flags): Omit<RedirectTarget, 'otherwise'> | null {
  const flag = router.get(redirect.to)?.flag;
  if (!flag || flags[flag]) return redirect;
  return redirect.otherwise ?? null;
}

/**
 * The one dispatcher: host → table, path → named route (the route table in shared/ is the only
 * router), then a redirect, an endpoint handler or the route's page.
 */
export function dispatch(handlers: RouteHandlers) {
  return async function dispatchRoute(c: Context<AppEnv>): Promise<Response> {
    const url = new URL(c.req.url);
    const db = database(c.get('d1'));
    const host = await resolveHost(db, normalizeHost(url.host), c.env.AUTH_DOMAIN);
    if (!host) {
      const moved = await formerSubdomainTarget(db, url, c.env.AUTH_DOMAIN, c.get('authOrigin'), new Date());
      return moved ? c.redirect(moved, 301) : renderNotFound(c);
    }

    const match = router.match(url.pathname, host.table, host.hostParams);
    if (!match || (match.route.flag && !c.get('flags')[match.route.flag])) return renderNotFound(c, host.table);

    const { route } = match;
    c.get('describeLog')({ routeName: route.name, routerType: match.table, tag: route.service ?? 'server' });
    if (route.ownDomainFlag && match.table !== 'default' && !c.get('flags')[route.ownDomainFlag]) {
      const onMainDomain = c.get('authOrigin') + link(route.name as Parameters<typeof link>[0], match.params);
      return c.redirect(onMainDomain + url.search, 302);
    }
    if (route.redirect) {
      const redirect = redirectWhileFlagged(route.redirect, c.get('flags'));
      if (!redirect) return renderNotFound(c, host.table);
      const target = link(
        redirect.to as Parameters<typeof link>[0],
        { ...match.params, ...redirect.params },
        { table: host.table, authOrigin: c.get('authOrigin') },
      );
      return c.redirect(target + url.search, route.redirect.temporary ? 302 : 301);
    }

    const handler = handlers[route.name as keyof RouteHandlers];
    if (handler) return handler(c, match);

    const activity = await negotiatedActivity(c, match);
    if (activity) return activity;

    if (!PAGE_METHODS.has(c.req.method)) {
      return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
    }
    return renderAppPage(c, { routeName: route.name, params: match.params, table: match.table, status: 200 });
  };
}
