import { useQuery } from '../data/use-query.ts';
import type { Params } from '../../shared/routes/index.ts';
import { NoteConversation } from './note-conversation.ts';
import PrivateNotes from './private-notes.tsx';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { signInHref } from '../routes/sign-in-href.ts';
import { definePages } from '../pages/define-page.ts';

const PrivateNoteQuery = graphql(
  `
    query PrivateNotePageQuery($noteId: ID!, $replyId: ID!, $byReply: Boolean!) {
      viewer {
        id
      }
      privateNote(id: $noteId) @skip(if: $byReply) {
        ...NoteConversation
      }
      privateNoteReply(id: $replyId) @include(if: $byReply) {
        id
        note {
          ...NoteConversation
        }
      }
    }
  `,
  [NoteConversation],
);

/** /p/{postId}/notes/{noteId} names the note; /p/notereplies/{replyId} a reply in it. */
const variables = (params: Params) => ({
  noteId: params['noteId'] ?? '',
  replyId: params['replyId'] ?? '',
  byReply: params['replyId'] !== undefined,
});

export const privateNoteData = definePageData({
  query: PrivateNoteQuery,
  variables,
  // A visitor is asked to sign in (whether the note exists is not theirs to learn); anyone else
  // who is not one of its two people finds nothing, as under another story's address.
  status: (data, params) => {
    if (!data.viewer) return 200;
    const note = data.privateNote ?? data.privateNoteReply?.note;
    return note && (params['postId'] === undefined || note.post?.id === params['postId']) ? 200 : 404;
  },
});

/** One private note and its replies: the conversation between a reader and the writer. */
export default function PrivateNotePage() {
  const { productName } = useConfig();
  const link = useLink();
  const { params, path } = useNavigation();
  const [{ data }] = useQuery({ query: PrivateNoteQuery, variables: variables(params) });
  const note = data?.privateNote ?? data?.privateNoteReply?.note;
  if (!data?.viewer) {
    return (
      <main className="page page--message" id="main">
        <title>{`A private note – ${productName}`}</title>
        <h1 className="message__title">A private note</h1>
        <p className="message__text">
          <a href={signInHref(link, path)}>Sign in</a> to read it: private notes are for their reader and the writer
          alone.
        </p>
      </main>
    );
  }
  const post = note?.post;
  if (!note || !post) return null;
  const title = post.title || 'Untitled story';
  return (
    <main className="page" id="main">
      <title>{`A private note on ${title} – ${productName}`}</title>
      <div className="reading-column">
        <header className="masthead">
          <p className="masthead__stats">
            A private note on <a href={post.mediumUrl}>{title}</a> ·{' '}
            <a href={link('ShowPostNotes', { postId: post.id })}>All notes on this story</a>
          </p>
        </header>
        <PrivateNotes notes={[note]} forWriter={data.viewer.id === post.creator.id} storyUrl={post.mediumUrl} />
      </div>
    </main>
  );
}

export const pages = definePages({ 'private-note': { data: privateNoteData } });
