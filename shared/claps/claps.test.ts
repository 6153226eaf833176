import { describe, expect, it } from 'vitest';
import { clapsAccepted } from './claps.ts';

describe('clapsAccepted (up to 50 per reader per story)', () => {
  it.each([
    // given, asked, accepted
    [0, 1, 1],
    [0, 50, 50],
    [0, 51, 50],
    [10, 5, 5],
    [48, 5, 2],
    [50, 1, 0],
    [60, 1, 0],
    [0, 0, 0],
    [0, -3, 0],
    [0, 2.7, 2],
  ])('with %i given, %i asked: %i count', (given, asked, accepted) => {
    expect(clapsAccepted(given, asked)).toBe(accepted);
  });
});
