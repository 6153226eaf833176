import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatcher } from './batcher.ts';

describe('createBatcher (docs/spec-checklist.md 2 §9: at most 20 operations, every 20 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = () => {
    const sent: { items: number[]; lane: string }[] = [];
    const batcher = createBatcher<number>({
      maxSize: 20,
      intervalMs: 20,
      send: (items, lane) => sent.push({ items, lane }),
    });
    return { sent, batcher };
  };

  it('sends every waiting batch at once when asked (the page is going away)', () => {
    const { sent, batcher } = setup();
    batcher.add(1);
    batcher.add(2, 'light');
    batcher.flushAll();
    expect(sent).toEqual([
      { items: [1], lane: 'default' },
      { items: [2], lane: 'light' },
    ]);
    vi.advanceTimersByTime(20);
    expect(sent).toHaveLength(2);
  });

  it('sends what arrived within 20 ms as one batch', () => {
    const { sent, batcher } = setup();
    batcher.add(1);
    vi.advanceTimersByTime(10);
    batcher.add(2);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(10);
    expect(sent).toEqual([{ items: [1, 2], lane: 'default' }]);
  });

  it('sends at once when 20 are waiting, and starts a new batch for the 21st', () => {
    const { sent, batcher } = setup();
    for (let i = 1; i <= 21; i += 1) batcher.add(i);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.items).toHaveLength(20);
    vi.advanceTimersByTime(20);
    expect(sent[1]?.items).toEqual([21]);
  });

  it('keeps lanes apart', () => {
    const { sent, batcher } = setup();
    batcher.add(1);
    batcher.add(2, 'light');
    batcher.add(3, 'light');
    vi.advanceTimersByTime(20);
    expect(sent).toEqual([
      { items: [1], lane: 'default' },
      { items: [2, 3], lane: 'light' },
    ]);
  });

  it('drops an item cancelled before its batch leaves, and sends nothing for an empty batch', () => {
    const { sent, batcher } = setup();
    const cancel = batcher.add(1);
    cancel();
    vi.advanceTimersByTime(20);
    expect(sent).toEqual([]);
  });
});
