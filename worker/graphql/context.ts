import type { ImportNewsletter } from '../db/schema/index.ts';
import type { EstimatorLoader } from '../../shared/validation/password-strength.ts';
import type { QueueFederation } from '../federation/federation-job.ts';
import type { Flags } from '../../shared/flags.ts';
import type { Logger } from '../../shared/logger.ts';
import type { LogDestination } from '../logging/log-config.ts';
import type { LinkContext } from '../../shared/routes/index.ts';
import type { Database } from '../db/client.ts';
import type { D1Client } from '../db/wrap-d1.ts';
import type { Captcha } from '../auth/captcha.ts';
import type { PurgeEdgeCache } from '../cache/purge-edge-cache.ts';
import type { SessionClient } from '../auth/sessions.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Mailer } from '../mail/outgoing-mail.ts';
import type { QueuePublishDue } from '../publishing/publish-due-job.ts';
import type { QueueNewsletter } from '../newsletters/newsletter-job.ts';
import type { QueueDataExport } from '../account/data-export-queue.ts';
import type { QueueClapCount } from '../claps/clap-count-job.ts';
import type { TxtLookup } from '../domains/dns-txt.ts';
import type { PictureDeps } from '../import/bring-pictures.ts';
import type { PageFetcher } from '../import/fetch-page.ts';
import type { MembershipCheckout } from '../payments/stripe-checkout.ts';
import type { Payouts } from '../partner/stripe-payouts.ts';
import type { OAuthHelpers } from '@cloudflare/workers-oauth-provider';
import type { PhoneSender } from '../phone/phone-sender.ts';
import type { RecordEvent } from '../events/event-recorder.ts';
import type { Notify } from '../notifications/notifier.ts';
import type { Loaders } from './loaders.ts';

/** What every resolver gets: the database, per-request batched loaders and who is asking. */
export interface GraphQLContext {
  readonly db: Database;
  readonly loaders: Loaders;
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
   * Whose reading meter this request counts against (worker/reading/meter-writes.ts): the signed-in
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
  /** Texts and calls for two-factor codes; null when no provider is configured. */
  readonly phone: PhoneSender | null;
  /** The payment provider's checkout for memberships; null when memberships are not open. */
  readonly checkout: MembershipCheckout | null;
  /** Partner Program payouts (Stripe Connect); null when the deployment has no Stripe. */
  readonly payouts: Payouts | null;
  /** What signs and checks Quire's own links (worker/auth/link-signature.ts). */
  readonly signing: Pick<Env, 'LINK_SIGNING_SECRET' | 'ENVIRONMENT'>;
  /** TXT records, for the custom domain ownership check. */
  readonly lookupTxt: TxtLookup;
  /** The password estimator (worker/auth/password-estimator.ts), its dictionaries read from the static files. */
  readonly passwordEstimator: EstimatorLoader;
  /** Reads a public web page for an import. */
  readonly fetchPage: PageFetcher;
  /** Where an imported story's pictures come from and go (worker/import/bring-pictures.ts). */
  readonly importPictures: PictureDeps;
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
  /** Purges the edge cache's pages that show what a change touched (worker/cache). */
  readonly purgeEdgeCache: PurgeEdgeCache;
  /** Queues what happened for the people it concerns (worker/notifications). */
  readonly notify: Notify;
  /** Queues a published story's newsletter mail (worker/newsletters/). */
  readonly queueNewsletter: QueueNewsletter;
  /** Holds a message until a scheduled story's time, which publishes it (worker/publishing/). */
  readonly queuePublishDue: QueuePublishDue;
  /** Puts a person's data export on the jobs queue (worker/account/data-export-job.ts). */
  readonly queueDataExport: QueueDataExport;
  /** Puts a writer's archive or list where the jobs queue imports it (worker/import/archive-import-queue.ts); its id. */
  readonly startArchiveImport: (
    userId: string,
    bytes: Uint8Array,
    contentType: string,
    into: { readonly newsletter?: ImportNewsletter },
  ) => Promise<string>;
  /** Whether this deployment federates (production needs FEDERATION_KEY_SECRET, docs/federation.md). */
  readonly federationOn: boolean;
  /** Queues work for the fediverse: a changed story, a follower removed, federation turned off (worker/federation/). */
  readonly queueFederation: QueueFederation;
  /** Has the jobs queue set a story's clap count from its readers' rows. */
  readonly queueClapCount: QueueClapCount;
  /** Records what the viewer did for the stats (follow, unfollow, user.muted: docs/spec-checklist.md 1 §7). */
  readonly recordEvent: RecordEvent;
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
