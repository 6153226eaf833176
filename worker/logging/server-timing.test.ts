import { describe, expect, it } from 'vitest';
import { serverTimingHeader, timed, type Timing } from './server-timing.ts';

describe('Server-Timing (render, data, cache)', () => {
  it('names each step with its duration, and the round trips', () => {
    expect(
      serverTimingHeader(
        [
          { name: 'cache', ms: 0.42 },
          { name: 'data', ms: 12 },
          { name: 'render', ms: 3.25 },
        ],
        6,
      ),
    ).toBe(
      'cache;dur=0.4;desc="edge cache lookup", data;dur=12.0;desc="page data (D1 and GraphQL)", render;dur=3.3;desc="React shell render", d1;desc="6 round trips"',
    );
  });

  it('times a step that fails too, and lets the failure through', async () => {
    const timings: Timing[] = [];
    await expect(timed(timings, 'data', () => Promise.reject(new Error('D1 is unavailable')))).rejects.toThrow(
      'D1 is unavailable',
    );
    expect(timings.map((timing) => timing.name)).toEqual(['data']);
  });
});
