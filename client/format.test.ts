import { describe, expect, it } from 'vitest';
import { formatCount, formatCounted, formatReadingTime } from './format.ts';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.0K'],
    [1250, '1.3K'],
    [2_500_000, '2.5M'],
  ])('%d → %s', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });
});

describe('formatCounted', () => {
  it.each([
    [0, '0 Followers'],
    [1, '1 Follower'],
    [2, '2 Followers'],
    [1200, '1.2K Followers'],
  ])('%d → %s', (count, text) => {
    expect(formatCounted(count, 'Follower', 'Followers')).toBe(text);
  });
});

describe('formatReadingTime', () => {
  it.each([
    [0.2, '1 min read'],
    [4.6, '5 min read'],
  ])('%d minutes → %s', (minutes, text) => {
    expect(formatReadingTime(minutes)).toBe(text);
  });
});
