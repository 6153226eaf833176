import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

// A warning or error nobody expected is a defect: fail the test that caused it. Tests that
// expect one inject a logger or mock the console themselves and restore it.
let spies: MockInstance[] = [];

beforeEach(() => {
  spies = (['warn', 'error'] as const).map((method) => vi.spyOn(console, method));
});

afterEach(() => {
  const calls = spies.flatMap((spy) => spy.mock.calls.map((args) => `${spy.getMockName()}: ${args.map(String).join(' ')}`));
  for (const spy of spies) spy.mockRestore();
  if (calls.length > 0) throw new Error(`Unexpected console output:\n${calls.join('\n')}`);
});
