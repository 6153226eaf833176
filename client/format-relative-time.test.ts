import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time.ts';

describe('formatRelativeTime (docs/spec-checklist.md 1 §5: relative for recent items, absolute otherwise)', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  it.each<[number, string]>([
    [0, 'just now'],
    [59_000, 'just now'],
    [60_000, '1 minute ago'],
    [45 * 60_000, '45 minutes ago'],
    [3_600_000, '1 hour ago'],
    [23 * 3_600_000, '23 hours ago'],
    [86_400_000, '1 day ago'],
    [6 * 86_400_000, '6 days ago'],
    [7 * 86_400_000, 'Nov 15, 2026'],
    [-5000, 'just now'],
  ])('%i ms ago reads %j', (ago, expected) => {
    expect(formatRelativeTime(now - ago, now)).toBe(expected);
  });
});
