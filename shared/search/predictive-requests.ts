import { MATCH_TAGS } from './highlighted-parts.ts';
import { searchIndexName } from './index-names.ts';
import type { SearchScope } from './search-scope.ts';

/** docs/spec-checklist.md 1 §9: 3 hits per index in the popover; 8 stories inside a publication or profile. */
export const PREDICTIVE_HITS = 3;
export const SCOPED_HITS = 8;

export interface PredictiveRequest {
  readonly indexName: string;
  readonly params: {
    readonly query: string;
    readonly hitsPerPage: number;
    readonly filters?: string;
    readonly clickAnalytics: boolean;
    readonly analyticsTags: readonly string[];
    /** Matches come wrapped in these, for the popover to show in bold. */
    readonly highlightPreTag?: string;
    readonly highlightPostTag?: string;
  };
}

export interface PredictiveContext {
  readonly loggedIn: boolean;
  /** Bots get no click analytics (docs/spec-checklist.md 3 §6). */
  readonly isBot: boolean;
  /** The id of the publication or writer of a scoped search, once known. */
  readonly ownerId: string | null;
}

/**
 * The multi-query the popover sends as the reader types (docs/spec-checklist.md 1 §2.10, docs/spec-checklist.md 3 §7): people,
 * publications and tags on the general scope; inside a publication or profile, its stories.
 * A scoped search whose owner is not known yet falls back to the general one.
 */
export function predictiveRequests(scope: SearchScope, query: string, context: PredictiveContext): PredictiveRequest[] {
  const common = {
    query,
    clickAnalytics: !context.isBot,
    analyticsTags: [context.loggedIn ? 'logged-in' : 'logged-out'],
    highlightPreTag: MATCH_TAGS.pre,
    highlightPostTag: MATCH_TAGS.post,
  };
  if (scope.kind !== 'general' && context.ownerId) {
    const attribute = scope.kind === 'publication' ? 'collectionId' : 'creatorId';
    return [
      {
        indexName: searchIndexName('posts'),
        params: { ...common, hitsPerPage: SCOPED_HITS, filters: `${attribute}:"${context.ownerId}"` },
      },
    ];
  }
  return (['users', 'collections', 'tags'] as const).map((kind) => ({
    indexName: searchIndexName(kind),
    params: { ...common, hitsPerPage: PREDICTIVE_HITS },
  }));
}
