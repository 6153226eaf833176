/** The search indexes (docs/spec-checklist.md 3 §7: a prefix plus users, collections, posts or tags). */
export const SEARCH_INDEX_KINDS = ['posts', 'users', 'collections', 'tags'] as const;
export type SearchIndexKind = (typeof SEARCH_INDEX_KINDS)[number];

export const SEARCH_INDEX_PREFIX = 'quire_';

export const searchIndexName = (kind: SearchIndexKind): string => `${SEARCH_INDEX_PREFIX}${kind}`;

export const isSearchIndexName = (name: string): boolean =>
  SEARCH_INDEX_KINDS.some((kind) => searchIndexName(kind) === name);
