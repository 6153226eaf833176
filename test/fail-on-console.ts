import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

type Method = 'warn' | 'error';

// A warning or error nobody expected is a defect: fail the test that caused it. A test that
// expects one says so with expectConsoleOutput, which also silences it.
const spies = new Map<Method, MockInstance>();
const expected = new Set<Method>();

/** A logged value as a reader of the failure needs it: an object's fields, not "[object Object]". */
const shown = (value: unknown): string => {
  if (typeof value !== 'object' || value === null || value instanceof Error) return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
};

beforeEach(() => {
  expected.clear();
  for (const method of ['warn', 'error'] as const) spies.set(method, vi.spyOn(console, method));
});

afterEach(() => {
  const unexpected = [...spies]
    .filter(([method]) => !expected.has(method))
    .flatMap(([method, spy]) => spy.mock.calls.map((args) => `console.${method}: ${args.map(shown).join(' ')}`));
  for (const spy of spies.values()) spy.mockRestore();
  spies.clear();
  if (unexpected.length > 0) throw new Error(`Unexpected console output:\n${unexpected.join('\n')}`);
});

/** Marks console output of this kind as expected in the current test; returns the spy to assert on. */
export function expectConsoleOutput(method: Method): MockInstance {
  const spy = spies.get(method);
  if (!spy) throw new Error('expectConsoleOutput runs inside a test');
  expected.add(method);
  spy.mockImplementation(() => {});
  return spy;
}
