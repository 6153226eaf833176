/**
 * Collects items into batches: a batch leaves `intervalMs` after its first item, or at once when
 * it holds `maxSize` items (docs/spec-checklist.md 2 §7, §9: 20 operations, every 20 ms). Items of different lanes
 * never share a batch, so light viewer operations travel together and do not wait for heavy ones.
 */
export interface Batcher<T> {
  add(item: T, lane?: string): () => void;
  /** Sends every waiting batch now (the page is going away). */
  flushAll(): void;
}

export function createBatcher<T>(options: {
  maxSize: number;
  intervalMs: number;
  send: (items: T[], lane: string) => void;
}): Batcher<T> {
  if (options.maxSize < 1) throw new Error('createBatcher: maxSize must be at least 1');
  const lanes = new Map<string, { items: T[]; timer: ReturnType<typeof setTimeout> }>();

  const flush = (lane: string): void => {
    const pending = lanes.get(lane);
    if (!pending) return;
    lanes.delete(lane);
    clearTimeout(pending.timer);
    if (pending.items.length > 0) options.send(pending.items, lane);
  };

  return {
    flushAll: () => {
      for (const lane of [...lanes.keys()]) flush(lane);
    },
    add(item, lane = 'default') {
      let pending = lanes.get(lane);
      if (!pending) {
        pending = { items: [], timer: setTimeout(() => flush(lane), options.intervalMs) };
        lanes.set(lane, pending);
      }
      pending.items.push(item);
      if (pending.items.length >= options.maxSize) flush(lane);
      const batch = pending;
      // Cancelling before the batch leaves takes the item out of it.
      return () => {
        const index = batch.items.indexOf(item);
        if (index !== -1 && lanes.get(lane) === batch) batch.items.splice(index, 1);
      };
    },
  };
}
