import { useQuery } from '../data/use-query.ts';
import { CLOSED_DISCUSSION } from '../../shared/content/closed-discussion.ts';
import { ResponseForm } from './response-thread.tsx';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const NewResponseQuery = graphql(`
  query NewResponsePageQuery($postId: ID!) {
    post(id: $postId) {
      id
      title
      mediumUrl
      isPublished
      responsesLocked
    }
  }
`);

export const newResponseData = definePageData({
  query: NewResponseQuery,
  variables: (params) => ({ postId: params['inResponseToPostId'] ?? '' }),
  status: (data) => (data.post?.isPublished ? 200 : 404),
});

/**
 * /p/{postId}/responses/new: a response on a page of its own (where a link or a small screen
 * leads); published, it goes back to the story with its responses open.
 */
export default function NewResponsePage() {
  const { productName } = useConfig();
  const { params } = useNavigation();
  const [{ data }] = useQuery({ query: NewResponseQuery, variables: { postId: params['inResponseToPostId'] ?? '' } });
  const post = data?.post;
  if (!post) return null;
  const title = post.title || 'Untitled story';
  return (
    <main className="page" id="main">
      <title>{`Respond to ${title} – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">
          Respond to <a href={post.mediumUrl}>{title}</a>
        </h1>
        {post.responsesLocked ? (
          <p className="feed__empty">{CLOSED_DISCUSSION.post}</p>
        ) : (
          <ResponseForm
            parentId={post.id}
            depth={1}
            onPublished={() => window.location.assign(`${post.mediumUrl}?responsesOpen=true#responses-heading`)}
          />
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'new-response': { data: newResponseData } });
