import type { Context } from 'hono';

/**
 * Makes `response` the answer as it is. Assigned over an answer already set, Hono would wrap the
 * new response once more and set each of the old one's headers on it again, a cost every page
 * kept at the edge paid (docs/scale.md); cleared first, the new one is taken as given, so it must
 * carry every header it needs (`new Response(body, old)` copies them).
 */
export function replaceResponse(c: Context, response: Response): void {
  c.res = undefined;
  c.res = response;
}
