import { describe, expect, it } from 'vitest';
import { onDemand } from './on-demand.ts';

describe('onDemand', () => {
  it('loads the module on first use, once, and runs within the caller’s turn after that', async () => {
    let loads = 0;
    const module = onDemand(async () => {
      loads += 1;
      return { double: (n: number) => n * 2 };
    });
    await expect(module.use(async ({ double }) => double(2))).resolves.toBe(4);
    const ran: number[] = [];
    void module.use(async ({ double }) => void ran.push(double(3)));
    // no await between the call and here: a loaded module runs at once
    expect(ran).toEqual([6]);
    expect(loads).toBe(1);
  });

  it('preloads, and tries again after a failed load', async () => {
    let attempts = 0;
    const module = onDemand(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { name: 'follow' };
    });
    module.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(module.use(async ({ name }) => name)).resolves.toBe('follow');
    expect(attempts).toBe(2);
  });
});
