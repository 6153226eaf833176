import { useQuery } from '../data/use-query.ts';
import { formatCount, formatDate } from '../format.ts';
import { graphql, type ResultOf } from '../graphql/graphql.ts';
import { StatsFigures, StatsTable } from '../stats/stats-parts.tsx';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { definePageData, type PageLocation } from '../pages/page-data.ts';
import type { Params } from '../../shared/routes/index.ts';
import { definePages } from '../pages/define-page.ts';

const NewsletterStatsFields = graphql(`
  fragment NewsletterStatsFields on Newsletter @_unmask {
    id
    name
    landingPath
    viewerCanManage
    stats {
      id
      active
      pending
      unsubscribed
      issues {
        id
        subject
        createdAt
        sent
        opened
        clicked
        post {
          id
          mediumUrl
        }
      }
    }
  }
`);

const NewsletterStatsQuery = graphql(
  `
  query NewsletterStatsQuery($id: ID!, $slug: String!, $byId: Boolean!) {
    newsletter(id: $id) @include(if: $byId) {
      ...NewsletterStatsFields
    }
    collectionByDomainOrSlug(domainOrSlug: $slug) @skip(if: $byId) {
      id
      name
      slug
      viewerRole
      newsletterV3 {
        ...NewsletterStatsFields
      }
    }
  }
`,
  [NewsletterStatsFields],
);

type Newsletter = ResultOf<typeof NewsletterStatsFields>;

const statsVariables = (params: Params, location: PageLocation) => {
  const byId = location.routeName === 'ShowNewsletterStats';
  return { id: params['newsletterV3Id'] ?? '', slug: params['collectionSlug'] ?? '', byId };
};

const newsletterOf = (data: ResultOf<typeof NewsletterStatsQuery> | undefined): Newsletter | null =>
  data?.newsletter ?? data?.collectionByDomainOrSlug?.newsletterV3 ?? null;

export const newsletterStatsData = definePageData({
  query: NewsletterStatsQuery,
  variables: statsVariables,
  status: (data) => {
    const collection = data.collectionByDomainOrSlug;
    // a publication's digests page speaks to its editors even before it has a newsletter
    if (collection && (collection.viewerRole === 'CREATOR' || collection.viewerRole === 'EDITOR')) return 200;
    return newsletterOf(data)?.viewerCanManage ? 200 : 404;
  },
});

const rate = (part: number, whole: number) => (whole === 0 ? '' : ` (${Math.round((part / whole) * 100)}%)`);

/**
 * /newsletters/{newsletterV3Id}/stats and /{collectionSlug}/stats/publication-digests: who gets a
 * newsletter and how each issue did (sent, opened as the carrier reports it, clicked through
 * the site's /r), for those who run it.
 */
export default function NewsletterStatsPage() {
  const { productName } = useConfig();
  const { navigation } = useAppState();
  const link = useLink();
  const variables = statsVariables(navigation.params, {
    routeName: navigation.routeName,
    search: new URLSearchParams(navigation.search),
  });
  const [{ data }] = useQuery({ query: NewsletterStatsQuery, variables });
  const newsletter = newsletterOf(data);
  const collection = data?.collectionByDomainOrSlug;
  if (!newsletter?.stats) {
    if (!collection) return null;
    return (
      <main className="page page--message" id="main">
        <title>{`Newsletter stats – ${productName}`}</title>
        <h1 className="message__title">{collection.name} has no newsletter yet</h1>
        <p className="message__text">
          Start one, and every story the publication publishes goes to its subscribers by e-mail.
        </p>
        <p className="page__actions">
          <a
            className="button button--primary"
            href={link('ShowCollectionNewNewsletter', { collectionSlug: collection.slug })}
          >
            Start a newsletter
          </a>
        </p>
      </main>
    );
  }
  const { stats } = newsletter;
  return (
    <main className="page" id="main">
      <title>{`${newsletter.name} stats – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">{newsletter.name} stats</h1>
        <StatsFigures
          figures={[
            ['Subscribers', formatCount(stats.active)],
            ['Waiting to confirm', formatCount(stats.pending)],
            ['Unsubscribed', formatCount(stats.unsubscribed)],
          ]}
        />
        <p className="page__actions">
          <a
            className="button button--primary"
            href={link('ShowNewsletterNewEmail', { newsletterV3Id: newsletter.id })}
          >
            Write an e-mail
          </a>
          <a
            className="button button--outline"
            href={link('ExportNewsletter', { newsletterV3Id: newsletter.id })}
            download
          >
            Export subscribers
          </a>
          <a className="button button--outline" href={newsletter.landingPath}>
            Its page
          </a>
        </p>
        <h2 className="feed__heading">Sent</h2>
        {stats.issues.length === 0 ? (
          <p className="feed__empty">Nothing sent yet. The next story published goes to every subscriber.</p>
        ) : (
          <StatsTable
            caption="Each e-mail sent, with its opens and clicks"
            head={['E-mail', 'Sent', 'Opened', 'Clicked']}
          >
            {stats.issues.map((issue) => (
              <tr key={issue.id}>
                <th scope="row">
                  {issue.post ? <a href={issue.post.mediumUrl}>{issue.subject}</a> : issue.subject}
                  <span className="newsletter__date"> · {formatDate(issue.createdAt)}</span>
                </th>
                <td>{formatCount(issue.sent)}</td>
                <td>{`${formatCount(issue.opened)}${rate(issue.opened, issue.sent)}`}</td>
                <td>{`${formatCount(issue.clicked)}${rate(issue.clicked, issue.sent)}`}</td>
              </tr>
            ))}
          </StatsTable>
        )}
        <p className="landing__footnote">
          Opens count only where the mail carrier can see them; clicks count each subscriber’s first.
        </p>
      </div>
    </main>
  );
}

export const pages = definePages({ 'newsletter-stats': { data: newsletterStatsData } });
