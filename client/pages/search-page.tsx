import type { ReactNode } from 'react';
import { useQuery } from 'urql';
import type { Params, RouteName } from '../../shared/routes/index.ts';
import { PeopleList, PersonFragment } from '../components/people-list.tsx';
import { PostPreview, PostPreviewFragment } from '../components/post-preview.tsx';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData, pageLocation, type PageLocation } from './page-data.ts';

const SearchQuery = graphql(
  `
    query SearchPageQuery($query: String!, $category: SearchCategory, $page: Int) {
      search(query: $query, category: $category, page: $page) {
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

/** The tabs, in order, with their routes (spec 3 §2). */
const TABS: readonly { readonly category: Category; readonly route: RouteName; readonly label: string }[] = [
  { category: 'ALL', route: 'ShowSearch', label: 'All' },
  { category: 'POSTS', route: 'ShowSearchPosts', label: 'Stories' },
  { category: 'USERS', route: 'ShowSearchUsers', label: 'People' },
  { category: 'PUBLICATIONS', route: 'ShowSearchPublications', label: 'Publications' },
  { category: 'TAGS', route: 'ShowSearchTags', label: 'Tags' },
];

const categoryOf = (routeName: string): Category => TABS.find((tab) => tab.route === routeName)?.category ?? 'ALL';
const pageOf = (search: URLSearchParams): number => Math.max(0, Math.min(49, Number.parseInt(search.get('page') ?? '0', 10) || 0));

const searchVariables = (_params: Params, location: PageLocation) => ({
  query: (location.search.get('q') ?? '').trim(),
  category: categoryOf(location.routeName),
  page: pageOf(location.search),
});

export const searchData = definePageData({ query: SearchQuery, variables: searchVariables, status: () => 200 });

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
  const { query, category, page } = variables;
  const tabLink = (route: RouteName, extra: Record<string, string> = {}) => `${link(route)}?${new URLSearchParams({ q: query, ...extra }).toString()}`;
  const current = TABS.find((tab) => tab.category === category) ?? TABS[0];
  const nothing = results && results.posts.length + results.people.length + results.publications.length + results.tags.length === 0;
  return (
    <main className="page" id="main">
      <title>{query ? `${query} – Search – ${productName}` : `Search – ${productName}`}</title>
      <div className="reading-column">
        <form className="search-form" role="search" action={link(current?.route ?? 'ShowSearch')} method="get">
          <label className="visually-hidden" htmlFor="search-q">
            Search {productName}
          </label>
          <input id="search-q" className="search-form__input" type="search" name="q" defaultValue={query} placeholder={`Search ${productName}`} />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
        {query === '' ? (
          <p className="feed__empty">Search for stories, people, publications and tags.</p>
        ) : (
          <>
            <h1 className="page__title">
              Results for <span className="search__query">{query}</span>
            </h1>
            <nav className="tabs" aria-label="Search results">
              {TABS.map((tab) => (
                <a key={tab.route} className="tabs__tab" href={tabLink(tab.route)} aria-current={tab.category === category ? 'page' : undefined}>
                  {tab.label}
                </a>
              ))}
            </nav>
            {nothing && <p className="feed__empty">{`No results for “${query}”. Try other words.`}</p>}
            {results && results.people.length > 0 && (
              <ResultSection label="People" headed={category === 'ALL'}>
                <PeopleList people={results.people} />
              </ResultSection>
            )}
            {results && results.publications.length > 0 && (
              <ResultSection label="Publications" headed={category === 'ALL'}>
                <ul className="people">
                  {results.publications.map((publication) => (
                    <li key={publication.id} className="people__row">
                      <div>
                        <a className="people__name" href={link('ShowCollectionHome', { collectionSlug: publication.slug })}>
                          {publication.name}
                        </a>
                        {publication.description && <p className="people__bio">{publication.description}</p>}
                      </div>
                    </li>
                  ))}
                </ul>
              </ResultSection>
            )}
            {results && results.tags.length > 0 && (
              <ResultSection label="Tags" headed={category === 'ALL'}>
                <ul className="search__tags">
                  {results.tags.map((tag) => (
                    <li key={tag.id}>
                      <a className="search__tag" href={link('ShowTagPosts', { tagSlug: tag.normalizedTagSlug })}>
                        {tag.displayTitle}
                      </a>
                    </li>
                  ))}
                </ul>
              </ResultSection>
            )}
            {results && results.posts.length > 0 && (
              <ResultSection label="Stories" headed={category === 'ALL'}>
                {results.posts.map((post) => (
                  <PostPreview key={post.id} post={post} />
                ))}
              </ResultSection>
            )}
            {results?.hasMore && current && (
              <p className="feed__more-topics">
                <a href={tabLink(current.route, { page: String(page + 1) })}>Next page</a>
              </p>
            )}
          </>
        )}
      </div>
    </main>
  );
}
