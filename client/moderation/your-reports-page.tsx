import { REPORT_REASONS, REPORT_STATES, REPORT_SUBJECT_NAMES } from '../../shared/social/reports.ts';
import { PagedList } from '../components/paged-list.tsx';
import { useQuery } from '../data/use-query.ts';
import { formatDate } from '../format.ts';
import { graphql, type ResultOf } from '../graphql/graphql.ts';
import { useAppState, useConfig } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

/** How many reports a page shows. */
const PAGE_SIZE = 20;

const YourReportsQuery = graphql(`
  query YourReportsPageQuery($limit: Int!, $to: String) {
    viewerReports(paging: { limit: $limit, to: $to }) {
      reports {
        id
        subject
        reason
        note
        state
        title
        createdAt
        decidedAt
        post {
          id
          mediumUrl
        }
        catalog {
          id
          mediumUrl
        }
        user {
          id
          mediumUrl
        }
        collection {
          id
          mediumUrl
        }
      }
      pagingInfo {
        next {
          to
        }
      }
    }
  }
`);

type Report = ResultOf<typeof YourReportsQuery>['viewerReports']['reports'][number];

export const yourReportsData = definePageData({
  query: YourReportsQuery,
  variables: () => ({ limit: PAGE_SIZE, to: null }),
  status: () => 200,
});

/** Where the reported thing is now, for the reader who can still see it. */
const addressOf = (report: Report): string | null =>
  (report.post ?? report.catalog ?? report.user ?? report.collection)?.mediumUrl ?? null;

function ReportItem({ report }: { report: Report }) {
  const address = addressOf(report);
  const name = report.title || `A ${REPORT_SUBJECT_NAMES[report.subject]}`;
  return (
    <li className="report-item">
      <p className="report-item__subject">
        <span className="report-item__kind">{REPORT_SUBJECT_NAMES[report.subject]}</span>{' '}
        {address ? <a href={address}>{name}</a> : <span>{name}</span>}
      </p>
      <p className="report-item__reason">
        {REPORT_REASONS[report.reason]}
        {report.note && ` · “${report.note}”`}
      </p>
      <p className="report-item__state">
        <strong className={`report-item__badge report-item__badge--${report.state.toLowerCase()}`}>
          {REPORT_STATES[report.state]}
        </strong>
        {` · reported ${formatDate(report.createdAt)}`}
        {report.decidedAt !== null && `, reviewed ${formatDate(report.decidedAt)}`}
      </p>
    </li>
  );
}

/** /me/reports: what the reader reported, why, and what the moderators decided. */
export default function YourReportsPage() {
  const { productName } = useConfig();
  const { session } = useAppState();
  const [{ data }] = useQuery({ query: YourReportsQuery, variables: { limit: PAGE_SIZE, to: null } });
  const first = data?.viewerReports;
  return (
    <main className="page" id="main">
      <title>{`Your reports – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">Your reports</h1>
        {!session.isLoggedInCookie ? (
          <p className="page__lede">Sign in to see the reports you have made.</p>
        ) : (
          <>
            <p className="page__lede">
              Moderators review each report against the rules. Whoever you reported never learns it was you.
            </p>
            <PagedList
              first={{ items: first?.reports ?? [], next: first?.pagingInfo.next?.to ?? null }}
              query={YourReportsQuery}
              variables={(to) => ({ limit: PAGE_SIZE, to })}
              pick={(result) =>
                result
                  ? { items: result.viewerReports.reports, next: result.viewerReports.pagingInfo.next?.to ?? null }
                  : null
              }
              render={(reports) => (
                <ul className="report-list">
                  {reports.map((report) => (
                    <ReportItem key={report.id} report={report} />
                  ))}
                </ul>
              )}
              empty="You have reported nothing. A story, a response, a list, a profile or a publication can be reported from its menu."
              moreLabel="Show older reports"
            />
          </>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'your-reports': { data: yourReportsData } });
