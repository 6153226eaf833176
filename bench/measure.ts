/** Requests per second against one URL: a fixed number of requests, a fixed concurrency. */
export async function requestsPerSecond(url: string, init: RequestInit = {}, total = 400, concurrency = 8): Promise<number> {
  let sent = 0;
  const worker = async (): Promise<void> => {
    while (sent < total) {
      sent += 1;
      const response = await fetch(url, init);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      await response.arrayBuffer();
    }
  };
  // warm up: the first requests pay for isolate start and compilation
  for (let i = 0; i < 20; i += 1) await (await fetch(url, init)).arrayBuffer();
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return total / ((performance.now() - started) / 1000);
}

export const ratio = (numerator: number, denominator: number): string => (numerator / denominator).toFixed(2);
