import DataLoader from 'dataloader';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterQueuedJobs } from './after-queued-jobs.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a loader's batch goes out after the promise jobs queued before it", () => {
  it('in one batch for keys asked for at once and a step later, with no call into the runtime', async () => {
    const nextTick = vi.spyOn(process, 'nextTick');
    const queueMicrotask = vi.spyOn(globalThis, 'queueMicrotask');
    const batches: string[][] = [];
    const loader = new DataLoader<string, string>(
      async (keys) => {
        batches.push([...keys]);
        return keys.map((key) => key.toUpperCase());
      },
      { batchScheduleFn: afterQueuedJobs },
    );
    const values = await Promise.all([
      loader.load('a'),
      loader.load('b'),
      // a resolver that awaits something already settled asks a step later
      Promise.resolve().then(() => loader.load('c')),
    ]);
    expect(values).toEqual(['A', 'B', 'C']);
    expect(batches).toEqual([['a', 'b', 'c']]);
    expect(nextTick).not.toHaveBeenCalled();
    expect(queueMicrotask).not.toHaveBeenCalled();
  });
});
