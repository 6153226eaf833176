/**
 * Requests per second: a fixed number of requests, a fixed concurrency. The address may differ
 * per request (given the request's number), e.g. to miss a cache every time.
 */
export async function requestsPerSecond(
  target: string | ((n: number) => string),
  init: RequestInit = {},
  total = 400,
  concurrency = 8,
): Promise<number> {
  const urlOf = typeof target === 'string' ? () => target : target;
  const read = async (url: string): Promise<void> => {
    const response = await fetch(url, init);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
  };
  let sent = 0;
  const worker = async (): Promise<void> => {
    while (sent < total) {
      sent += 1;
      await read(urlOf(sent));
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return total / ((performance.now() - started) / 1000);
}

/** The middle value (the upper one of an even count). */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Warms both sides up, then measures them in turns and gives the median ratio: machines sharing their cores with the client are noisy. */
export async function medianRatio(
  numerator: () => Promise<number>,
  denominator: () => Promise<number>,
  rounds = 5,
): Promise<number> {
  await numerator();
  await denominator();
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round += 1) ratios.push((await numerator()) / (await denominator()));
  return median(ratios);
}
