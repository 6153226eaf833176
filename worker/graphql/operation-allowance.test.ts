import { describe, expect, it } from 'vitest';
import { OPERATIONS_PER_BLOCK, operationAllowance } from './operation-allowance.ts';

/** A stand-in for the Workers rate limiter that grants `blocks` calls per key, and counts the calls. */
function limiter(blocks: number) {
  const calls: string[] = [];
  return {
    calls,
    limit: async ({ key }: { key: string }) => {
      calls.push(key);
      return { success: calls.filter((called) => called === key).length <= blocks };
    },
  };
}

describe('operationAllowance: every operation counts, the limiter is asked once a block', () => {
  it('asks the limiter twice for a batch of twenty operations, and lets all twenty run', async () => {
    const stub = limiter(100);
    const allow = operationAllowance(stub, 'batch-of-twenty');
    const answers = await Promise.all(Array.from({ length: 20 }, () => allow()));
    expect(answers).toEqual(Array(20).fill(true));
    expect(stub.calls).toHaveLength(20 / OPERATIONS_PER_BLOCK);
  });

  it('refuses the operations past the blocks the limiter grants, batched or one by one', async () => {
    const stub = limiter(2);
    const allow = operationAllowance(stub, 'past-the-limit');
    const batch = await Promise.all(Array.from({ length: 25 }, () => allow()));
    expect(batch.filter(Boolean)).toHaveLength(2 * OPERATIONS_PER_BLOCK);
    // a later request of the same network finds nothing left either
    expect(await operationAllowance(stub, 'past-the-limit')()).toBe(false);
  });

  it('spends what one request bought in the next request of the same network, not of another', async () => {
    const stub = limiter(100);
    await operationAllowance(stub, 'network-a')();
    for (let request = 0; request < OPERATIONS_PER_BLOCK - 1; request += 1)
      expect(await operationAllowance(stub, 'network-a')()).toBe(true);
    expect(stub.calls).toEqual(['network-a']);
    await operationAllowance(stub, 'network-b')();
    expect(stub.calls).toEqual(['network-a', 'network-b']);
  });

  it('forgets a block after a minute, so a window’s allowance is not spent in the next', async () => {
    const stub = limiter(100);
    let now = 1_000_000;
    const clock = () => now;
    await operationAllowance(stub, 'a-minute-later', clock)();
    now += 60_000;
    await operationAllowance(stub, 'a-minute-later', clock)();
    expect(stub.calls).toEqual(['a-minute-later', 'a-minute-later']);
  });
});
