import { type AroundTrip, type D1Client, wrapD1 } from './wrap-d1.ts';

/**
 * The failures D1 calls transient (Cloudflare's "Retry queries" and its read replication template):
 * the connection to the database was lost, or the database's object was reset under the statement.
 */
const CONNECTION_LOST = 'Network connection lost';
const RESETS = ['storage caused object to be reset', 'reset because its code was updated'];

/** Attempts after the first; with the back-off below, about a tenth of a second at most. */
export const MAX_RETRIES = 3;
/** The back-off's first ceiling, doubled for each attempt after it. */
const FIRST_BACKOFF_MS = 10;

/**
 * Whether a statement (or a batch) that failed with `error` may run again. A read always may. A
 * write may when the database's object was reset, as a reset rolls back what had not committed; a
 * write whose connection was lost may have committed before the answer was lost, so running it
 * again could count a clap or send a mail twice, and its failure is answered as any other.
 */
export function mayRetry(error: unknown, writes: boolean, retriesSoFar: number): boolean {
  if (retriesSoFar >= MAX_RETRIES) return false;
  const message = error instanceof Error ? error.message : String(error);
  if (RESETS.some((reset) => message.includes(reset))) return true;
  return !writes && message.includes(CONNECTION_LOST);
}

/** "Full jitter": a random wait under a ceiling that doubles, so retries from many requests spread out. */
export const backoffMs = (retriesSoFar: number, random: () => number = Math.random): number =>
  Math.floor(random() * FIRST_BACKOFF_MS * 2 ** retriesSoFar);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function withRetries<T>(run: () => Promise<T>, writes: boolean, wait: (ms: number) => Promise<void>): Promise<T> {
  for (let retries = 0; ; retries += 1) {
    try {
      return await run();
    } catch (error) {
      if (!mayRetry(error, writes, retries)) throw error;
      await wait(backoffMs(retries));
    }
  }
}

/** Clients already retrying, so a handle made from one does not retry each attempt again. */
const retrying = new WeakSet<object>();

/** Runs a trip to D1 again on a transient failure, with back-off: the part of a client that retries. */
export const retryingTrip =
  (wait: (ms: number) => Promise<void> = sleep): AroundTrip =>
  (run, writes) =>
    withRetries(run, writes, wait);

/** Marks a client that retries already (one whose trips go through `retryingTrip`). */
export function markRetrying<Client extends D1Client>(client: Client): Client {
  retrying.add(client);
  return client;
}

/**
 * Wraps a D1 client so that a statement or batch failing with a transient error runs again, with
 * back-off (`mayRetry` says which). `database()` applies it to every handle it makes; a request's
 * own client already retries inside its one wrapper (track-d1.ts), and is left as it is.
 */
export function retryD1<Client extends D1Client>(d1: Client, wait: (ms: number) => Promise<void> = sleep): Client {
  return retrying.has(d1) ? d1 : markRetrying(wrapD1(d1, retryingTrip(wait)));
}
