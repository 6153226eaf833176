import { withRecentSearch } from '../../shared/search/recent-searches.ts';
import { readStoredList, writeStoredList } from '../state/stored-list.ts';

const KEY = 'quire:recent-searches';

const isQuery = (value: unknown): value is string => typeof value === 'string';

/** The reader's recent searches, newest first. */
export const readRecentSearches = (): string[] => readStoredList(KEY, isQuery);

export const rememberSearch = (query: string): void =>
  writeStoredList(KEY, withRecentSearch(readRecentSearches(), query));
