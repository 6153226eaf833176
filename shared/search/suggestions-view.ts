import type { SEARCH_REQUEST_STATUSES } from '../content/enumerations.ts';

export type SearchRequestStatus = (typeof SEARCH_REQUEST_STATUSES)[number];

/** Said in the popover when the suggestions could not be fetched; the full search page still works. */
export const SUGGESTIONS_FAILED = 'Suggestions aren’t available right now. Press Enter to search.';

/**
 * What the top bar's popover shows (docs/spec-checklist.md 1 §5: only for a non-empty query with at least one group
 * that has hits): the hits; or, when the latest request failed (docs/spec-checklist.md 3 §7: a status of 400 or more,
 * or no answer), a word saying so instead of hits that belong to an older query; or nothing.
 */
export function suggestionsView(input: {
  readonly query: string;
  readonly status: SearchRequestStatus | null;
  readonly dismissed: boolean;
  readonly hasHits: boolean;
}): 'hits' | 'failed' | 'nothing' {
  if (input.dismissed || input.query === '') return 'nothing';
  if (input.status === 'error') return 'failed';
  return input.hasHits ? 'hits' : 'nothing';
}
