import { useQuery } from '../data/use-query.ts';
import { highlightedWords } from '../../shared/content/highlighted-words.ts';
import { formatCounted } from '../format.ts';
import { PassageWords } from './passage-words.ts';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const PostQuoteQuery = graphql(
  `
  query PostQuotePageQuery($quoteId: ID!) {
    passage(quoteId: $quoteId) {
      __typename
      ... on Passage {
        readers
        quote {
          ...PassageWords
          post {
            id
            title
            mediumUrl
            creator {
              id
              name
              mediumUrl
            }
          }
        }
      }
    }
  }
`,
  [PassageWords],
);

export const postQuoteData = definePageData({
  query: PostQuoteQuery,
  variables: (params) => ({ quoteId: params['quoteId'] ?? '' }),
  // a highlight is found only under its own story's address
  status: (data, params) =>
    data.passage.__typename === 'Passage' && data.passage.quote.post?.id === params['postId'] ? 200 : 404,
});

/** /p/{postId}/quotes/{quoteId}: one highlighted passage as a page of its own, to share or to read on from. */
export default function PostQuotePage() {
  const { productName } = useConfig();
  const link = useLink();
  const { params } = useNavigation();
  const [{ data }] = useQuery({ query: PostQuoteQuery, variables: { quoteId: params['quoteId'] ?? '' } });
  const passage = data?.passage.__typename === 'Passage' ? data.passage : null;
  const post = passage?.quote.post;
  if (!passage || !post) return null;
  const title = post.title || 'Untitled story';
  const words = highlightedWords(
    passage.quote.paragraphs[0]?.text ?? '',
    passage.quote.startOffset,
    passage.quote.endOffset,
  );
  return (
    <main className="page" id="main">
      <title>{`“${words}” – ${title} – ${productName}`}</title>
      <div className="reading-column">
        <figure className="passage passage--single">
          <blockquote className="passage__words">{words}</blockquote>
          <figcaption className="passage__meta">
            From <a href={post.mediumUrl}>{title}</a> by <a href={post.creator.mediumUrl}>{post.creator.name}</a>
          </figcaption>
        </figure>
        <p className="passage__meta">
          Highlighted by {formatCounted(passage.readers, 'reader', 'readers')} ·{' '}
          <a href={`${post.mediumUrl}#${passage.quote.paragraphName}`}>Read it in the story</a> ·{' '}
          <a href={link('ShowPostQuotes', { postId: post.id })}>More highlights from this story</a>
        </p>
      </div>
    </main>
  );
}

export const pages = definePages({ 'post-quote': { data: postQuoteData } });
