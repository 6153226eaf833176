import { describe, expect, it } from 'vitest';
import { wrapIndex } from './wrap-index.ts';

describe('arrow keys cycle through the results and wrap around (docs/spec-checklist.md 1 §2.10)', () => {
  it.each<[string, number, 1 | -1, number, number]>([
    ['ArrowDown from the box goes to the first result', -1, 1, 4, 0],
    ['ArrowUp from the box goes to the last result', -1, -1, 4, 3],
    ['ArrowDown moves on', 1, 1, 4, 2],
    ['ArrowDown on the last wraps to the first', 3, 1, 4, 0],
    ['ArrowUp on the first wraps to the last', 0, -1, 4, 3],
    ['with no results focus stays in the box', -1, 1, 0, -1],
  ])('%s', (_case, current, step, count, next) => {
    expect(wrapIndex(current, step, count)).toBe(next);
  });
});
