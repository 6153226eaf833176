import { describe, expect, it } from 'vitest';
import { formatDuration, formatRatio } from './stats-parts.tsx';

describe('the stats figures', () => {
  it.each([
    [0, '0m'],
    [29_999, '0m'],
    [90_000, '2m'],
    [59 * 60_000, '59m'],
    [60 * 60_000, '1h 0m'],
    [(17 * 60 + 56) * 60_000, '17h 56m'],
    [1234 * 3_600_000, '1,234h 0m'],
  ])('%s ms reads %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it.each([
    [0, '0%'],
    [0.406, '41%'],
    [1, '100%'],
  ])('a ratio of %s reads %s', (ratio, text) => {
    expect(formatRatio(ratio)).toBe(text);
  });
});
