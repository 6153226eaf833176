import { useQuery } from '../data/use-query.ts';
import type { Params } from '../../shared/routes/index.ts';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import {
  DailyNumbers,
  PostsTable,
  PostStatsRowFields,
  rangeHref,
  rangeIdOf,
  rangeLabelOf,
  RangePicker,
  StatsDayFields,
  StatsTotalsFields,
  TotalsSummary,
  useLiveStats,
} from './stats-parts.tsx';
import { definePageData, type PageLocation, pageLocation } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const PublicationStatsQuery = graphql(
  `
  query PublicationStatsPageQuery($slug: String!, $range: String!) {
    publicationStats(domainOrSlug: $slug, range: $range) {
      __typename
      ... on PublicationStats {
        collection {
          id
          slug
          name
        }
        totals {
          ...StatsTotalsFields
        }
        days {
          ...StatsDayFields
        }
        posts {
          ...PostStatsRowFields
        }
      }
      ... on Failure {
        message
      }
    }
  }
`,
  [StatsTotalsFields, StatsDayFields, PostStatsRowFields],
);

const variables = (params: Params, location: PageLocation) => ({
  slug: params['collectionSlug'] ?? '',
  range: rangeIdOf(location.search),
});

export const publicationStatsData = definePageData({
  query: PublicationStatsQuery,
  variables,
  status: (data) => (data.publicationStats.__typename === 'PublicationStats' ? 200 : 404),
});

/** The tabs of a publication's stats (docs/spec-checklist.md 3 §2): /stats shows both parts, each tab one. */
const TABS = [
  { route: 'ShowCollectionStatsOverview', label: 'Overview' },
  { route: 'ShowCollectionStatsStories', label: 'Stories' },
] as const;

/** /{collectionSlug}/stats, /stats/overview and /stats/stories: how a publication's stories are read, for its editors. */
export default function PublicationStatsPage() {
  const { productName } = useConfig();
  const link = useLink();
  const navigation = useNavigation();
  const vars = variables(navigation.params, pageLocation(navigation));
  const [{ data }, refetch] = useQuery({ query: PublicationStatsQuery, variables: vars });
  useLiveStats(refetch);
  const stats = data?.publicationStats;
  if (stats?.__typename !== 'PublicationStats') return null;
  const collectionSlug = stats.collection.slug;
  const here = navigation.routeName;
  const rangeLabel = rangeLabelOf(vars.range);
  const showOverview = here !== 'ShowCollectionStatsStories';
  const showStories = here !== 'ShowCollectionStatsOverview';
  return (
    <main className="page" id="main">
      <title>{`Stats for ${stats.collection.name} – ${productName}`}</title>
      <div className="stats-column">
        <div className="page__heading">
          <h1 className="page__title">Stats for {stats.collection.name}</h1>
        </div>
        <nav className="tabs" aria-label="What to show">
          {TABS.map((tab) => (
            <a
              key={tab.route}
              className="tabs__tab"
              href={rangeHref(link(tab.route, { collectionSlug }), vars.range)}
              aria-current={tab.route === here ? 'page' : undefined}
            >
              {tab.label}
            </a>
          ))}
        </nav>
        <RangePicker
          current={vars.range}
          href={(range) => rangeHref(link(here as (typeof TABS)[number]['route'], { collectionSlug }), range)}
        />
        {showOverview && (
          <>
            <TotalsSummary totals={stats.totals} />
            <DailyNumbers days={stats.days} rangeLabel={rangeLabel} />
          </>
        )}
        {showStories && (
          <section aria-labelledby="stats-posts-heading">
            <h2 id="stats-posts-heading" className="stats-section__title">
              Stories
            </h2>
            <PostsTable
              posts={stats.posts}
              caption={`Stories over ${rangeLabel.toLowerCase()}`}
              empty="No stories published here yet."
            />
          </section>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'publication-stats': { data: publicationStatsData } });
