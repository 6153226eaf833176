import { useId, useState } from 'react';
import { useQuery } from '../data/use-query.ts';
import type { Params } from '../../shared/routes/index.ts';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { useToast } from '../shell/use-toast.ts';
import { definePageData } from '../pages/page-data.ts';
import { StaffOnly } from '../pages/staff-only.tsx';
import { definePages } from '../pages/define-page.ts';

const TopicStoriesQuery = graphql(`
  query TopicStoriesQuery($slug: String!) {
    viewer {
      id
    }
    viewerCanEditTopics
    topic(slug: $slug) {
      id
      slug
      name
      postsConnection(paging: { limit: 25 }) {
        posts {
          id
          title
          mediumUrl
        }
      }
    }
  }
`);

const AddPostsToTopic = graphql(`
  mutation AddPostsToTopic($slug: String!, $references: [String!]!) {
    addPostsToTopic(topicSlug: $slug, postReferences: $references) {
      __typename
      ... on Failure {
        message
      }
    }
  }
`);

const RemovePostFromTopic = graphql(`
  mutation RemovePostFromTopic($slug: String!, $postId: ID!) {
    removePostFromTopic(topicSlug: $slug, postId: $postId) {
      __typename
      ... on Failure {
        message
      }
    }
  }
`);

const variables = (params: Params) => ({ slug: (params['topicSlug'] ?? '').toLowerCase() });

export const topicAddPostsData = definePageData({
  query: TopicStoriesQuery,
  variables,
  status: (data) => (data.viewerCanEditTopics && !data.topic ? 404 : 200),
});

/** /topic/{topicSlug}/add-posts: staff file published stories under a topic by their addresses, and take them out. */
export default function TopicAddPostsPage() {
  const { productName } = useConfig();
  const link = useLink();
  const [, addPostsToTopic] = useMutation(AddPostsToTopic);
  const [, removePostFromTopic] = useMutation(RemovePostFromTopic);
  const toast = useToast();
  const id = useId();
  const { params } = useNavigation();
  const [{ data }, refetch] = useQuery({ query: TopicStoriesQuery, variables: variables(params) });
  const [references, setReferences] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const topic = data?.topic;
  if (!data?.viewerCanEditTopics) return <StaffOnly signedIn={Boolean(data?.viewer)} />;
  if (!topic) return null;

  const reload = () => refetch({ requestPolicy: 'network-only' });
  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const lines = references.split('\n').filter((line) => line.trim() !== '');
    const answer = (await addPostsToTopic({ slug: topic.slug, references: lines })).data?.addPostsToTopic;
    setBusy(false);
    if (answer?.__typename !== 'Topic')
      return setError(failureMessage(answer, 'The stories could not be added. Please try again.'));
    setError(null);
    setReferences('');
    toast({
      message:
        lines.length === 1 ? `1 story added to ${topic.name}.` : `${lines.length} stories added to ${topic.name}.`,
    });
    reload();
  };
  const remove = async (postId: string, title: string) => {
    const answer = (await removePostFromTopic({ slug: topic.slug, postId })).data?.removePostFromTopic;
    if (answer?.__typename !== 'Topic')
      return toast({ message: failureMessage(answer, 'The story could not be taken out. Please try again.') });
    toast({ message: `“${title || 'Untitled story'}” taken out of ${topic.name}.` });
    reload();
  };
  return (
    <main className="page" id="main">
      <title>{`Add stories to ${topic.name} – ${productName}`}</title>
      <div className="reading-column">
        <p className="masthead__kicker">
          <a href={link('ShowTopic', { topicSlug: topic.slug })}>{topic.name}</a>
        </p>
        <h1 className="page__title">Add stories to {topic.name}</h1>
        <form className="settings-form" onSubmit={(event) => void add(event)}>
          <div className={`field${error ? ' field--error' : ''}`}>
            <label className="field__label" htmlFor={`${id}-stories`}>
              Stories, one address per line
            </label>
            <div className="field__control">
              <textarea
                id={`${id}-stories`}
                className="field__input"
                rows={5}
                value={references}
                onChange={(event) => setReferences(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            </div>
            {error && (
              <p id={`${id}-error`} className="field__error" role="alert">
                {error}
              </p>
            )}
          </div>
          <button type="submit" className="button button--primary" disabled={busy}>
            Add stories
          </button>
        </form>
        <h2 className="settings__heading">In this topic, newest first</h2>
        {topic.postsConnection.posts.length === 0 ? (
          <p className="feed__empty">No stories in this topic yet.</p>
        ) : (
          <ul className="story-rows">
            {topic.postsConnection.posts.map((post) => (
              <li key={post.id} className="story-row">
                <a className="story-row__text" href={post.mediumUrl}>
                  {post.title || 'Untitled story'}
                </a>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => void remove(post.id, post.title)}
                  aria-label={`Take “${post.title}” out of ${topic.name}`}
                >
                  Take out
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'topic-add-posts': { data: topicAddPostsData } });
