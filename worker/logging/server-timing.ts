/** A step of a request's work, timed for the Server-Timing header. */
export interface Timing {
  readonly name: 'cache' | 'data' | 'render';
  readonly ms: number;
}

const DESCRIPTIONS: Record<Timing['name'], string> = {
  cache: 'edge cache lookup',
  data: 'page data (D1 and GraphQL)',
  render: 'React shell render',
};

/** Runs a step and notes how long it took. */
export async function timed<T>(timings: Timing[], name: Timing['name'], work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings.push({ name, ms: performance.now() - started });
  }
}

/**
 * The Server-Timing header of a page: its steps and its D1 round trips. Workers' clocks advance
 * only across I/O, so in production a step's duration is its waiting (D1, the cache) more than its
 * CPU; `bench/` measures CPU from outside.
 */
export const serverTimingHeader = (timings: readonly Timing[], roundTrips: number): string =>
  [
    ...timings.map(({ name, ms }) => `${name};dur=${ms.toFixed(1)};desc="${DESCRIPTIONS[name]}"`),
    `d1;desc="${roundTrips} round trip${roundTrips === 1 ? '' : 's'}"`,
  ].join(', ');
