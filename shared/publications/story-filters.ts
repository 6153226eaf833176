/**
 * The tabs of a publication's Stories page (/{collectionSlug}/stories/{filterBy}): what it has
 * published, what its editors feature, and the drafts writers submitted. The spec names the
 * route, not the filters; submissions is the one it links to (shared/routes/link-shapes.ts).
 */
export const PUBLICATION_STORY_FILTERS = {
  published: 'Published',
  featured: 'Featured',
  submissions: 'Submissions',
} as const;

export type PublicationStoryFilter = keyof typeof PUBLICATION_STORY_FILTERS;

export const DEFAULT_PUBLICATION_STORY_FILTER: PublicationStoryFilter = 'published';

/** The filter an address names: none is the default, an unknown one is null (the page is 404). */
export const publicationStoryFilter = (filterBy: string | undefined): PublicationStoryFilter | null =>
  filterBy === undefined
    ? DEFAULT_PUBLICATION_STORY_FILTER
    : Object.hasOwn(PUBLICATION_STORY_FILTERS, filterBy)
      ? (filterBy as PublicationStoryFilter)
      : null;
