import { useQuery } from '../data/use-query.ts';
import { PrivateNoteFields } from './note-conversation.ts';
import PrivateNotes from './private-notes.tsx';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { signInHref } from '../routes/sign-in-href.ts';
import { definePages } from '../pages/define-page.ts';

const PostNotesQuery = graphql(
  `
  query PostNotesPageQuery($postId: ID!) {
    viewer {
      id
    }
    post(id: $postId) {
      id
      title
      mediumUrl
      creator {
        id
      }
      privateNotes {
        ...PrivateNoteFields
      }
    }
  }
`,
  [PrivateNoteFields],
);

export const postNotesData = definePageData({
  query: PostNotesQuery,
  variables: (params) => ({ postId: params['postId'] ?? '' }),
  status: (data) => (data.post ? 200 : 404),
});

/** /p/{postId}/notes: the private notes on a story, each with its replies: the writer reads every reader's, a reader their own. */
export default function PostNotesPage() {
  const { productName } = useConfig();
  const link = useLink();
  const { params, path } = useNavigation();
  const [{ data }] = useQuery({ query: PostNotesQuery, variables: { postId: params['postId'] ?? '' } });
  const post = data?.post;
  if (!post) return null;
  const title = post.title || 'Untitled story';
  const forWriter = data.viewer?.id === post.creator.id;
  return (
    <main className="page" id="main">
      <title>{`Private notes on ${title} – ${productName}`}</title>
      <div className="reading-column">
        <header className="masthead">
          <p className="masthead__stats">
            Private notes on <a href={post.mediumUrl}>{title}</a>
          </p>
          <h1 className="masthead__name">{forWriter ? 'Notes from your readers' : 'Your notes to the writer'}</h1>
        </header>
        {!data.viewer ? (
          <p className="feed__empty">
            <a href={signInHref(link, path)}>Sign in</a> to read your private notes on this story.
          </p>
        ) : post.privateNotes.length === 0 ? (
          <p className="feed__empty">
            {forWriter
              ? 'No reader has left you a note on this story yet.'
              : 'Select a passage as you read to leave the writer a private note.'}
          </p>
        ) : (
          <PrivateNotes notes={post.privateNotes} forWriter={forWriter} storyUrl={post.mediumUrl} />
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'post-notes': { data: postNotesData } });
