import { describe, expect, it } from 'vitest';
import { percentile } from './percentile.ts';

describe('percentile, by the nearest rank', () => {
  it.each([
    [[], 75, null],
    [[5], 75, 5],
    [[4, 1, 3, 2], 75, 3],
    [[4, 1, 3, 2], 100, 4],
    [[4, 1, 3, 2], 0, 1],
    [[10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 75, 80],
  ])('of %j at %s is %s', (values, rank, expected) => {
    expect(percentile(values, rank)).toBe(expected);
  });
});
