import { useQuery } from '../data/use-query.ts';
import type { Params } from '../../shared/routes/index.ts';
import { PostPreview, PostPreviewFragment } from '../stories/post-preview.tsx';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const TrendingQuery = graphql(
  `
    query TrendingQuery($mode: String, $topicSlug: String) {
      trending(mode: $mode, topicSlug: $topicSlug) {
        mode
        modes {
          mode
          label
        }
        topic {
          id
          slug
          name
        }
        topics {
          id
          slug
          name
        }
        posts {
          id
          ...PostPreview
        }
      }
    }
  `,
  [PostPreviewFragment],
);

const variables = (params: Params) => ({ mode: params['mode'] ?? null, topicSlug: params['topicSlug'] ?? null });

export const trendingData = definePageData({
  query: TrendingQuery,
  variables,
  status: (data) => (data.trending ? 200 : 404),
});

/**
 * /trending, /trending/mode/{mode} and /trending/mode/{mode}/topic/{topicSlug}: what readers are
 * reading, clapping for and answering now, today, this week or this month, overall or in a topic.
 */
export default function TrendingPage() {
  const { productName } = useConfig();
  const link = useLink();
  const { params } = useNavigation();
  const [{ data }] = useQuery({ query: TrendingQuery, variables: variables(params) });
  const trending = data?.trending;
  if (!trending) return null;
  const heading = trending.topic ? `Trending in ${trending.topic.name}` : 'Trending';
  const modeLink = (mode: string) =>
    trending.topic
      ? link('ShowTrendingModeTopic', { mode, topicSlug: trending.topic.slug })
      : link('ShowTrendingMode', { mode });
  return (
    <main className="page" id="main">
      <title>{`${heading} – ${productName}`}</title>
      <div className="reading-column">
        <header className="masthead">
          <h1 className="masthead__name">{heading}</h1>
          <p className="masthead__description">
            The stories readers are spending time with, clapping for and answering, the most recent reading counting
            most.
          </p>
        </header>
        <nav className="tabs" aria-label="Period">
          {trending.modes.map((option) => (
            <a
              key={option.mode}
              className="tabs__tab"
              href={modeLink(option.mode)}
              aria-current={option.mode === trending.mode ? 'page' : undefined}
            >
              {option.label}
            </a>
          ))}
        </nav>
        {trending.topics.length > 0 && (
          <nav className="trending__topics" aria-label="Topics">
            <a
              className="trending__topic"
              href={link('ShowTrendingMode', { mode: trending.mode })}
              aria-current={trending.topic ? undefined : 'page'}
            >
              All topics
            </a>
            {trending.topics.map((topic) => (
              <a
                key={topic.id}
                className="trending__topic"
                href={link('ShowTrendingModeTopic', { mode: trending.mode, topicSlug: topic.slug })}
                aria-current={topic.id === trending.topic?.id ? 'page' : undefined}
              >
                {topic.name}
              </a>
            ))}
          </nav>
        )}
        <section className="feed" aria-label={heading}>
          {trending.posts.length === 0 ? (
            <p className="feed__empty">Nothing is trending here yet. Check back soon.</p>
          ) : (
            trending.posts.map((post) => <PostPreview key={post.id} post={post} />)
          )}
        </section>
      </div>
    </main>
  );
}

export const pages = definePages({ trending: { data: trendingData } });
