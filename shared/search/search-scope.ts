import type { Params } from '../routes/index.ts';

/**
 * Where the top bar's search looks (docs/spec-checklist.md 1 §2.3, §2.10): inside a publication or a writer's
 * profile it searches their stories first; everywhere else (a story, a tag, notifications, your
 * stories, home) it searches the whole site.
 */
export type SearchScope =
  | { readonly kind: 'general' }
  | { readonly kind: 'publication'; readonly collectionSlug: string }
  | { readonly kind: 'profile'; readonly username: string };

/** The pages that are a publication's own: its home, tabs, archive and search. */
const PUBLICATION_PAGES: ReadonlySet<string> = new Set(['publication-profile', 'search']);
/** The pages that are a writer's own: the profile, its tabs, series and a single list. */
const PROFILE_PAGES: ReadonlySet<string> = new Set(['user-profile', 'user-series', 'list']);

export function searchScope(navigation: { readonly page: string; readonly params: Params }): SearchScope {
  const { collectionSlug, username } = navigation.params;
  if (collectionSlug && PUBLICATION_PAGES.has(navigation.page)) return { kind: 'publication', collectionSlug };
  if (username && PROFILE_PAGES.has(navigation.page)) return { kind: 'profile', username };
  return { kind: 'general' };
}

/** docs/spec-checklist.md 1 §2.10: 'Search' and the product's name on the general scope, 'Search' alone inside a publication or profile. */
export const searchPlaceholder = (scope: SearchScope, productName: string): string =>
  scope.kind === 'general' ? `Search ${productName}` : 'Search';
