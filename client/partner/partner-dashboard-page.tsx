import { useQuery } from '../data/use-query.ts';
import type { Params } from '../../shared/routes/index.ts';
import { formatCents, formatCount } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const PartnerDashboardQuery = graphql(`
  query PartnerDashboardPageQuery($username: String) {
    partnerDashboard(username: $username) {
      __typename
      ... on PartnerDashboard {
        user {
          id
          name
          username
        }
        enrollment
        totalPayableCents
        thisMonthReadingMs
        months {
          month
          earnedCents
          payableCents
          memberReadingTimeMs
        }
        stories {
          post {
            id
            title
            mediumUrl
          }
          earnedCents
          payableCents
          memberReadingTimeMs
          flags
          featureRequestedAt
          featureRequestPath
        }
      }
      ... on Failure {
        message
      }
    }
  }
`);

const variables = (params: Params) => ({ username: params['username'] ?? null });

export const partnerDashboardData = definePageData({
  query: PartnerDashboardQuery,
  variables,
  // someone else's earnings: not there for them
  status: (data) => (data.partnerDashboard.__typename === 'NotFound' ? 404 : 200),
});

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthName = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));
const minutes = (ms: number) => `${formatCount(Math.round(ms / 60_000))} min`;

/** What each earnings flag (docs/spec-checklist.md 3 §3) means to the writer. */
const FLAG_WORDS: Readonly<Record<string, string>> = {
  POST_AWARDED_BONUS: 'Bonus awarded',
  POST_EXCLUDED_CALL_TO_ACTION: 'Not earning: a call to action',
  POST_EXCLUDED_META_POST: 'Not earning: about the platform',
  POST_MINIMUM_GUARANTEE_ACCUMULATION: 'Earning towards its guarantee',
  POST_MINIMUM_GUARANTEE_FULFILLED: 'Guarantee met',
  USER_EXCLUDED: 'Your earnings are on hold',
};

/** /me/partner/dashboard and /@{username}/partner/dashboard: a partner's earnings by month and by story. */
export default function PartnerDashboardPage() {
  const { productName } = useConfig();
  const { navigation } = useAppState();
  const link = useLink();
  const [{ data }] = useQuery({ query: PartnerDashboardQuery, variables: variables(navigation.params) });
  const dashboard = data?.partnerDashboard;
  if (dashboard?.__typename !== 'PartnerDashboard') {
    return (
      <main className="page" id="main">
        <title>{`Partner Program – ${productName}`}</title>
        <div className="reading-column">
          <h1 className="page__title">Partner Program</h1>
          <p className="page__lede">
            {dashboard && 'message' in dashboard ? dashboard.message : 'Sign in to see your earnings.'}
          </p>
        </div>
      </main>
    );
  }
  return (
    <main className="page" id="main">
      <title>{`Partner Program dashboard – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">Partner Program</h1>
        {dashboard.enrollment !== 'ENROLLED' && (
          <p className="page__lede">
            {`${dashboard.user.name} is not in the Partner Program now. `}
            <a href={link('ShowPartnerEnroll')}>Join</a>
          </p>
        )}
        <dl className="partner-totals">
          <div>
            <dt>Paid and due, all time</dt>
            <dd>{formatCents(dashboard.totalPayableCents)}</dd>
          </div>
          <div>
            <dt>Member reading time this month</dt>
            <dd>{minutes(dashboard.thisMonthReadingMs)}</dd>
          </div>
        </dl>
        <h2 className="stats-section__title">By month</h2>
        {dashboard.months.length === 0 ? (
          <p>Earnings appear here after the first month in which members read your members-only stories.</p>
        ) : (
          <div className="stats-table__scroll">
            <table className="stats-table">
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col" className="stats-table__number">
                    Member reading time
                  </th>
                  <th scope="col" className="stats-table__number">
                    Earned
                  </th>
                  <th scope="col" className="stats-table__number">
                    Paid
                  </th>
                </tr>
              </thead>
              <tbody>
                {dashboard.months.map((month) => (
                  <tr key={month.month}>
                    <th scope="row">{monthName(month.month)}</th>
                    <td className="stats-table__number">{minutes(month.memberReadingTimeMs)}</td>
                    <td className="stats-table__number">{formatCents(month.earnedCents)}</td>
                    <td className="stats-table__number">{formatCents(month.payableCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {dashboard.stories.length > 0 && (
          <>
            <h2 className="stats-section__title">By story</h2>
            <div className="stats-table__scroll">
              <table className="stats-table">
                <thead>
                  <tr>
                    <th scope="col">Story</th>
                    <th scope="col" className="stats-table__number">
                      Member reading time
                    </th>
                    <th scope="col" className="stats-table__number">
                      Paid
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {dashboard.stories.map((story) => (
                    <tr key={story.post?.id ?? story.featureRequestPath}>
                      <th scope="row">
                        {story.post ? (
                          <a href={story.post.mediumUrl}>{story.post.title || 'Untitled story'}</a>
                        ) : (
                          'A deleted story'
                        )}
                        {story.flags.map((flag) => (
                          <span key={flag} className="partner-flag">
                            {FLAG_WORDS[flag] ?? flag}
                          </span>
                        ))}
                        {story.featureRequestPath && navigation.routeName === 'ShowPartnerDashboard' && (
                          <a className="partner-flag" href={story.featureRequestPath}>
                            Ask to feature it
                          </a>
                        )}
                      </th>
                      <td className="stats-table__number">{minutes(story.memberReadingTimeMs)}</td>
                      <td className="stats-table__number">{formatCents(story.payableCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        <p className="partner-links">
          <a href={link('ShowPartnerTaxes')}>Tax forms and payouts</a>
          <a href={link('ShowPartnerProgram')}>Program terms</a>
          <a href={link('ShowPartnerUnenroll')}>Leave the program</a>
        </p>
      </div>
    </main>
  );
}

export const pages = definePages({ 'partner-dashboard': { data: partnerDashboardData } });
