import type { Context } from 'hono';
import { cors } from 'hono/cors';
import { TRACEPARENT_HEADER } from '../../shared/trace-context.ts';
import type { AppEnv } from '../context.ts';
import { database } from '../db/client.ts';
import { requestFixtures, splitByFixtures, type Fixtures } from '../graphql/fixtures.ts';
import { graphqlServer } from '../graphql/yoga.ts';
import { boundedBody, MAX_JSON_DEPTH, withBody } from './bounded-body.ts';
import { isOwnOrigin } from './own-origin.ts';
import type { RouteHandler } from './route-handler.ts';

/** A batch of twenty operations with a long story's draft in it fits with room to spare. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** The headers the app's data client sends (client/data/live-client.ts, batch-fetch-exchange.ts), the debug carrier's among them. */
const CLIENT_HEADERS = [
  'Content-Type',
  'X-Xsrf-Token',
  'X-Client-Name',
  'X-Client-Version',
  'X-Release',
  'X-Operation-Names',
  'X-Route-Name',
  'X-Route-Path',
  TRACEPARENT_HEADER,
];

/** The origin of another of Quire's own sites calling, or null for the same site and for everyone else. */
async function ownCrossSiteOrigin(c: Context<AppEnv>): Promise<string | null> {
  const url = new URL(c.req.url);
  const origin = c.req.header('Origin');
  if (origin === undefined || origin === url.origin) return null;
  return (await isOwnOrigin(database(c.get('d1')), origin, url, c.env.AUTH_DOMAIN)) ? origin : null;
}

/**
 * Answers with CORS for Quire's own other sites (hono/cors, with credentials): their pages may
 * send cookies and read the answer. Any other origin gets no CORS header at all, not even
 * hono/cors's Allow-Credentials, so nothing in the answer reads as a permission.
 */
async function withOwnSitesCors(c: Context<AppEnv>, answer: () => Promise<Response>): Promise<Response> {
  const origin = await ownCrossSiteOrigin(c);
  if (origin === null) {
    const response = c.req.method === 'OPTIONS' ? new Response(null, { status: 204 }) : await answer();
    response.headers.append('Vary', 'Origin');
    return response;
  }
  const ownSites = cors({
    origin,
    credentials: true,
    allowMethods: ['POST'],
    allowHeaders: CLIENT_HEADERS,
    maxAge: 600,
  });
  const preflight = await ownSites(c, async () => {
    c.res = await answer();
  });
  return preflight ?? c.res;
}

/**
 * POST /_/graphql: one operation or a batch of up to 20. Another of Quire's own sites (a
 * subdomain, a custom domain) may call it with credentials; any other origin gets no CORS
 * headers, so its page can neither send cookies nor read an answer.
 */
export const graphqlEndpoint: RouteHandler = (c) => withOwnSitesCors(c, () => answerOperations(c));

async function answerOperations(c: Context<AppEnv>): Promise<Response> {
  const fixtures = requestFixtures(c.req.raw.headers, c.env.ENVIRONMENT);
  if (fixtures && 'error' in fixtures) return Response.json({ errors: [{ message: fixtures.error }] }, { status: 400 });
  let request = c.req.raw;
  let body: string | null = null;
  if (c.req.method === 'POST') {
    const read = await boundedBody(request, { maxBytes: MAX_BODY_BYTES, maxDepth: MAX_JSON_DEPTH });
    if ('refused' in read)
      return Response.json({ errors: [{ message: read.refused.message }] }, { status: read.refused.status });
    body = read.text;
    request = withBody(request, body);
  }
  const context = await c.get('app').graphqlContext({ visitorMeter: true });
  const run = async (runRequest: Request): Promise<Response> =>
    graphqlServer(context.schema, c.env.ENVIRONMENT).fetch(runRequest, context);
  const answer =
    fixtures && body !== null ? await answerWithFixtures(request, body, fixtures, run) : await run(request);
  const response = new Response(answer.body, answer);
  for (const cookie of context.responseCookies) response.headers.append('Set-Cookie', cookie);
  // Answers depend on the viewer: never store them in a shared cache.
  response.headers.set('Cache-Control', 'private, no-store');
  if (c.env.ENVIRONMENT !== 'production') response.headers.set('X-D1-Round-Trips', String(c.get('d1RoundTrips')()));
  return response;
}

/** Answers the operations the request's fixtures name from them, and runs the rest (../graphql/fixtures.ts). */
async function answerWithFixtures(
  request: Request,
  body: string,
  fixtures: Fixtures,
  run: (request: Request) => Promise<Response>,
): Promise<Response> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return run(request);
  }
  const split = splitByFixtures(parsed, fixtures);
  if (split.rest === null) return Response.json(split.join(null));
  const ran = await run(withBody(request, JSON.stringify(split.rest)));
  return Response.json(split.join(await ran.json()), { status: ran.status });
}
