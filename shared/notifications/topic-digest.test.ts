import { describe, expect, it } from 'vitest';
import { digestSubject, dueDigest, type DigestFrequency } from './topic-digest.ts';

// Tuesday 1 December 2026 and Monday 30 November 2026, at the daily run's hour
const TUESDAY = new Date(Date.UTC(2026, 11, 1, 3, 17));
const MONDAY = new Date(Date.UTC(2026, 10, 30, 3, 17));

describe('the topic digest (digest frequency DAILY, OFF, WEEKLY)', () => {
  it.each<[DigestFrequency, Date, { period: string; since: number } | null]>([
    ['DAILY', TUESDAY, { period: 'day:2026-12-01', since: Date.UTC(2026, 10, 30, 3, 17) }],
    ['DAILY', MONDAY, { period: 'day:2026-11-30', since: Date.UTC(2026, 10, 29, 3, 17) }],
    ['WEEKLY', MONDAY, { period: 'week:2026-11-30', since: Date.UTC(2026, 10, 23, 3, 17) }],
    ['WEEKLY', TUESDAY, null],
    ['OFF', MONDAY, null],
  ])('%s at %s', (frequency, now, due) => {
    const found = dueDigest(frequency, now);
    expect(found && { period: found.period, since: found.since.getTime() }).toEqual(due);
  });

  it.each<[string[], string]>([
    [[], 'Stories from the topics you follow'],
    [['Cities'], 'New in Cities'],
    [['Cities', 'Food'], 'New in Cities and Food'],
    [['Cities', 'Food', 'Design', 'Craft'], 'New in Cities, Food and 2 more'],
  ])('names %j in its subject: %s', (topics, subject) => {
    expect(digestSubject(topics)).toBe(subject);
  });
});
