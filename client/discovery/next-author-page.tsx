import { useQuery } from '../data/use-query.ts';
import { formatCount } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink } from '../state/app-state.tsx';
import { formatRatio, StatsTable } from '../stats/stats-parts.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const NextAuthorsQuery = graphql(`
  query NextAuthorsPageQuery {
    nextAuthors {
      __typename
      ... on NextAuthors {
        writers {
          reads
          views
          stories
          user {
            id
            name
            username
            mediumUrl
          }
        }
      }
    }
  }
`);

export const nextAuthorData = definePageData({
  query: NextAuthorsQuery,
  variables: () => ({}),
  status: (data) => (data.nextAuthors.__typename === 'NextAuthors' ? 200 : 404),
});

/** /_/curation/discovery/next-author: writers read most in the last 30 days, to feature next; for staff. */
export default function NextAuthorPage() {
  const { productName } = useConfig();
  const link = useLink();
  const [{ data }] = useQuery({ query: NextAuthorsQuery, variables: {} });
  const list = data?.nextAuthors;
  if (list?.__typename !== 'NextAuthors') return null;
  return (
    <main className="page" id="main">
      <title>{`Next author to feature – ${productName}`}</title>
      <div className="stats-column">
        <div className="page__heading">
          <h1 className="page__title">Writers to feature next</h1>
        </div>
        <p className="page__lede">The writers whose stories were read most in the last 30 days.</p>
        {list.writers.length === 0 ? (
          <p className="feed__empty">Nobody has been read in the last 30 days.</p>
        ) : (
          <StatsTable
            caption="Writers read most in the last 30 days"
            head={['Writer', 'Stories read', 'Reads', 'Read ratio', '']}
          >
            {list.writers.flatMap((row) =>
              row.user
                ? [
                    <tr key={row.user.id}>
                      <th scope="row">
                        <a href={row.user.mediumUrl}>{row.user.name}</a>
                      </th>
                      <td className="stats-table__number">{formatCount(row.stories)}</td>
                      <td className="stats-table__number">{formatCount(row.reads)}</td>
                      <td className="stats-table__number">
                        {formatRatio(row.views === 0 ? 0 : row.reads / row.views)}
                      </td>
                      <td className="stats-table__number">
                        <a href={link('ShowUserStats', { username: row.user.username })}>Stats</a>
                      </td>
                    </tr>,
                  ]
                : [],
            )}
          </StatsTable>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'next-author': { data: nextAuthorData } });
