import type { EstimatorLoader } from '../../shared/validation/password-strength.ts';
import type { Flags } from '../../shared/flags.ts';
import type { Logger } from '../../shared/logger.ts';
import type { LogDestination } from '../logging/log-config.ts';
import type { LinkContext } from '../../shared/routes/index.ts';
import type { Database } from '../db/client.ts';
import type { D1Client } from '../db/wrap-d1.ts';
import type { Captcha } from '../auth/captcha.ts';
import type { SessionClient } from '../auth/session-writes.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Mailer } from '../mail/outgoing-mail.ts';
import type { OAuthHelpers } from '@cloudflare/workers-oauth-provider';
import type { GraphQLSchema } from 'graphql';
import type { UserRow } from '../db/schema/index.ts';

/**
 * The services features (and the edge cache, which stands above this folder) give every resolver.
 * Each adds its own to this interface from its module (`declare module '../graphql/context.ts'`, TypeScript's declaration merging, as Hono's
 * ContextVariableMap is extended) and worker/app/graphql-context.ts provides them, so the
 * context names no feature (docs/architecture.md).
 */
// biome-ignore lint/suspicious/noEmptyInterface: the features' modules fill it in
export interface FeatureServices {}

/**
 * The request's batched look-ups, which worker/app/loaders.ts gathers from the features and adds
 * to this interface as FeatureServices is filled in.
 */
// biome-ignore lint/suspicious/noEmptyInterface: worker/app/loaders.ts fills it in
export interface Loaders {}

/** How a request's context is built: for the data API (a visitor's meter), or for an API caller's token. */
export interface GraphQLContextOptions {
  /** Reads a visitor's meter cookie: only the data API does; a page render is the same for every visitor. */
  readonly visitorMeter?: boolean;
  /** The public API's caller, whose token stands in for a session. */
  readonly apiCaller?: UserRow;
  /** Only the app's own documents run with this context (a page's render), never a client's. */
  readonly ownDocuments?: boolean;
}

/** What every resolver gets: the database, per-request batched loaders and who is asking. */
export interface GraphQLContext extends FeatureServices {
  readonly db: Database;
  /** Every feature's types, for the operations run in-process (a page's data, the cache's checks, share cards). */
  readonly schema: GraphQLSchema;
  readonly loaders: Loaders;
  /**
   * Only the app's own documents run with this context (a page's render, its cache checks and
   * share card): the query limits, there for what clients send, are not checked on them.
   */
  readonly ownDocuments: boolean;
  readonly viewer: Viewer | null;
  /** The anti-forgery value the request carried (X-Xsrf-Token), checked for every mutation. */
  readonly xsrfToken: string | null;
  /** The client's address (CF-Connecting-IP at the edge), for per-network limits. */
  readonly ip: string;
  /** The browser's user agent and country, for the sessions it signs in (the security settings list them). */
  readonly client: SessionClient;
  /** Crawlers by user agent: they get no analytics (docs/spec-checklist.md 3 §6) and are never metered. */
  readonly isBot: boolean;
  /**
   * Whose reading meter this request counts against (worker/meter/meter-writes.ts): the signed-in
   * reader's, or on the data API a visitor's `mv` cookie. Page renders leave visitors out, so
   * one cached page serves them all and the meter opens a story after it.
   */
  readonly meterKey: string | null;
  /** The members-only stories the meter opened for this key this month, read once per request. */
  readonly meterUnlocks: () => Promise<ReadonlySet<string>>;
  readonly requestUrl: URL;
  readonly pepper: () => string;
  /** Set-Cookie values a resolver asks the response to carry (sign-in, sign-out). */
  readonly responseCookies: string[];
  readonly readCookie: (name: string) => string | undefined;
  readonly mailer: Mailer;
  /** The captcha sign-in e-mails need, when the flags ask for one. */
  readonly captcha: Captcha | null;
  /** What signs and checks Quire's own links (worker/auth/link-signature.ts). */
  readonly signing: Pick<Env, 'LINK_SIGNING_SECRET' | 'ENVIRONMENT'>;
  /** The password estimator (worker/auth/password-estimator.ts), its dictionaries read from the static files. */
  readonly passwordEstimator: EstimatorLoader;
  /** The OAuth library's helpers for the applications writers register and connect (OAUTH_KV). */
  readonly oauth: () => Promise<OAuthHelpers>;
  readonly productName: string;
  /** The platform's own domain: custom domains may not be under it. */
  readonly authDomain: string;
  /** The configured flags with the viewer's own (staff) merged in. */
  readonly flags: Flags;
  readonly logger: Logger;
  /** Where the Worker's log records go (the internal status page says so), worked out only when asked. */
  readonly logDestination: () => LogDestination;
  /** Whether this deployment federates (production needs FEDERATION_KEY_SECRET, docs/federation.md). */
  readonly federationOn: boolean;
  /** Counts one GraphQL operation against the network's limit (GRAPHQL_LIMITER, ./operation-allowance.ts); false past it. */
  readonly withinOperationLimit: () => Promise<boolean>;
  /**
   * Counts index searches against this request's budget and the network's search limit (the
   * search API's RATE_LIMITER); false past either, and nothing is searched.
   */
  readonly spendSearches: (count: number) => Promise<boolean>;
  /** The request's D1 session itself, for what Drizzle cannot say (the FTS5 search, worker/search). */
  readonly d1: D1Client;
  /** Uploaded images and built exports (R2): designs check their images were the viewer's uploads. */
  readonly media: R2Bucket;
  readonly now: () => Date;
  /** For absolute addresses (mediumUrl) built from the route table. */
  readonly linkContext: LinkContext;
}
