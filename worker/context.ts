import type { Flags } from '../shared/flags.ts';
import type { Logger } from '../shared/logger.ts';
import type { EdgeCacheLookup, PageCacheOutcome } from './cache/cache-decision.ts';
import type { D1Client } from './db/wrap-d1.ts';
import type { WorkLog } from './logging/request-log.ts';
import type { Timing } from './render/server-timing.ts';

/** Values every request carries through the Hono context. */
export interface RequestVariables {
  /** The per-request CSP nonce, on every inline and bootstrap script. */
  nonce: string;
  flags: Flags;
  logger: Logger;
  /** Adds the matched route to this request's log records (worker/logging/request-log.ts). */
  describeLog: WorkLog['describe'];
  /** The W3C trace this request belongs to (worker/logging/log-record.ts); a page hands it on to its data requests. */
  traceId: string;
  /** Origin of the auth domain as seen from this request (same scheme and port). */
  authOrigin: string;
  /** This request's D1 session (worker/db/d1-session.ts), counting round trips. */
  d1: D1Client;
  d1RoundTrips: () => number;
  /** The steps of this request timed so far, for Server-Timing (worker/render/server-timing.ts). */
  timings: Timing[];
  /** What the edge cache's front found for this request. */
  edgeCache: Pick<EdgeCacheLookup, 'group' | 'decision'>;
  /** Set by a rendered page: whether it may be cached, and its tags. */
  pageCache: PageCacheOutcome;
  /**
   * Set by renderDocument: whether a part of the page failed after its shell (and status) had been
   * sent. Final once the page's stream has ended; the edge cache then refuses the copy.
   */
  renderFailedLate?: () => boolean;
}

export interface AppEnv {
  Bindings: Env;
  Variables: RequestVariables;
}
