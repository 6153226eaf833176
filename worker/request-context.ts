import type { MiddlewareHandler } from 'hono';
import { FLAG_DEFAULTS, resolveFlags, type Flags } from '../shared/flags.ts';
import { createLogger } from '../shared/logger.ts';
import { cacheGroup } from './cache/cache-decision.ts';
import { isInternalIp } from './cache/internal-ip.ts';
import type { AppEnv } from './context.ts';
import { countRoundTrips } from './db/count-round-trips.ts';
import { createNonce } from './render/security-headers.ts';

let flagsFor: { source: string; flags: Flags } | undefined;

/** FLAGS is parsed once per isolate; a bad value fails loudly on the first request. */
function configuredFlags(source: string): Flags {
  if (flagsFor?.source !== source) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(source || '{}');
    } catch {
      throw new Error('FLAGS must be valid JSON, e.g. {"allow_iframe": true}');
    }
    flagsFor = { source, flags: resolveFlags(parsed) };
  }
  return flagsFor.flags;
}

/** The configured flags, with is_internal_ip for a client on one of INTERNAL_NETWORKS. */
export function requestFlags(env: Env, clientIp: string | undefined): Flags {
  const flags = configuredFlags(env.FLAGS);
  return isInternalIp(clientIp ?? '', env.INTERNAL_NETWORKS ?? '') ? { ...flags, is_internal_ip: true } : flags;
}

/** The request's address, or null when the Host it was built from is not a valid one. */
export function parseRequestUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/** Sets the nonce, flags, logger and auth origin every later step reads. */
export function requestContext(): MiddlewareHandler<AppEnv> {
  const logger = createLogger('info');
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
    const counted = c.env.ENVIRONMENT === 'production' ? { db: c.env.DB, count: () => 0 } : countRoundTrips(c.env.DB);
    c.set('d1', counted.db);
    c.set('d1RoundTrips', counted.count);
    c.set('nonce', createNonce());
    c.set('logger', logger);
    c.set('authOrigin', `${url.protocol}//${c.env.AUTH_DOMAIN}${url.port ? `:${url.port}` : ''}`);
    // Defaults first, so even a bad FLAGS value still gets the error page.
    c.set('flags', FLAG_DEFAULTS);
    c.set('flags', requestFlags(c.env, c.req.header('CF-Connecting-IP')));
    // a bad EDGE_CACHE value fails here, where it gets the error page, not quietly in the cache
    cacheGroup(c.env.EDGE_CACHE);
    await next();
  };
}
