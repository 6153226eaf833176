import { useQuery } from '../data/use-query.ts';
import { formatCount, formatDate } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { useConfig } from '../state/app-state.tsx';
import { StatsFigures, StatsTable } from '../stats/stats-parts.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const InternalStatusQuery = graphql(`
  query InternalStatusPageQuery {
    internalStatus {
      __typename
      ... on InternalStatus {
        pendingReadingEvents
        storedEvents
        rollupRows
        eventsByType {
          type
          count
        }
        vitals {
          name
          p75
          samples
        }
        clientErrors {
          message
          source
          at
        }
        serverLog {
          destination
          datacenter
          records {
            status
            message
            routeName
            url
            at
          }
        }
      }
    }
  }
`);

export const internalStatusData = definePageData({
  query: InternalStatusQuery,
  variables: () => ({}),
  status: (data) => (data.internalStatus.__typename === 'InternalStatus' ? 200 : 404),
});

/** Where the Worker's log records go, said for the person reading the page. */
function logDestinationText(destination: string, datacenter: string | null): string {
  if (destination === 'provider')
    return `The Worker’s log records go to the log provider (datacenter ${datacenter ?? 'us'}); read them there.`;
  if (destination === 'console')
    return 'The Worker’s log records go to its console only: set LOG_CLIENT_TOKEN to send them to the log provider.';
  return 'The newest of the Worker’s log records, kept in this development database.';
}

/** A record's time to the second, in UTC, so server and browser render it alike. */
const logTime = (at: number): string => `${new Date(at).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

const vitalValue = (name: string, p75: number | null): string =>
  p75 === null ? '—' : name === 'CLS' ? p75.toFixed(3) : `${formatCount(p75)} ms`;

/** /_/admin/internal-status: the event pipeline and how pages felt to readers over the last day, for staff. */
export default function InternalStatusPage() {
  const { productName } = useConfig();
  const [{ data }] = useQuery({ query: InternalStatusQuery, variables: {} });
  const status = data?.internalStatus;
  if (status?.__typename !== 'InternalStatus') return null;
  return (
    <main className="page" id="main">
      <title>{`Internal status – ${productName}`}</title>
      <div className="stats-column">
        <div className="page__heading">
          <h1 className="page__title">Internal status</h1>
        </div>
        <StatsFigures
          figures={[
            ['Events stored', formatCount(status.storedEvents)],
            ['Reading events waiting for the rollup', formatCount(status.pendingReadingEvents)],
            ['Rollup rows', formatCount(status.rollupRows)],
          ]}
        />
        <h2 className="stats-section__title">Web vitals, last 24 hours (75th percentile)</h2>
        <StatsTable caption="Web vitals over the last day" head={['Measure', 'Value', 'Pages']}>
          {status.vitals.map((vital) => (
            <tr key={vital.name}>
              <th scope="row">{vital.name}</th>
              <td className="stats-table__number">{vitalValue(vital.name, vital.p75)}</td>
              <td className="stats-table__number">{formatCount(vital.samples)}</td>
            </tr>
          ))}
        </StatsTable>
        <h2 className="stats-section__title">Events, last 24 hours</h2>
        {status.eventsByType.length === 0 ? (
          <p className="feed__empty">No events in the last day.</p>
        ) : (
          <StatsTable caption="Events over the last day by type" head={['Type', 'Events']}>
            {status.eventsByType.map((row) => (
              <tr key={row.type}>
                <th scope="row">{row.type}</th>
                <td className="stats-table__number">{formatCount(row.count)}</td>
              </tr>
            ))}
          </StatsTable>
        )}
        <h2 className="stats-section__title">Errors in readers’ browsers, last 24 hours</h2>
        {status.clientErrors.length === 0 ? (
          <p className="feed__empty">None.</p>
        ) : (
          <StatsTable
            caption="The latest errors in readers’ browsers"
            head={['Message', 'Where', 'When']}
            textColumns={3}
          >
            {status.clientErrors.map((error) => (
              <tr key={`${error.at} ${error.message}`}>
                <th scope="row">{error.message}</th>
                <td>{error.source}</td>
                <td>{formatDate(error.at)}</td>
              </tr>
            ))}
          </StatsTable>
        )}
        <h2 className="stats-section__title">Server log</h2>
        <p className="stats-legend">{logDestinationText(status.serverLog.destination, status.serverLog.datacenter)}</p>
        {status.serverLog.destination !== 'local' ? null : status.serverLog.records.length === 0 ? (
          <p className="feed__empty">Nothing logged.</p>
        ) : (
          <StatsTable
            caption="The Worker’s newest log records"
            head={['Level', 'Message', 'Route', 'When']}
            textColumns={4}
          >
            {status.serverLog.records.map((record, index) => (
              <tr key={`${record.at} ${index}`}>
                <td>{record.status}</td>
                <th scope="row">{record.message}</th>
                <td>{record.routeName ?? '—'}</td>
                <td>{logTime(record.at)}</td>
              </tr>
            ))}
          </StatsTable>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'internal-status': { data: internalStatusData } });
