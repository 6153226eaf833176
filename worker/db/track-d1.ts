import { type AroundTrip, type D1Client, wrapD1 } from './wrap-d1.ts';

export interface TrackedD1<Client extends D1Client> {
  readonly db: Client;
  /** Round trips so far: each statement run on its own, and each batch, is one. */
  readonly roundTrips: () => number;
  /** Whether a statement that changes the database has run. */
  readonly wrote: () => boolean;
}

/**
 * Wraps a D1 client and counts round trips, noting whether anything was written. The count is
 * reported on responses outside production, so tests can show a page's cost does not grow with its
 * items; a write makes the request hand its browser a bookmark (d1-session.ts). Given `inside`
 * (the retrying trip of retry-d1.ts), each attempt runs within it and counts as a round trip, in
 * the same one wrapper.
 */
export function trackD1<Client extends D1Client>(d1: Client, inside?: AroundTrip): TrackedD1<Client> {
  let count = 0;
  let wrote = false;
  const counted: AroundTrip = (run, writes) => {
    count += 1;
    wrote ||= writes;
    return run();
  };
  const around: AroundTrip = inside ? (run, writes) => inside(() => counted(run, writes), writes) : counted;
  return { db: wrapD1(d1, around), roundTrips: () => count, wrote: () => wrote };
}
