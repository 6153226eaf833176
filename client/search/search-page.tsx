import { useEffect, type ReactNode } from 'react';
import { useQuery } from '../data/use-query.ts';
import type { Params, RouteName } from '../../shared/routes/index.ts';
import { PeopleList, PersonFragment } from '../social/people-list.tsx';
import { PostPreview, PostPreviewFragment } from '../stories/post-preview.tsx';
import { matchesOf } from './matches-of.tsx';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { readRecentSearches, rememberSearch } from './recent-searches-store.ts';
import { searchHref } from './search-href.ts';
import { useHydrated } from '../state/use-hydrated.ts';
import { definePageData, pageLocation, type PageLocation } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const SearchQuery = graphql(
  `
    query SearchPageQuery($query: String!, $category: SearchCategory, $page: Int, $collectionSlug: String) {
      search(query: $query, category: $category, page: $page, collectionSlug: $collectionSlug) {
        collection {
          id
          name
        }
        posts {
          id
          ...PostPreview
        }
        people {
          ...Person
        }
        publications {
          id
          name
          slug
          description
        }
        tags {
          id
          normalizedTagSlug
          displayTitle
        }
        hasMore
      }
    }
  `,
  [PostPreviewFragment, PersonFragment],
);

type Category = 'ALL' | 'POSTS' | 'USERS' | 'PUBLICATIONS' | 'TAGS';

interface Tab {
  readonly category: Category;
  readonly label: string;
  readonly route: RouteName;
  readonly params: Params;
}

/** The tabs of /search, in order, with their routes (docs/spec-checklist.md 3 §2). */
const TABS: readonly Tab[] = [
  { category: 'ALL', route: 'ShowSearch', params: {}, label: 'All' },
  { category: 'POSTS', route: 'ShowSearchPosts', params: {}, label: 'Stories' },
  { category: 'USERS', route: 'ShowSearchUsers', params: {}, label: 'People' },
  { category: 'PUBLICATIONS', route: 'ShowSearchPublications', params: {}, label: 'Publications' },
  { category: 'TAGS', route: 'ShowSearchTags', params: {}, label: 'Tags' },
];

/** The {category} of /{collectionSlug}/search/{category}; an unknown one shows the stories, as other filtered pages do. */
const COLLECTION_CATEGORIES: Readonly<Record<string, Category>> = {
  posts: 'POSTS',
  users: 'USERS',
  publications: 'PUBLICATIONS',
  tags: 'TAGS',
};

/**
 * Inside a publication the first tab is its own stories (8 a page, docs/spec-checklist.md 1 §9); the other kinds
 * are searched across the whole site, as on /search.
 */
const collectionTabs = (collectionSlug: string): readonly Tab[] => [
  { category: 'POSTS', route: 'ShowCollectionSearch', params: { collectionSlug }, label: 'From this Publication' },
  ...Object.entries(COLLECTION_CATEGORIES)
    .filter(([, category]) => category !== 'POSTS')
    .flatMap(([segment, category]) =>
      TABS.filter((tab) => tab.category === category).map((tab) => ({
        ...tab,
        route: 'ShowCollectionSearchCategory' as const,
        params: { collectionSlug, category: segment },
      })),
    ),
];

const categoryOf = (routeName: string, params: Params): Category =>
  routeName === 'ShowCollectionSearch' || routeName === 'ShowCollectionSearchCategory'
    ? (COLLECTION_CATEGORIES[params['category'] ?? ''] ?? 'POSTS')
    : (TABS.find((tab) => tab.route === routeName)?.category ?? 'ALL');
const pageOf = (search: URLSearchParams): number =>
  Math.max(0, Math.min(49, Number.parseInt(search.get('page') ?? '0', 10) || 0));

const searchVariables = (params: Params, location: PageLocation) => ({
  query: (location.search.get('q') ?? '').trim(),
  category: categoryOf(location.routeName, params),
  page: pageOf(location.search),
  collectionSlug: params['collectionSlug'] ?? null,
});

export const searchData = definePageData({
  query: SearchQuery,
  variables: searchVariables,
  status: (data) => (data.search ? 200 : 404),
});

/** The reader's recent searches (docs/spec-checklist.md 3 §5), kept in this browser: shown once the page is hydrated. */
function RecentSearches({ searchHref }: { searchHref: (query: string) => string }) {
  const hydrated = useHydrated();
  const recent = hydrated ? readRecentSearches() : [];
  if (recent.length === 0) return null;
  return (
    <section aria-label="Recent searches">
      <h2 className="search__heading">Recent searches</h2>
      <ul className="search__tags">
        {recent.map((query) => (
          <li key={query}>
            <a className="search__tag" href={searchHref(query)}>
              {query}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One kind of result; on the All tab it carries its heading. */
function ResultSection({ label, headed, children }: { label: string; headed: boolean; children: ReactNode }) {
  return (
    <section aria-label={label}>
      {headed && <h2 className="search__heading">{label}</h2>}
      {children}
    </section>
  );
}

/** /search and its tabs: stories, people, publications and tags for `?q=`, a page at a time. */
export default function SearchPage() {
  const navigation = useNavigation();
  const { productName } = useConfig();
  const link = useLink();
  const variables = searchVariables(navigation.params, pageLocation(navigation));
  const [{ data }] = useQuery({ query: SearchQuery, variables });
  const results = data?.search;
  const { query, category, page, collectionSlug } = variables;
  const publication = results?.collection ?? null;
  const tabs = collectionSlug ? collectionTabs(collectionSlug) : TABS;
  const tabLink = (tab: Tab, extra: Record<string, string> = {}) =>
    searchHref(link(tab.route, tab.params), query, extra);
  const current = tabs.find((tab) => tab.category === category) ?? tabs[0];
  const headed = category === 'ALL';
  const nothing =
    results && results.posts.length + results.people.length + results.publications.length + results.tags.length === 0;
  const scope = publication ? publication.name : productName;
  const mark = matchesOf(query);
  // every search the reader runs ends here (the top bar, this page's form, a link): it becomes a recent one
  useEffect(() => {
    if (query) rememberSearch(query);
  }, [query]);
  // a publication that does not exist: the server answered 404 with the not-found page
  if (collectionSlug && !results) return null;
  return (
    <main className="page" id="main">
      <title>{query ? `${query} – Search – ${scope}` : `Search – ${scope}`}</title>
      <div className="reading-column">
        <form
          className="search-form"
          role="search"
          action={current ? link(current.route, current.params) : link('ShowSearch')}
          method="get"
        >
          <label className="visually-hidden" htmlFor="search-q">
            Search {scope}
          </label>
          <input
            id="search-q"
            className="search-form__input"
            type="search"
            name="q"
            defaultValue={query}
            placeholder={`Search ${scope}`}
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
        {query === '' ? (
          <>
            <p className="feed__empty">Search for stories, people, publications and tags.</p>
            <RecentSearches searchHref={(recent) => searchHref(link('ShowSearch'), recent)} />
          </>
        ) : (
          <>
            <h1 className="page__title">
              Results for <span className="search__query">{query}</span>
              {publication && <> in {publication.name}</>}
            </h1>
            <nav className="tabs" aria-label="Search results">
              {tabs.map((tab) => (
                <a
                  key={tab.label}
                  className="tabs__tab"
                  href={tabLink(tab)}
                  aria-current={tab === current ? 'page' : undefined}
                >
                  {tab.label}
                </a>
              ))}
            </nav>
            {nothing && <p className="feed__empty">{`No results for “${query}”. Try other words.`}</p>}
            {results && results.people.length > 0 && (
              <ResultSection label="People" headed={headed}>
                <PeopleList people={results.people} mark={mark} />
              </ResultSection>
            )}
            {results && results.publications.length > 0 && (
              <ResultSection label="Publications" headed={headed}>
                <ul className="people">
                  {results.publications.map((publication) => (
                    <li key={publication.id} className="people__row">
                      <div>
                        <a
                          className="people__name"
                          href={link('ShowCollectionHome', { collectionSlug: publication.slug })}
                        >
                          {mark(publication.name)}
                        </a>
                        {publication.description && <p className="people__bio">{mark(publication.description)}</p>}
                      </div>
                    </li>
                  ))}
                </ul>
              </ResultSection>
            )}
            {results && results.tags.length > 0 && (
              <ResultSection label="Tags" headed={headed}>
                <ul className="search__tags">
                  {results.tags.map((tag) => (
                    <li key={tag.id}>
                      <a className="search__tag" href={link('ShowTagPosts', { tagSlug: tag.normalizedTagSlug })}>
                        {mark(tag.displayTitle)}
                      </a>
                    </li>
                  ))}
                </ul>
              </ResultSection>
            )}
            {results && results.posts.length > 0 && (
              <ResultSection label="Stories" headed={headed}>
                {results.posts.map((post) => (
                  <PostPreview key={post.id} post={post} mark={mark} />
                ))}
              </ResultSection>
            )}
            {results?.hasMore && current && (
              <p className="feed__more-topics">
                <a href={tabLink(current, { page: String(page + 1) })}>Next page</a>
              </p>
            )}
            {publication && (
              <p className="feed__more-topics">
                <a href={searchHref(link('ShowSearch'), query)}>{`Search all of ${productName} for “${query}”`}</a>
              </p>
            )}
          </>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ search: { data: searchData } });
