const settled = Promise.resolve();

/**
 * When a loader's batch goes out: once the promise jobs queued so far have run, two steps on, as
 * DataLoader's own default does. Its default takes the second step with `process.nextTick`, which
 * the Workers runtime implements as a `queueMicrotask` wrapped in a closure, a call into the
 * runtime each time: about 0.2 ms of an uncached story page's CPU (docs/scale.md).
 */
export function afterQueuedJobs(dispatch: () => void): void {
  void settled.then(() => settled.then(dispatch));
}
