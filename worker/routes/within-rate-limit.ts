import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';

/**
 * The coarse per-network limit (wrangler.toml's RATE_LIMITER) for the endpoints anyone may call
 * without signing in and that cost a write or a search each: the event reports and the search
 * API. The fine-grained limits on sign-in and codes count operations in D1 instead.
 */
export async function withinRateLimit(c: Context<AppEnv>, endpoint: string): Promise<boolean> {
  const network = c.req.header('CF-Connecting-IP') ?? 'unknown';
  const { success } = await c.env.RATE_LIMITER.limit({ key: `${endpoint}:${network}` });
  return success;
}
