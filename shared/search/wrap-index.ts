/**
 * docs/spec-checklist.md 1 §2.10: ArrowDown and ArrowUp move through the results and wrap around. `current` is -1
 * while focus is still in the search box: ArrowDown then goes to the first result, ArrowUp to the last.
 */
export function wrapIndex(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
