import { useQuery } from '../data/use-query.ts';
import type { Params, RouteName } from '../../shared/routes/index.ts';
import {
  ACTIVITY_FILTERS,
  ACTIVITY_ORDERS,
  activityChoice,
  type ActivityFilter,
  type ActivityOrder,
} from '../../shared/stats/post-activity.ts';
import { formatCount, formatDate, formatReadingTime } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { StatsTable, StatsTotalsFields, TotalsSummary, useLiveStats } from './stats-parts.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const PostInfoQuery = graphql(
  `
  query PostInfoPageQuery($postId: ID!, $order: String!, $filter: String!) {
    storyStats(postId: $postId, range: "all") {
      __typename
      ... on StoryStats {
        post {
          id
          title
          mediumUrl
          firstPublishedAt
          latestPublishedAt
          readingTime
          visibility
          license
          collection {
            id
            name
          }
          tags {
            id
            displayTitle
          }
        }
        totals {
          ...StatsTotalsFields
        }
        claps
        responses
        activity(order: $order, filter: $filter) {
          kind
          at
          count
          text
          responseId
          user {
            id
            name
            mediumUrl
          }
        }
      }
      ... on Failure {
        message
      }
    }
  }
`,
  [StatsTotalsFields],
);

const variables = (params: Params) => ({
  postId: params['postId'] ?? '',
  ...activityChoice(params['order'], params['filter']),
});

export const postInfoData = definePageData({
  query: PostInfoQuery,
  variables,
  status: (data) => (data.storyStats.__typename === 'StoryStats' ? 200 : 404),
});

const FILTER_LABELS: Record<ActivityFilter, string> = {
  all: 'Everything',
  claps: 'Claps',
  responses: 'Responses',
  highlights: 'Highlights',
};
const ORDER_LABELS: Record<ActivityOrder, string> = { recent: 'Newest first', oldest: 'Oldest first' };

const what = (item: { kind: string; count: number; text: string }): string => {
  if (item.kind === 'CLAP') return `clapped ${item.count} ${item.count === 1 ? 'time' : 'times'}`;
  if (item.kind === 'RESPONSE') return `responded: “${item.text}”`;
  return `highlighted “${item.text}”`;
};

/** /p/{postId}/info and /info/{order}/{filter}: a story's facts, its all-time figures, and what readers did with it. */
export default function PostInfoPage() {
  const { productName } = useConfig();
  const link = useLink();
  const navigation = useNavigation();
  const vars = variables(navigation.params);
  const [{ data }, refetch] = useQuery({ query: PostInfoQuery, variables: vars });
  useLiveStats(refetch);
  const stats = data?.storyStats;
  if (stats?.__typename !== 'StoryStats') return null;
  const { post } = stats;
  const title = post.title || 'Untitled story';
  const filtered = (order: ActivityOrder, filter: ActivityFilter) =>
    link('ShowPostInfoFiltered' satisfies RouteName, { postId: post.id, order, filter });
  const facts: [string, string][] = [
    ['Published', post.firstPublishedAt ? formatDate(post.firstPublishedAt) : 'Not yet'],
    ['Last published', post.latestPublishedAt ? formatDate(post.latestPublishedAt) : 'Not yet'],
    ['Length', formatReadingTime(post.readingTime)],
    [
      'Visibility',
      post.visibility === 'PUBLIC' ? 'Public' : post.visibility === 'UNLISTED' ? 'Unlisted' : 'Members only',
    ],
    ['License', post.license.replaceAll('_', ' ').toLowerCase()],
    ['Publication', post.collection?.name ?? 'None'],
    ['Tags', post.tags.map((tag) => tag.displayTitle).join(', ') || 'None'],
  ];
  return (
    <main className="page" id="main">
      <title>{`About ${title} – ${productName}`}</title>
      <div className="stats-column">
        <p className="stats-back">
          <a href={link('ShowStatsPost', { postId: post.id })}>Stats for this story</a>
        </p>
        <div className="page__heading">
          <h1 className="page__title">
            About <a href={post.mediumUrl}>{title}</a>
          </h1>
        </div>
        <dl className="story-facts">
          {facts.map(([label, value]) => (
            <div key={label} className="story-facts__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <h2 className="stats-section__title">Since it was published</h2>
        <TotalsSummary
          totals={stats.totals}
          extra={[
            ['Claps', formatCount(stats.claps)],
            ['Responses', formatCount(stats.responses)],
          ]}
        />
        <section aria-labelledby="activity-heading">
          <h2 id="activity-heading" className="stats-section__title">
            What readers did
          </h2>
          <nav className="tabs" aria-label="Which activity">
            {ACTIVITY_FILTERS.map((filter) => (
              <a
                key={filter}
                className="tabs__tab"
                href={filtered(vars.order, filter)}
                aria-current={filter === vars.filter ? 'page' : undefined}
              >
                {FILTER_LABELS[filter]}
              </a>
            ))}
          </nav>
          <nav className="stats-ranges" aria-label="Order">
            {ACTIVITY_ORDERS.map((order) => (
              <a
                key={order}
                className="stats-ranges__range"
                href={filtered(order, vars.filter)}
                aria-current={order === vars.order ? 'page' : undefined}
              >
                {ORDER_LABELS[order]}
              </a>
            ))}
          </nav>
          {stats.activity.length === 0 ? (
            <p className="feed__empty">Nothing here yet.</p>
          ) : (
            <StatsTable caption="What readers did with this story" head={['Reader', 'What', 'When']} textColumns={3}>
              {stats.activity.map((item) => (
                <tr key={`${item.kind} ${item.user?.id ?? ''} ${item.at} ${item.responseId ?? ''}`}>
                  <th scope="row">{item.user ? <a href={item.user.mediumUrl}>{item.user.name}</a> : 'Someone'}</th>
                  <td>
                    {item.responseId ? (
                      <a href={link('ShowPost', { postId: item.responseId })}>{what(item)}</a>
                    ) : (
                      what(item)
                    )}
                  </td>
                  <td>{formatDate(item.at)}</td>
                </tr>
              ))}
            </StatsTable>
          )}
        </section>
      </div>
    </main>
  );
}

export const pages = definePages({ 'post-info': { data: postInfoData } });
