import type { Flags } from '../shared/flags.ts';
import type { Logger } from '../shared/logger.ts';

/** Values every request carries through the Hono context. */
export interface RequestVariables {
  /** The per-request CSP nonce, on every inline and bootstrap script. */
  nonce: string;
  flags: Flags;
  logger: Logger;
  /** Origin of the auth domain as seen from this request (same scheme and port). */
  authOrigin: string;
  /** The D1 binding for this request; outside production it counts round trips. */
  d1: D1Database;
  d1RoundTrips: () => number;
}

export interface AppEnv {
  Bindings: Env;
  Variables: RequestVariables;
}
