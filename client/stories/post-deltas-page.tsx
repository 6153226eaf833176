import { useQuery } from '../data/use-query.ts';
import { describeChanges, versionChanges } from '../../shared/content/version-changes.ts';
import { formatDate } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const PostDeltasQuery = graphql(`
  query PostDeltasPageQuery($postId: ID!) {
    post(id: $postId) {
      id
      title
      mediumUrl
      latestRev
      versions {
        id
        rev
        title
        createdAt
        content {
          bodyModel {
            paragraphs {
              name
              type
              text
            }
          }
        }
      }
    }
  }
`);

export const postDeltasData = definePageData({
  query: PostDeltasQuery,
  variables: (params) => ({ postId: params['postId'] ?? '' }),
  status: (data) => (data.post ? 200 : 404),
});

/** /p/{postId}/deltas: a story's kept revisions, newest first, each with what it changed; for its writer and editors. */
export default function PostDeltasPage() {
  const { productName } = useConfig();
  const link = useLink();
  const { params } = useNavigation();
  const [{ data }] = useQuery({ query: PostDeltasQuery, variables: { postId: params['postId'] ?? '' } });
  const post = data?.post;
  if (!post) return null;
  const title = post.title || 'Untitled story';
  if (post.latestRev === null) {
    return (
      <main className="page page--message" id="main">
        <title>{`Story history – ${productName}`}</title>
        <h1 className="message__title">Only the writer and the publication’s editors can see a story’s history</h1>
        <p className="message__text">
          <a href={post.mediumUrl}>Read {title}</a>
        </p>
      </main>
    );
  }
  // oldest first to compare each with the one before it, shown newest first
  const oldestFirst = [...post.versions].reverse();
  const rows = oldestFirst
    .map((version, index) => {
      const before = oldestFirst[index - 1];
      const compared = (of: typeof version) => ({ title: of.title, paragraphs: of.content.bodyModel.paragraphs });
      return { version, changes: describeChanges(versionChanges(before ? compared(before) : null, compared(version))) };
    })
    .reverse();
  return (
    <main className="page" id="main">
      <title>{`History of ${title} – ${productName}`}</title>
      <div className="reading-column">
        <header className="masthead">
          <p className="masthead__stats">
            <a href={link('ShowPostSettings', { postId: post.id })}>Story settings</a> ·{' '}
            <a href={link('ShowEditPost', { postId: post.id })}>Edit story</a>
          </p>
          <h1 className="masthead__name">History of {title}</h1>
        </header>
        {rows.length === 0 ? (
          <p className="feed__empty">This story has no kept revisions yet: each save from now on is kept here.</p>
        ) : (
          <ol className="story-rows">
            {rows.map(({ version, changes }) => (
              <li key={version.id} className="story-row">
                <div className="story-row__text">
                  <h2 className="story-row__title">Revision {version.rev}</h2>
                  <p className="story-row__meta">
                    {formatDate(version.createdAt)} · {changes}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'post-deltas': { data: postDeltasData } });
