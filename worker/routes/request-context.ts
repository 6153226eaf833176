import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { FLAG_DEFAULTS } from '../../shared/flags.ts';
import { createLogger } from '../../shared/logger.ts';
import { cacheGroup } from '../cache/cache-decision.ts';
import type { AppEnv } from '../context.ts';
import { BOOKMARK_COOKIE, BOOKMARK_SECONDS, sessionStart } from '../db/d1-session.ts';
import { markRetrying, retryingTrip } from '../db/retry-d1.ts';
import { trackD1 } from '../db/track-d1.ts';
import { requestFacts } from '../logging/log-record.ts';
import { workLog } from '../logging/request-log.ts';
import { createNonce } from '../render/security-headers.ts';
import { parseRequestUrl, requestFlags } from '../request-flags.ts';
import { replaceResponse } from '../replace-response.ts';

const CONSOLE_LOGGER = createLogger('info');

/** Work left for after the answer; a request built by hand (some tests) has no context to hold it, and it just runs. */
function afterResponse(context: () => Pick<ExecutionContext, 'waitUntil'>, promise: Promise<unknown>): void {
  try {
    context().waitUntil(promise);
  } catch {
    void promise;
  }
}

/** Sets the nonce, flags, logger and auth origin every later step reads. */
export function requestContext(): MiddlewareHandler<AppEnv> {
  return async function setRequestContext(c, next) {
    const url = parseRequestUrl(c.req.url);
    // A malformed Host header is the client's mistake, never a 500.
    if (!url) return c.text('Bad Request', 400);
    // One spelling per host: `example.com.` names the same site, and a page rendered under it
    // would carry that spelling into copies other visitors get (the cache key drops the dot).
    if (url.hostname.endsWith('.')) {
      url.hostname = url.hostname.replace(/\.+$/, '');
      return c.redirect(url.toString(), 301);
    }
    const start = sessionStart({ method: c.req.method, bookmark: getCookie(c, BOOKMARK_COOKIE) });
    const session = c.env.DB.withSession(start);
    // one wrapper counts each attempt as a round trip and retries D1's transient failures
    const d1 = trackD1(session, retryingTrip());
    c.set('d1', markRetrying(d1.db));
    c.set('d1RoundTrips', d1.roundTrips);
    c.set('timings', []);
    c.set('nonce', createNonce());
    // the console first, so a bad log configuration (below) still gets the error page, and its message a log
    c.set('logger', CONSOLE_LOGGER);
    c.set('authOrigin', `${url.protocol}//${c.env.AUTH_DOMAIN}${url.port ? `:${url.port}` : ''}`);
    // Defaults first, so even a bad FLAGS value still gets the error page.
    c.set('flags', FLAG_DEFAULTS);
    c.set('flags', requestFlags(c.env, c.req.header('CF-Connecting-IP')));
    // a bad EDGE_CACHE value fails here, where it gets the error page, not quietly in the cache
    cacheGroup(c.env.EDGE_CACHE);
    const facts = requestFacts(c.req.raw, url);
    c.set('traceId', facts.trace);
    const log = workLog(c.env, 'request', facts, (promise) => afterResponse(() => c.executionCtx, promise));
    c.set('logger', log.logger);
    c.set('describeLog', log.describe);
    await next();
    // After the edge cache kept its copy (edge-cache-pages.ts runs inside this), so no shared copy has the cookie.
    const bookmark = d1.wrote() ? session.getBookmark() : null;
    const development = c.env.ENVIRONMENT !== 'production';
    if (!bookmark && !development) return;
    // a response fetched from elsewhere (a static file, a stored object) has headers that cannot change
    replaceResponse(c, new Response(c.res.body, c.res));
    if (bookmark)
      setCookie(c, BOOKMARK_COOKIE, bookmark, {
        path: '/',
        httpOnly: true,
        secure: url.protocol === 'https:',
        sameSite: 'Lax',
        maxAge: BOOKMARK_SECONDS,
      });
    if (development) c.res.headers.set('X-D1-Session-Start', start.startsWith('first-') ? start : 'bookmark');
  };
}
