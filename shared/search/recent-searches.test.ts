import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_KEPT, withRecentSearch } from './recent-searches.ts';

describe('recent searches (docs/spec-checklist.md 3 §5, §9)', () => {
  it.each<[string, string[], string, string[]]>([
    ['the first query', [], 'slow', ['slow']],
    ['a new query goes to the front', ['slow', 'city'], 'code', ['code', 'slow', 'city']],
    [
      '“a repeated query moves to the front with no duplicates”',
      ['slow', 'city', 'code'],
      'code',
      ['code', 'slow', 'city'],
    ],
    ['the query as typed, without its spaces', ['slow'], '  city ', ['city', 'slow']],
    ['an empty query is not a search', ['slow'], '   ', ['slow']],
  ])('%s', (_case, recent, query, expected) => {
    expect(withRecentSearch(recent, query)).toEqual(expected);
  });

  it(`keeps ${RECENT_SEARCHES_KEPT}, dropping the oldest`, () => {
    const full = Array.from({ length: RECENT_SEARCHES_KEPT }, (_, index) => `q${index}`);
    const next = withRecentSearch(full, 'new');
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('q9');
  });
});
