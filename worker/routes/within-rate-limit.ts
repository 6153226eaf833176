import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';

/**
 * The limiter key of one request. Outside production, RATE_LIMIT_SCALE (a development setting,
 * which `npm run bench` sets) spreads one network's requests over that many keys at random, each
 * held to the real limit: a bench on one machine stands for readers on many networks, through
 * the limiter's own code. Production ignores it.
 */
export function rateLimitKey(
  endpoint: string,
  network: string,
  settings: { environment: string; scale?: string | undefined },
  random = Math.random,
): string {
  const scale = settings.environment === 'production' ? 1 : Math.floor(Number(settings.scale ?? 1));
  if (!Number.isSafeInteger(scale) || scale <= 1) return `${endpoint}:${network}`;
  return `${endpoint}:${network}:${Math.floor(random() * scale)}`;
}

/**
 * The coarse per-network limit (wrangler.toml's RATE_LIMITER) for the endpoints anyone may call
 * without signing in and that cost a write or a search each: the event reports and the search
 * API. The fine-grained limits on sign-in and codes count operations in D1 instead.
 */
export async function withinRateLimit(c: Context<AppEnv>, endpoint: string): Promise<boolean> {
  const network = c.req.header('CF-Connecting-IP') ?? 'unknown';
  const key = rateLimitKey(endpoint, network, { environment: c.env.ENVIRONMENT, scale: c.env.RATE_LIMIT_SCALE });
  const { success } = await c.env.RATE_LIMITER.limit({ key });
  return success;
}
