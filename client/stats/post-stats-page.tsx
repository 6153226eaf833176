import { useQuery } from '../data/use-query.ts';
import type { Params } from '../../shared/routes/index.ts';
import { formatCount } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import {
  DailyNumbers,
  rangeHref,
  rangeIdOf,
  rangeLabelOf,
  RangePicker,
  StatsDayFields,
  StatsTable,
  StatsTotalsFields,
  TotalsSummary,
  useLiveStats,
} from './stats-parts.tsx';
import { definePageData, type PageLocation, pageLocation } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const StoryStatsQuery = graphql(
  `
  query StoryStatsPageQuery($postId: ID!, $range: String!) {
    storyStats(postId: $postId, range: $range) {
      __typename
      ... on StoryStats {
        post {
          id
          title
          mediumUrl
        }
        totals {
          ...StatsTotalsFields
        }
        claps
        responses
        days {
          ...StatsDayFields
        }
        referrers {
          source
          host
          views
        }
      }
      ... on Failure {
        message
      }
    }
  }
`,
  [StatsTotalsFields, StatsDayFields],
);

/** How a writer reads docs/spec-checklist.md 3 §3's traffic sources. */
const SOURCE_LABELS: Readonly<Record<string, string>> = {
  DIRECT: 'Direct, e-mail or apps',
  INTERNAL: 'Elsewhere on this site',
  PLATFORM: 'Our e-mails and notifications',
  RSS: 'Feed readers',
  SEARCH: 'Search engines',
  SITE: 'Other sites',
  AMP: 'AMP',
  ACCELERATED_MOBILE_PAGES: 'AMP',
  INSTANT_ARTICLES: 'Instant Articles',
  OTHER: 'Other',
};

const variables = (params: Params, location: PageLocation) => ({
  postId: params['postId'] ?? '',
  range: rangeIdOf(location.search),
});

export const postStatsData = definePageData({
  query: StoryStatsQuery,
  variables,
  status: (data) => (data.storyStats.__typename === 'StoryStats' ? 200 : 404),
});

/**
 * /me/stats/post/{postId}: one story's views, reads, reading time and where its readers came
 * from; /p/{postId}/referrers shows the last part alone.
 */
export default function PostStatsPage() {
  const { productName } = useConfig();
  const link = useLink();
  const navigation = useNavigation();
  const vars = variables(navigation.params, pageLocation(navigation));
  const [{ data }, refetch] = useQuery({ query: StoryStatsQuery, variables: vars });
  useLiveStats(refetch);
  const stats = data?.storyStats;
  if (stats?.__typename !== 'StoryStats') return null;
  const title = stats.post.title || 'Untitled story';
  const rangeLabel = rangeLabelOf(vars.range);
  const referrersOnly = navigation.routeName === 'ShowPostReferrers';
  const here = (range: Parameters<typeof rangeHref>[1]) =>
    rangeHref(link(referrersOnly ? 'ShowPostReferrers' : 'ShowStatsPost', { postId: stats.post.id }), range);
  return (
    <main className="page" id="main">
      <title>{`Stats for ${title} – ${productName}`}</title>
      <div className="stats-column">
        <p className="stats-back">
          {referrersOnly ? (
            <a href={link('ShowStatsPost', { postId: stats.post.id })}>All stats for this story</a>
          ) : (
            <a href={link('ShowStats')}>All your stats</a>
          )}{' '}
          · <a href={link('ShowPostInfo', { postId: stats.post.id })}>About this story</a>
        </p>
        <div className="page__heading">
          <h1 className="page__title">
            {referrersOnly ? 'Readers of ' : 'Stats for '}
            <a href={stats.post.mediumUrl}>{title}</a>
          </h1>
        </div>
        <RangePicker current={vars.range} href={here} />
        {!referrersOnly && (
          <>
            <TotalsSummary
              totals={stats.totals}
              extra={[
                ['Claps', formatCount(stats.claps)],
                ['Responses', formatCount(stats.responses)],
              ]}
            />
            <DailyNumbers days={stats.days} rangeLabel={rangeLabel} />
          </>
        )}
        <section aria-labelledby="stats-referrers-heading">
          <h2 id="stats-referrers-heading" className="stats-section__title">
            Where readers came from
          </h2>
          {stats.referrers.length === 0 ? (
            <p className="feed__empty">No views in this range yet.</p>
          ) : (
            <StatsTable
              caption={`Views by where readers came from, over ${rangeLabel.toLowerCase()}`}
              head={['Source', 'Site', 'Views']}
              textColumns={2}
            >
              {stats.referrers.map((referrer) => (
                <tr key={`${referrer.source} ${referrer.host}`}>
                  <th scope="row">{SOURCE_LABELS[referrer.source] ?? referrer.source}</th>
                  <td>{referrer.host || '—'}</td>
                  <td className="stats-table__number">{formatCount(referrer.views)}</td>
                </tr>
              ))}
            </StatsTable>
          )}
        </section>
      </div>
    </main>
  );
}

export const pages = definePages({ 'post-stats': { data: postStatsData } });
