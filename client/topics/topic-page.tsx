import { useQuery } from '../data/use-query.ts';
import type { Params } from '../../shared/routes/index.ts';
import { PagedPosts } from '../stories/paged-posts.tsx';
import { PostPreviewFragment } from '../stories/post-preview.tsx';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';
import { TOPIC_SHARE_CARD } from '../../shared/discovery/share-cards.ts';

const TopicQuery = graphql(
  `
    query TopicPageQuery($slug: String!, $to: String) {
      viewerCanEditTopics
      topic(slug: $slug) {
        id
        name
        description
        postsConnection(paging: { limit: 10, to: $to }) {
          posts {
            id
            ...PostPreview
          }
          pagingInfo {
            next {
              to
            }
          }
        }
      }
    }
  `,
  [PostPreviewFragment],
);

const topicVariables = (params: Params) => ({ slug: params['topicSlug'] ?? '', to: null });

export const topicData = definePageData({
  query: TopicQuery,
  variables: topicVariables,
  status: (data) => (data.topic ? 200 : 404),
});

/** /topic/{topicSlug}: the stories filed under a topic, newest first. */
export default function TopicPage() {
  const { params } = useNavigation();
  const { productName } = useConfig();
  const link = useLink();
  const variables = topicVariables(params);
  const [{ data }] = useQuery({ query: TopicQuery, variables });
  const topic = data?.topic;
  if (!topic) return null;
  return (
    <main className="page" id="main">
      <title>{`${topic.name} – ${productName}`}</title>
      <div className="reading-column">
        <header className="masthead">
          <p className="masthead__kicker">
            <a href={link('ShowTopics')}>Topics</a>
          </p>
          <h1 className="masthead__name">{topic.name}</h1>
          {topic.description && <p className="masthead__description">{topic.description}</p>}
          {data.viewerCanEditTopics && (
            <p className="masthead__actions">
              <a href={link('ShowEditTopic', { topicSlug: params['topicSlug'] ?? '' })}>Edit topic</a>
              {' · '}
              <a href={link('ShowTopicAddPosts', { topicSlug: params['topicSlug'] ?? '' })}>Add stories</a>
            </p>
          )}
        </header>
        <PagedPosts
          first={topic.postsConnection}
          query={TopicQuery}
          variables={(to) => ({ ...variables, to })}
          pick={(more) => more?.topic?.postsConnection}
          label={`Stories about ${topic.name}`}
          empty="No stories in this topic yet."
        />
      </div>
    </main>
  );
}

export const pages = definePages({ topic: { data: topicData, cache: 'topic', shareCard: TOPIC_SHARE_CARD } });
