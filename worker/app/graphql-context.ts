import { federationKeySecret } from '../federation/federation-key-secret.ts';
import { operationAllowance } from '../graphql/operation-allowance.ts';
import { createFederationQueue } from '../federation/federation-job.ts';
import { createDataExportQueue } from '../account/data-export-queue.ts';
import { createClapCountQueue } from '../claps/clap-count-job.ts';
import { rateLimitKey } from '../routes/within-rate-limit.ts';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { withViewerFlags } from '../../shared/flags.ts';
import { captchaFor } from '../auth/captcha.ts';
import { createEdgeCachePurge } from '../cache/purge-edge-cache.ts';
import { passwordPepper } from '../auth/pepper.ts';
import { requestViewer } from '../auth/request-viewer.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { AppEnv } from '../context.ts';
import { createTxtLookup } from '../domains/dns-txt.ts';
import { passwordEstimator } from '../auth/password-estimator.ts';
import { startArchiveImport } from '../import/archive-import-queue.ts';
import { createPageFetcher } from '../import/fetch-page.ts';
import { createPictureFetcher } from '../import/fetch-picture.ts';
import { createMailer } from '../mail/mailer.ts';
import { createNewsletterQueue } from '../newsletters/newsletter-job.ts';
import { createPublishDueQueue } from '../publishing/publish-due-job.ts';
import { createEventRecorder } from '../events/event-recorder.ts';
import { logDestination } from '../logging/log-config.ts';
import { createNotifier } from '../notifications/notifier.ts';
import { stripeCheckout } from '../payments/stripe-checkout.ts';
import { stripeClient } from '../payments/stripe-client.ts';
import { stripePayouts } from '../partner/stripe-payouts.ts';
import { authorizationServer } from '../oauth/authorization-server.ts';
import { createPhoneSender } from '../phone/phone-sender.ts';
import { database } from '../db/client.ts';
import { meterUnlocksThisMonth } from '../meter/meter-writes.ts';
import { VISITOR_METER_COOKIE, visitorMeterId } from '../meter/visitor-meter.ts';
import { isBot } from '../../shared/is-bot.ts';
import type { GraphQLContext, GraphQLContextOptions } from '../graphql/context.ts';
import { createLoaders } from './loaders.ts';
import { schema } from './schema.ts';
import type { UserRow } from '../db/schema/index.ts';
import type { SessionClient } from '../auth/session-writes.ts';

/**
 * The public API's caller as a viewer (the `apiCaller` option): the token stands in for the
 * session, and never counts as a fresh proof, so no sensitive change can be made with one.
 */
const apiViewer = (user: UserRow): Viewer => ({
  user,
  xsrf: `api:${user.id}`,
  sessionId: 'api',
  provedAt: null,
  boundHost: null,
});

/** Index searches one GraphQL request may run, across its batch: two full search pages. */
export const MAX_SEARCHES_PER_REQUEST = 8;

/**
 * Builds the resolvers' context for one request. Visitors cost no session look-up. Only the data
 * API (`visitorMeter`) reads a visitor's meter: a page render must be the same for every visitor.
 */
export async function createGraphQLContext(
  c: Context<AppEnv>,
  { visitorMeter = false, apiCaller, ownDocuments = false }: GraphQLContextOptions = {},
): Promise<GraphQLContext> {
  const db = database(c.get('d1'));
  const now = new Date();
  const url = new URL(c.req.url);
  const viewer = apiCaller ? apiViewer(apiCaller) : await requestViewer(c, db, now);
  const flags = withViewerFlags(c.get('flags'), viewer?.user ?? null);
  const network = c.req.header('CF-Connecting-IP') ?? 'unknown';
  // the per-network limits, which a bench may spread over keys outside production (within-rate-limit.ts)
  const limiterKey = (endpoint: string) =>
    rateLimitKey(endpoint, network, { environment: c.env.ENVIRONMENT, scale: c.env.RATE_LIMIT_SCALE });
  const visitorId = visitorMeter ? visitorMeterId(getCookie(c, VISITOR_METER_COOKIE)) : null;
  const meterKey = viewer ? `u:${viewer.user.id}` : visitorId && `v:${visitorId}`;
  let meterUnlocks: Promise<ReadonlySet<string>> | undefined;
  let client: SessionClient | undefined;
  // Shared by every operation of a batch: aliases and batching cannot multiply the searches one request runs.
  let searchesLeft = MAX_SEARCHES_PER_REQUEST;
  const stripe = stripeClient(c.env);
  return {
    db,
    schema,
    loaders: createLoaders(db, viewer?.user.id ?? null),
    ownDocuments,
    viewer,
    // an API call is authenticated by its bearer token, which no other site can send
    xsrfToken: apiCaller ? (viewer?.xsrf ?? null) : (c.req.header('X-Xsrf-Token') ?? null),
    ip: c.req.header('CF-Connecting-IP') ?? '127.0.0.1',
    isBot: isBot(c.req.header('user-agent')),
    meterKey,
    meterUnlocks: () =>
      (meterUnlocks ??= meterKey
        ? meterUnlocksThisMonth(db, meterKey, now).then((ids) => new Set(ids))
        : Promise.resolve(new Set())),
    // on first use: only sign-ins read it, and the runtime parses the request's `cf` anew each time it is read
    get client() {
      client ??= {
        userAgent: c.req.header('user-agent') ?? '',
        country: (c.req.raw.cf as { country?: string } | undefined)?.country ?? null,
      };
      return client;
    },
    requestUrl: url,
    pepper: () => passwordPepper(c.env),
    responseCookies: [],
    readCookie: (name) => getCookie(c, name),
    mailer: createMailer(c.env, db, () => new Date()),
    phone: createPhoneSender(c.env, db, () => new Date()),
    captcha: captchaFor(c.env, flags),
    checkout: stripeCheckout(stripe, c.env),
    payouts: stripePayouts(stripe),
    signing: c.env,
    // outside production, imports may read pages on loopback (the dev server, test stand-ins)
    fetchPage: createPageFetcher(c.env.ENVIRONMENT !== 'production'),
    importPictures: {
      media: c.env.MEDIA,
      images: c.env.IMAGES,
      fetchPicture: createPictureFetcher(c.env.ENVIRONMENT !== 'production'),
    },
    passwordEstimator: passwordEstimator(c.env.ASSETS),
    oauth: async () => (await authorizationServer(c.get('authOrigin'))).getOAuthApi(c.env),
    lookupTxt: createTxtLookup(c.env.DNS_RESOLVER_URL),
    productName: c.env.PRODUCT_NAME,
    authDomain: c.env.AUTH_DOMAIN,
    flags,
    logger: c.get('logger'),
    logDestination: () => logDestination(c.env),
    purgeEdgeCache: createEdgeCachePurge(c.env, db, c.get('logger'), () => new Date()),
    notify: createNotifier(c.env.JOBS, c.get('logger'), () => new Date(), c.get('authOrigin')),
    queueNewsletter: createNewsletterQueue(c.env.JOBS, c.get('authOrigin'), c.get('logger')),
    media: c.env.MEDIA,
    queueDataExport: createDataExportQueue(c.env.JOBS, c.get('authOrigin')),
    startArchiveImport: (userId, bytes, contentType, into) =>
      startArchiveImport(
        { db, media: c.env.MEDIA, jobs: c.env.JOBS, origin: c.get('authOrigin') },
        userId,
        bytes,
        contentType,
        into,
      ),
    queueClapCount: createClapCountQueue(c.env.JOBS),
    federationOn: federationKeySecret(c.env) !== null,
    queueFederation: createFederationQueue(c.env, c.get('authOrigin'), c.get('logger')),
    queuePublishDue: createPublishDueQueue(c.env.JOBS, c.get('logger'), () => new Date()),
    // dont_track_user (docs/spec-checklist.md 2 §6): what the viewer does is not recorded, by the server either
    recordEvent: flags.dont_track_user
      ? () => Promise.resolve()
      : createEventRecorder(c.env.JOBS, c.get('logger'), viewer?.user.id ?? null, () => new Date()),
    now: () => new Date(),
    withinOperationLimit: operationAllowance(c.env.GRAPHQL_LIMITER, limiterKey('graphql')),
    async spendSearches(count) {
      if (count > searchesLeft) return false;
      searchesLeft -= count;
      for (let search = 0; search < count; search += 1) {
        if (!(await c.env.RATE_LIMITER.limit({ key: limiterKey('search') })).success) return false;
      }
      return true;
    },
    d1: c.get('d1'),
    linkContext: { table: 'default', authOrigin: c.get('authOrigin') },
  };
}
