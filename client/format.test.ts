import { describe, expect, it } from 'vitest';
import { formatCount, formatCounted, formatDate, formatReadingTime } from './format.ts';

describe('formatDate', () => {
  const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  it.each([
    ['2026-12-04T15:00:00Z', 'Dec 4, 2026'],
    ['2024-02-29T23:59:59.999Z', 'Feb 29, 2024'],
    ['2025-01-01T00:00:00Z', 'Jan 1, 2025'],
    ['2023-09-30T12:00:00Z', 'Sep 30, 2023'],
    ['1970-01-01T00:00:00Z', 'Jan 1, 1970'],
  ])('%s → %s, in UTC, as Intl writes it in en-US', (at, text) => {
    const ms = Date.parse(at);
    expect(formatDate(ms)).toBe(text);
    expect(formatDate(ms)).toBe(intl.format(ms));
  });

  it('agrees with Intl on every day of a year', () => {
    const start = Date.parse('2028-01-01T06:00:00Z');
    const days = Array.from({ length: 366 }, (_, day) => start + day * 86_400_000);
    expect(days.map(formatDate)).toEqual(days.map((ms) => intl.format(ms)));
  });
});

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
