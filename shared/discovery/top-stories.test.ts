import { describe, expect, it } from 'vitest';
import { topStoriesDay, topStoriesDaySlug } from './top-stories.ts';

describe('topStoriesDay: the {monthDayYearSlug} of /top-stories and /browse/top', () => {
  it.each([
    ['november-22-2026', '2026-11-22T00:00:00.000Z'],
    ['March-1-2025', '2025-03-01T00:00:00.000Z'],
    ['february-29-2024', '2024-02-29T00:00:00.000Z'],
  ])('%s is the UTC day from %s', (slug, from) => {
    const day = topStoriesDay(slug);
    expect(day?.from.toISOString()).toBe(from);
    expect(day && day.to.getTime() - day.from.getTime()).toBe(86_400_000);
  });

  it.each(['february-30-2026', 'november-0-2026', 'smarch-1-2026', '2026-11-22', 'november-22'])(
    '%s names no day',
    (slug) => {
      expect(topStoriesDay(slug)).toBeNull();
    },
  );

  it('writes a day back as its slug', () => {
    expect(topStoriesDaySlug(new Date('2026-11-22T23:59:00Z'))).toBe('november-22-2026');
  });
});
