import { describe, expect, it } from 'vitest';
import { suggestionsView } from './suggestions-view.ts';

describe('the suggestions popover by the search request’s status: loading, error, success (docs/spec-checklist.md 3 §4, §7)', () => {
  it.each([
    ['hits, once they came', { query: 'ada', status: 'success', dismissed: false, hasHits: true }, 'hits'],
    [
      'the last hits while the next request is loading',
      { query: 'ada l', status: 'loading', dismissed: false, hasHits: true },
      'hits',
    ],
    [
      'nothing for an answer without hits',
      { query: 'zzz', status: 'success', dismissed: false, hasHits: false },
      'nothing',
    ],
    [
      'the failure, instead of an older query’s hits',
      { query: 'ada l', status: 'error', dismissed: false, hasHits: true },
      'failed',
    ],
    [
      'nothing once dismissed, failed or not',
      { query: 'ada', status: 'error', dismissed: true, hasHits: false },
      'nothing',
    ],
    ['nothing for an empty box', { query: '', status: 'error', dismissed: false, hasHits: false }, 'nothing'],
    ['nothing before the first request', { query: 'ada', status: null, dismissed: false, hasHits: false }, 'nothing'],
  ] as const)('shows %s', (_case, input, view) => {
    expect(suggestionsView(input)).toBe(view);
  });
});
