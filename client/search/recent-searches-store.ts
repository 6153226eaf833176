import { withRecentSearch } from '../../shared/search/recent-searches.ts';

const KEY = 'quire:recent-searches';

/** The reader's recent searches, newest first; none where storage is off or holds something else. */
export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberSearch(query: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(withRecentSearch(readRecentSearches(), query)));
  } catch {
    // private browsing or a full store: the search itself still goes ahead
  }
}
