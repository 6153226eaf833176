import { useQuery } from '../data/use-query.ts';
import { highlightedWords } from '../../shared/content/highlighted-words.ts';
import { formatCounted } from '../format.ts';
import { PassageWords } from './passage-words.ts';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const PostQuotesQuery = graphql(
  `
  query PostQuotesPageQuery($postId: ID!) {
    post(id: $postId) {
      id
      title
      mediumUrl
      creator {
        id
        name
        mediumUrl
      }
      topHighlights {
        readers
        quote {
          ...PassageWords
        }
      }
    }
  }
`,
  [PassageWords],
);

export const postQuotesData = definePageData({
  query: PostQuotesQuery,
  variables: (params) => ({ postId: params['postId'] ?? '' }),
  status: (data) => (data.post ? 200 : 404),
});

/** /p/{postId}/quotes: the passages of a story its readers highlighted most, each shareable. */
export default function PostQuotesPage() {
  const { productName } = useConfig();
  const link = useLink();
  const { params } = useNavigation();
  const [{ data }] = useQuery({ query: PostQuotesQuery, variables: { postId: params['postId'] ?? '' } });
  const post = data?.post;
  if (!post) return null;
  const title = post.title || 'Untitled story';
  return (
    <main className="page" id="main">
      <title>{`Highlights from ${title} – ${productName}`}</title>
      <div className="reading-column">
        <header className="masthead">
          <p className="masthead__stats">
            Highlights from <a href={post.mediumUrl}>{title}</a> by{' '}
            <a href={post.creator.mediumUrl}>{post.creator.name}</a>
          </p>
          <h1 className="masthead__name">What readers highlighted</h1>
        </header>
        {post.topHighlights.length === 0 ? (
          <p className="feed__empty">
            Nobody has highlighted this story yet. Select a passage as you read to highlight it.
          </p>
        ) : (
          <ol className="passages">
            {post.topHighlights.map(({ quote, readers }) => (
              <li key={quote.id} className="passage">
                <blockquote className="passage__words">
                  {highlightedWords(quote.paragraphs[0]?.text ?? '', quote.startOffset, quote.endOffset)}
                </blockquote>
                <p className="passage__meta">
                  Highlighted by {formatCounted(readers, 'reader', 'readers')} ·{' '}
                  <a href={`${post.mediumUrl}#${quote.paragraphName}`}>Read it in the story</a> ·{' '}
                  <a href={link('ShowPostQuote', { postId: post.id, quoteId: quote.id })}>Share</a>
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'post-quotes': { data: postQuotesData } });
