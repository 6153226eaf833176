import { useQuery } from '../data/use-query.ts';
import type { Params, RouteName } from '../../shared/routes/index.ts';
import type { StatsRangeId } from '../../shared/stats/stats-range.ts';
import { graphql } from '../graphql/graphql.ts';
import { signInHref } from '../routes/sign-in-href.ts';
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

const WriterStatsQuery = graphql(
  `
  query WriterStatsPageQuery($username: String, $kind: StatsKind!, $range: String!) {
    writerStats(username: $username, kind: $kind, range: $range) {
      __typename
      ... on WriterStats {
        user {
          id
          username
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

type Kind = 'STORIES' | 'RESPONSES' | 'SERIES';

/** The tabs of docs/spec-checklist.md 3 §2's user stats routes, for the viewer's own stats and for a writer's. */
const TABS = [
  { kind: 'STORIES', label: 'Stories', own: 'ShowStats', theirs: 'ShowUserStats' },
  { kind: 'RESPONSES', label: 'Responses', own: 'ShowStatsResponses', theirs: 'ShowUserStatsResponses' },
  { kind: 'SERIES', label: 'Series', own: 'ShowStatsSeries', theirs: 'ShowUserStatsSeries' },
] as const satisfies readonly { kind: Kind; label: string; own: RouteName; theirs: RouteName }[];

const kindOf = (routeName: string): Kind =>
  TABS.find((tab) => tab.own === routeName || tab.theirs === routeName)?.kind ?? 'STORIES';

const variables = (params: Params, location: PageLocation) => ({
  username: params['username'] ?? null,
  kind: kindOf(location.routeName),
  range: rangeIdOf(location.search),
});

export const statsData = definePageData({
  query: WriterStatsQuery,
  variables,
  // someone else's stats do not exist for this viewer; a visitor is asked to sign in for their own
  status: (data) => (data.writerStats.__typename === 'NotFound' ? 404 : 200),
});

/** /me/stats and /@{username}/stats with their tabs: a writer's views and reads over a range, story by story. */
export default function StatsPage() {
  const { productName } = useConfig();
  const link = useLink();
  const navigation = useNavigation();
  const location = pageLocation(navigation);
  const vars = variables(navigation.params, location);
  const [{ data }, refetch] = useQuery({ query: WriterStatsQuery, variables: vars });
  useLiveStats(refetch);
  const stats = data?.writerStats;
  if (!stats) return null;
  const username = navigation.params['username'];
  const tabHref = (tab: (typeof TABS)[number], range: StatsRangeId) =>
    rangeHref(username ? link(tab.theirs, { username }) : link(tab.own), range);
  const currentTab = TABS.find((tab) => tab.kind === vars.kind) ?? TABS[0];
  if (stats.__typename !== 'WriterStats') {
    return (
      <main className="page page--message" id="main">
        <title>{`Stats – ${productName}`}</title>
        <h1 className="message__title">Your stats</h1>
        <p className="message__text">
          <a href={signInHref(link, tabHref(currentTab, vars.range))}>Sign in</a> to see how your stories are read.
        </p>
      </main>
    );
  }
  const rangeLabel = rangeLabelOf(vars.range);
  const heading = username ? `Stats for ${stats.user.name}` : 'Your stats';
  return (
    <main className="page" id="main">
      <title>{`${heading} – ${productName}`}</title>
      <div className="stats-column">
        <div className="page__heading">
          <h1 className="page__title">{heading}</h1>
        </div>
        <nav className="tabs" aria-label="What to show">
          {TABS.map((tab) => (
            <a
              key={tab.kind}
              className="tabs__tab"
              href={tabHref(tab, vars.range)}
              aria-current={tab.kind === vars.kind ? 'page' : undefined}
            >
              {tab.label}
            </a>
          ))}
        </nav>
        <RangePicker current={vars.range} href={(range) => tabHref(currentTab, range)} />
        <TotalsSummary totals={stats.totals} />
        <DailyNumbers days={stats.days} rangeLabel={rangeLabel} />
        <section aria-labelledby="stats-posts-heading">
          <h2 id="stats-posts-heading" className="stats-section__title">
            {currentTab.label}
          </h2>
          <PostsTable
            posts={stats.posts}
            caption={`${currentTab.label} over ${rangeLabel.toLowerCase()}`}
            empty={
              vars.kind === 'STORIES'
                ? 'Publish a story and its readers will show here.'
                : `No ${currentTab.label.toLowerCase()} yet.`
            }
          />
        </section>
      </div>
    </main>
  );
}

export const pages = definePages({ stats: { data: statsData } });
