import { useQuery } from '../data/use-query.ts';
import { AUDIENCE_STATS_GRANULARITIES } from '../../shared/content/enumerations.ts';
import type { Params } from '../../shared/routes/index.ts';
import { isAudienceGranularity, type AudienceGranularity } from '../../shared/stats/audience.ts';
import { formatCount } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { TimeChart } from './stats-chart.tsx';
import { StatsTable, useLiveStats } from './stats-parts.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const AudienceQuery = graphql(`
  query AudiencePageQuery($username: String!, $granularity: AudienceStatsGranularity!) {
    audienceStats(username: $username, granularity: $granularity) {
      __typename
      ... on AudienceStats {
        user {
          id
          name
          username
          newsletterV3Id
          newsletterSubscriberCount
        }
        periods {
          period
          gained
          followers
        }
      }
      ... on Failure {
        message
      }
    }
  }
`);

const DEFAULT_GRANULARITY: AudienceGranularity = 'monthly';
const LABELS: Record<AudienceGranularity, string> = { daily: 'By day', weekly: 'By week', monthly: 'By month' };

const variables = (params: Params) => {
  const details = params['details'];
  return {
    username: params['username'] ?? '',
    granularity: isAudienceGranularity(details) ? details : DEFAULT_GRANULARITY,
  };
};

export const audienceData = definePageData({
  query: AudienceQuery,
  variables,
  // /audience/{details} names a granularity; any other word is no page
  status: (data, params) =>
    data.audienceStats.__typename === 'AudienceStats' &&
    (params['details'] === undefined || isAudienceGranularity(params['details']))
      ? 200
      : 404,
});

/** /@{username}/audience and /audience/{daily|weekly|monthly}: a writer's followers over time, for them and staff. */
export default function AudiencePage() {
  const { productName } = useConfig();
  const link = useLink();
  const { params } = useNavigation();
  const vars = variables(params);
  const [{ data }, refetch] = useQuery({ query: AudienceQuery, variables: vars });
  useLiveStats(refetch);
  const stats = data?.audienceStats;
  if (stats?.__typename !== 'AudienceStats') return null;
  const { username } = stats.user;
  const latest = stats.periods.at(-1)?.followers ?? 0;
  return (
    <main className="page" id="main">
      <title>{`Audience of ${stats.user.name} – ${productName}`}</title>
      <div className="stats-column">
        <p className="stats-back">
          <a href={link('ShowUserStats', { username })}>Stats</a>
        </p>
        <div className="page__heading">
          <h1 className="page__title">Audience</h1>
          <a
            className="button button--outline"
            href={`${link('ExportAudienceStats', { username })}?granularity=${vars.granularity}`}
            download
          >
            Download CSV
          </a>
        </div>
        <nav className="tabs" aria-label="Periods">
          {AUDIENCE_STATS_GRANULARITIES.map((granularity) => (
            <a
              key={granularity}
              className="tabs__tab"
              href={link('ShowUserAudienceDetails', { username, details: granularity })}
              aria-current={granularity === vars.granularity ? 'page' : undefined}
            >
              {LABELS[granularity]}
            </a>
          ))}
        </nav>
        <dl className="stats-totals">
          <div className="stats-totals__figure">
            <dt className="stats-totals__label">Followers</dt>
            <dd className="stats-totals__value">{formatCount(latest)}</dd>
          </div>
          {stats.user.newsletterSubscriberCount !== null && (
            <div className="stats-totals__figure">
              <dt className="stats-totals__label">
                <a href={link('ShowNewsletterStats', { newsletterV3Id: stats.user.newsletterV3Id })}>
                  E-mail subscribers
                </a>
              </dt>
              <dd className="stats-totals__value">{formatCount(stats.user.newsletterSubscriberCount)}</dd>
            </div>
          )}
        </dl>
        {stats.periods.length === 0 ? (
          <p className="feed__empty">No followers yet: they will show here as they come.</p>
        ) : (
          <>
            <TimeChart
              days={stats.periods.map((row) => row.period)}
              series={[{ label: 'Followers', values: stats.periods.map((row) => row.followers), tone: 'accent' }]}
              label={`Chart of followers over time, ${LABELS[vars.granularity].toLowerCase()}: ${latest} now. The numbers are in the table below.`}
            />
            <StatsTable caption="Followers by period" head={['Period starting', 'New followers', 'Followers']}>
              {[...stats.periods].reverse().map((row) => (
                <tr key={row.period}>
                  <th scope="row">{row.period}</th>
                  <td className="stats-table__number">{formatCount(row.gained)}</td>
                  <td className="stats-table__number">{formatCount(row.followers)}</td>
                </tr>
              ))}
            </StatsTable>
          </>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ audience: { data: audienceData } });
