import { GraphQLError } from 'graphql';
import { runSearch } from './run-search.ts';
import type { SearchRequest } from './search-request.ts';
import { searchIndexName, type SearchIndexKind } from '../../shared/search/index-names.ts';
import { DEFAULT_HIGHLIGHT_TAGS } from '../../shared/search/highlight.ts';
import { builder } from '../graphql/builder.ts';
import { CollectionRef, PostRef, TagRef, UserRef } from '../graphql/types/refs.ts';

/** The tabs of the search page (docs/spec-checklist.md 3 §2: /search and /search/users|publications|tags|posts). */
const SEARCH_CATEGORIES = ['ALL', 'POSTS', 'USERS', 'PUBLICATIONS', 'TAGS'] as const;
type SearchCategory = (typeof SEARCH_CATEGORIES)[number];
const SearchCategoryRef = builder.enumType('SearchCategory', { values: SEARCH_CATEGORIES });

/** One tab's page size; the All tab shows a few of each kind. */
const PAGE_SIZE = 10;
/** docs/spec-checklist.md 1 §9: a publication's own search shows 8 stories a page. */
const SCOPED_PAGE_SIZE = 8;
const ALL_TAB: Readonly<Record<SearchIndexKind, number>> = { posts: 10, users: 3, collections: 3, tags: 6 };
const INDEX_OF: Readonly<Record<Exclude<SearchCategory, 'ALL'>, SearchIndexKind>> = {
  POSTS: 'posts',
  USERS: 'users',
  PUBLICATIONS: 'collections',
  TAGS: 'tags',
};

interface SearchPage {
  /** The publication the stories come from, on a publication's own search page. */
  readonly collectionId: string | null;
  readonly posts: readonly string[];
  readonly users: readonly string[];
  readonly collections: readonly string[];
  readonly tags: readonly string[];
  readonly hasMore: boolean;
}

/** The rows of the hits, in the hits' order; one that went away since it was indexed is left out. */
const loadHits = async <T>(
  loader: { loadMany: (ids: string[]) => Promise<(T | null | Error)[]> },
  ids: readonly string[],
): Promise<T[]> => (await loader.loadMany([...ids])).filter((row): row is T => row !== null && !(row instanceof Error));

const SearchResultsRef = builder.objectRef<SearchPage>('SearchResults').implement({
  fields: (t) => ({
    posts: t.field({
      type: [PostRef],
      resolve: (page, _args, context) => loadHits(context.loaders.postById, page.posts),
    }),
    people: t.field({
      type: [UserRef],
      resolve: (page, _args, context) => loadHits(context.loaders.userById, page.users),
    }),
    publications: t.field({
      type: [CollectionRef],
      resolve: (page, _args, context) => loadHits(context.loaders.collectionById, page.collections),
    }),
    tags: t.field({
      type: [TagRef],
      resolve: (page, _args, context) => loadHits(context.loaders.tagBySlug, page.tags),
    }),
    collection: t.field({
      type: CollectionRef,
      nullable: true,
      resolve: (page, _args, context) =>
        page.collectionId ? context.loaders.collectionById.load(page.collectionId) : null,
    }),
    /** Whether the tab has another page. */
    hasMore: t.exposeBoolean('hasMore'),
  }),
});

const request = (
  index: SearchIndexKind,
  query: string,
  hitsPerPage: number,
  page: number,
  collectionId: string | null = null,
): SearchRequest => ({
  index,
  indexName: searchIndexName(index),
  query,
  hitsPerPage,
  page,
  filters: collectionId ? [{ attribute: 'collectionId', value: collectionId }] : [],
  clickAnalytics: false,
  analyticsTags: [],
  highlightTags: DEFAULT_HIGHLIGHT_TAGS,
  params: '',
});

builder.queryField('search', (t) =>
  t.field({
    type: SearchResultsRef,
    description:
      'The full search page (docs/spec-checklist.md 3 §2): the same index and rules as the search API, one D1 batch. With collectionSlug, the stories tab (and All) holds the stories of that publication only; null when there is no such publication.',
    nullable: true,
    args: {
      query: t.arg.string(),
      category: t.arg({ type: SearchCategoryRef, required: false }),
      page: t.arg.int({ required: false }),
      collectionSlug: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const query = args.query.trim().slice(0, 512);
      const category = args.category ?? 'ALL';
      const page = Math.max(0, Math.min(args.page ?? 0, 49));
      const collection = args.collectionSlug ? await context.loaders.collectionBySlug.load(args.collectionSlug) : null;
      if (args.collectionSlug && !collection) return null;
      const collectionId = collection?.id ?? null;
      const empty: SearchPage = { collectionId, posts: [], users: [], collections: [], tags: [], hasMore: false };
      // docs/spec-checklist.md 1 §5: search acts only on a non-empty query
      if (query === '') return empty;
      const scoped = collectionId !== null && (category === 'ALL' || category === 'POSTS');
      const requests = scoped
        ? [request('posts', query, SCOPED_PAGE_SIZE, page, collectionId)]
        : category === 'ALL'
          ? (Object.entries(ALL_TAB) as [SearchIndexKind, number][]).map(([index, size]) =>
              request(index, query, size, 0),
            )
          : [request(INDEX_OF[category], query, PAGE_SIZE, page)];
      if (!(await context.spendSearches(requests.length))) {
        throw new GraphQLError('Too many searches. Please try again later.', {
          extensions: { code: 'TOO_MANY_REQUESTS', http: { status: 429 } },
        });
      }
      const results = await runSearch(context.d1, requests, !context.flags.can_view_unfiltered_search);
      const idsOf = (index: SearchIndexKind) =>
        results.find((result) => result.index === searchIndexName(index))?.hits.map((hit) => String(hit.objectID)) ??
        [];
      return {
        collectionId,
        posts: idsOf('posts'),
        users: idsOf('users'),
        collections: idsOf('collections'),
        tags: idsOf('tags'),
        hasMore: (scoped || category !== 'ALL') && (results[0]?.page ?? 0) + 1 < (results[0]?.nbPages ?? 0),
      };
    },
  }),
);
