import type { Flags } from '../../shared/flags.ts';

/**
 * docs/spec-checklist.md 2 §4, "Edge-cache decision per page": each check answers Control (no opinion), Enabled
 * or Disabled, and the answers merge with Disabled winning. A page is stored only when the
 * merged answer is Enabled.
 */
export type CacheDecision = 'Control' | 'Enabled' | 'Disabled';

export function mergeCacheDecisions(decisions: readonly CacheDecision[]): CacheDecision {
  if (decisions.includes('Disabled')) return 'Disabled';
  return decisions.includes('Enabled') ? 'Enabled' : 'Control';
}

/** docs/spec-checklist.md 2 §4's experiment groups: the cache is off, on, or decided and reported but not used. */
export type CacheGroup = 'disabled' | 'enabled' | 'control';

const GROUPS: readonly CacheGroup[] = ['disabled', 'enabled', 'control'];

/** The EDGE_CACHE setting; a bad value fails loudly rather than quietly turning the cache off. */
export function cacheGroup(setting: string | undefined): CacheGroup {
  const value = (setting ?? '').trim().toLowerCase() || 'disabled';
  if (!(GROUPS as readonly string[]).includes(value)) throw new Error(`EDGE_CACHE must be one of ${GROUPS.join(', ')}`);
  return value as CacheGroup;
}

export interface RequestCacheFacts {
  /** The edge flagged the request as one it may cache (the safety rules of request-eligibility.ts). */
  readonly flaggedByEdge: boolean;
  /** A session cookie was sent that names no live session. */
  readonly sessionSpoofed: boolean;
  /** The cache middleware runs for this request (its group is not `disabled`). */
  readonly middlewareInUse: boolean;
  readonly flags: Pick<Flags, 'is_internal_ip' | 'is_medium_staff' | 'disable_edge_cache'>;
}

/** The checks every page shares: any one of them turns the cache off. */
export function requestCacheDecision(facts: RequestCacheFacts): CacheDecision {
  const disabled =
    !facts.flaggedByEdge ||
    facts.sessionSpoofed ||
    facts.flags.is_internal_ip ||
    facts.flags.is_medium_staff ||
    facts.flags.disable_edge_cache ||
    !facts.middlewareInUse;
  return disabled ? 'Disabled' : 'Control';
}

/** What a page's own check needs to know, by the kind of page. */
export type PageCacheFacts =
  | { readonly kind: 'home' }
  | {
      readonly kind: 'post';
      readonly post: { readonly isPublished: boolean } | null;
      readonly canViewSuspendedContent: boolean;
    }
  | { readonly kind: 'topic'; readonly tagExists: boolean }
  /** Profiles, publications and the topics index: the same for every signed-out reader. */
  | { readonly kind: 'public' }
  | { readonly kind: 'other' };

export function pageCacheDecision(page: PageCacheFacts): CacheDecision {
  switch (page.kind) {
    case 'home':
    case 'public':
      return 'Enabled';
    case 'post':
      if (!page.post?.isPublished) return 'Disabled';
      return page.canViewSuspendedContent ? 'Disabled' : 'Enabled';
    case 'topic':
      return page.tagExists ? 'Enabled' : 'Control';
    case 'other':
      return 'Control';
  }
}

/** What the front knows of a request before any page renders. */
export interface EdgeCacheLookup {
  readonly group: CacheGroup;
  /** The request-wide checks of docs/spec-checklist.md 2 §4 (Control or Disabled). */
  readonly decision: CacheDecision;
  /** The cache key, when the request may use the cache at all. */
  readonly key: string | null;
  /** An expired copy was found: the new render replaces it (EXPIRED). */
  readonly expired: boolean;
}

/** What the page adds once rendered: the merged decision and the tags of what it shows. */
export interface PageCacheOutcome {
  readonly decision: CacheDecision;
  readonly tags: readonly string[];
}

declare module '../context.ts' {
  interface RequestVariables {
    /** What the edge cache's front found for this request. */
    edgeCache: Pick<EdgeCacheLookup, 'group' | 'decision'>;
    /** Set by a rendered page: whether it may be cached, and its tags. */
    pageCache: PageCacheOutcome;
  }
}
