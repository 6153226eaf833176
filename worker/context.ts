import type { Flags } from '../shared/flags.ts';
import type { Logger } from '../shared/logger.ts';
import type { D1Client } from './db/wrap-d1.ts';
import type { WorkLog } from './logging/request-log.ts';
import type { Timing } from './logging/server-timing.ts';

/**
 * Values every request carries through the Hono context. The folders above this one add their
 * own (the edge cache its findings, the routes the app's hand-off) by declaration merging, as
 * Hono's ContextVariableMap is extended, so this module stands below them all.
 */
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
  /** The steps of this request timed so far, for Server-Timing (worker/logging/server-timing.ts). */
  timings: Timing[];
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
