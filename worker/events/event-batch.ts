import { requestViewer } from '../auth/request-viewer.ts';
import { database } from '../db/client.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { type ParsedEvents, parseEventBatch, parsePerformanceReport } from './event-batch-body.ts';
import { passesAntiForgery } from '../graphql/anti-forgery.ts';
import type { EventJob } from './event-job.ts';
import { prepareReadingEvents } from './prepare-reading-events.ts';
import type { RouteHandler } from '../routes/route-handler.ts';
import { withinRateLimit } from '../routes/within-rate-limit.ts';
import { jsonBody, NOT_JSON } from '../routes/json-body.ts';
import { boundedBody, MAX_JSON_DEPTH } from '../routes/bounded-body.ts';

/** A full queue of small events fits; anything larger is refused before it is parsed. */
const MAX_BODY_BYTES = 512 * 1024;

/** A page's performance report holds a few small events. */
const MAX_REPORT_BYTES = 8 * 1024;

/**
 * POST /_/batch: the browser's event queue reports here (docs/spec-checklist.md 3 §7). Like every state-changing
 * request it carries the anti-forgery marker: a signed-in viewer's own value, a visitor's empty
 * one, which a cross-site form cannot send. Events go to the jobs queue and are stored there.
 * With dont_track_user on, pages keep nothing to send; whatever comes anyway (a page from before
 * the flag changed) is taken and dropped, so no browser keeps retrying it.
 */
export const eventBatch: RouteHandler = (c) => acceptEvents(c, MAX_BODY_BYTES, parseEventBatch);

/**
 * POST /_/clientele/reports/performance/: a page's performance report (docs/spec-checklist.md 3 §7 and §9), in spec
 * 2 §7's envelope {client: {name, version}, events}, its perf.* events taken and stored as the
 * batch's events are.
 */
export const performanceReport: RouteHandler = (c) => acceptEvents(c, MAX_REPORT_BYTES, parsePerformanceReport);

async function acceptEvents(
  c: Context<AppEnv>,
  maxBytes: number,
  parse: (body: unknown) => ParsedEvents,
): Promise<Response> {
  if (c.req.method !== 'POST') return c.json({ message: 'Method not allowed: use POST' }, 405);
  if (!(await withinRateLimit(c, 'events')))
    return c.json({ message: 'Too many requests. Please try again later.' }, 429);
  const viewer = await requestViewer(c, database(c.get('d1')));
  if (!passesAntiForgery({ viewer, xsrfToken: c.req.header('X-Xsrf-Token') ?? null }))
    return c.json({ message: 'Missing or invalid anti-forgery value.' }, 403);
  const read = await boundedBody(c.req.raw, { maxBytes, maxDepth: MAX_JSON_DEPTH });
  if ('refused' in read) return c.json({ message: read.refused.message }, read.refused.status);
  const body = jsonBody(read.text);
  if (body === undefined) return c.json({ message: NOT_JSON }, 400);
  const parsed = parse(body);
  if (!parsed.ok) return c.json({ message: parsed.message }, 400);
  if (c.get('flags').dont_track_user) return c.body(null, 204);
  const authHost = new URL(c.get('authOrigin')).hostname;
  const pageHost = new URL(c.req.url).hostname;
  const events = prepareReadingEvents(parsed.events, {
    userAgent: c.req.header('User-Agent'),
    isOwnHost: (host) => host === pageHost || host === authHost || host.endsWith(`.${authHost}`),
  });
  if (events.length > 0) {
    const job: EventJob = { kind: 'events', events, userId: viewer?.user.id ?? null };
    await c.env.JOBS.send(job);
  }
  return c.body(null, 204);
}
