import type { Context } from 'hono';
import type { RouteMatch } from '../../shared/routes/index.ts';
import { consumeMagicLink, type LoginToken } from '../auth/magic-link-writes.ts';
import type { AppEnv } from '../context.ts';
import { database } from '../db/client.ts';
import type { RouteHandler } from '../routes/route-handler.ts';

interface ConfirmationOptions {
  /** Where the route carries the one-time token. */
  readonly token: (url: URL, match: RouteMatch) => string;
  readonly purposes: readonly LoginToken['purpose'][];
  /** Acts on a consumed token; null means it can no longer be honoured (shown as expired). */
  readonly confirm: (c: Context<AppEnv>, token: LoginToken) => Promise<Response | null>;
}

/**
 * A link sent by e-mail (magic link, e-mail verification). Mail scanners open links, so GET and
 * HEAD only show the route's confirmation page; the same-site POST from that page consumes the
 * token, once. A used or expired token shows the page with 410.
 */
export function confirmationRoute(options: ConfirmationOptions): RouteHandler {
  return async function handleConfirmation(c, match) {
    const page = (status: number) =>
      c.get('app').page({ routeName: match.route.name, params: match.params, table: match.table, status });
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return page(200);
    if (c.req.method !== 'POST') return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD, POST' });

    const url = new URL(c.req.url);
    // Only the confirmation page itself may post here: no acting for someone from another site.
    if (c.req.header('Origin') !== url.origin) return c.text('This form did not come from this site.', 403);

    const token = await consumeMagicLink(
      database(c.get('d1')),
      options.token(url, match),
      Date.now(),
      options.purposes,
    );
    return (token && (await options.confirm(c, token))) ?? page(410);
  };
}
