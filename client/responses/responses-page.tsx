import { useQuery } from '../data/use-query.ts';
import type { Params } from '../../shared/routes/index.ts';
import { CLOSED_DISCUSSION } from '../../shared/content/closed-discussion.ts';
import ResponseThread from './response-thread.tsx';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const ResponsesPageQuery = graphql(`
  query ResponsesPageQuery($id: ID!) {
    viewer {
      id
    }
    post(id: $id) {
      id
      title
      mediumUrl
      responsesCount
      responsesLocked
      creator {
        id
        name
      }
    }
  }
`);

const variables = (params: Params) => ({ id: params['postId'] ?? '' });

export const responsesData = definePageData({
  query: ResponsesPageQuery,
  variables,
  status: (data) => (data.post ? 200 : 404),
});

/** /p/{postId}/responses and /responses/show: a story's responses on a page of their own, with the form to respond. */
export default function ResponsesPage() {
  const { productName } = useConfig();
  const { params } = useNavigation();
  const [{ data }] = useQuery({ query: ResponsesPageQuery, variables: variables(params) });
  const post = data?.post;
  if (!post) return null;
  const title = post.title || 'Untitled story';
  return (
    <main className="page" id="main">
      <title>{`Responses to ${title} – ${productName}`}</title>
      <div className="reading-column">
        <p className="responses-page__story">
          {'Responses to '}
          <a href={post.mediumUrl}>{title}</a>
          {` by ${post.creator.name}`}
        </p>
        <section className="responses" aria-labelledby="responses-heading">
          <h1 className="responses__heading" id="responses-heading">{`Responses (${post.responsesCount})`}</h1>
          {post.responsesLocked && <p className="responses__closed">{CLOSED_DISCUSSION.post}</p>}
          <ResponseThread
            story={{
              id: post.id,
              responsesCount: post.responsesCount,
              responsesLocked: post.responsesLocked,
              creatorId: post.creator.id,
              viewerId: data?.viewer?.id ?? null,
            }}
          />
        </section>
      </div>
    </main>
  );
}

export const pages = definePages({ responses: { data: responsesData } });
