import { useState, type FormEvent } from 'react';
import { useMutation } from '../data/use-mutation.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { failureMessage } from '../data/failure-message.ts';
import { formatDate } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';

interface Written {
  readonly id: string;
  readonly content: string;
  readonly createdAt: number;
  readonly author: { readonly name: string } | null;
}

interface PrivateNote extends Written {
  readonly anchor: string;
  readonly replies: readonly Written[];
}

// The answer carries the note's whole thread, so the cache shows the reply where it belongs.
const CreateNoteReply = graphql(`
  mutation CreateNoteReply($noteId: ID!, $content: String!) {
    createNoteReply(noteId: $noteId, content: $content) {
      __typename
      ... on NoteReply {
        id
        note {
          id
          replies {
            id
            content
            createdAt
            author {
              id
              name
            }
          }
        }
      }
      ... on Failure {
        message
      }
    }
  }
`);

/** The writer answers a reader's note, or the reader answers back: only the two of them read it. */
function ReplyForm({ noteId }: { noteId: string }) {
  const toast = useToast();
  const [text, setText] = useState('');
  const [{ fetching }, reply] = useMutation(CreateNoteReply);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void reply({ noteId, content: text }).then((result) => {
      const answer = result.data?.createNoteReply;
      if (answer?.__typename === 'NoteReply') setText('');
      else toast({ message: failureMessage(answer, RETRYABLE_ERROR), toastStyle: 'ERROR' });
    });
  };
  const id = `reply-${noteId}`;
  return (
    <form className="marks__reply" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={id}>
        Reply privately
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={1000}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Reply privately"
      />
      <button type="submit" className="button button--outline" disabled={fetching || !text.trim()}>
        Reply
      </button>
    </form>
  );
}

/**
 * Private notes on the story: the writer reads every reader's, a reader their own; each with its
 * replies. Off the story's own page, `storyUrl` makes "on this passage" lead back into the story.
 */
export default function PrivateNotes({
  notes,
  forWriter,
  storyUrl = '',
}: {
  notes: readonly PrivateNote[];
  forWriter: boolean;
  storyUrl?: string;
}) {
  if (notes.length === 0) return null;
  return (
    <section className="marks" aria-labelledby="private-notes">
      <h2 className="marks__heading" id="private-notes">
        {forWriter ? 'Private notes from readers' : 'Your private notes'}
      </h2>
      <ul className="marks__list">
        {notes.map((note) => (
          <li key={note.id} id={`anchor-${note.id}`}>
            <p>{note.content}</p>
            <p className="marks__meta">
              {forWriter && note.author ? `${note.author.name} · ` : ''}
              <a href={`${storyUrl}#${note.anchor}`}>on this passage</a> · {formatDate(note.createdAt)}
            </p>
            {note.replies.length > 0 && (
              <ul className="marks__replies" aria-label="Replies">
                {note.replies.map((reply) => (
                  <li key={reply.id}>
                    <p>{reply.content}</p>
                    <p className="marks__meta">
                      {reply.author?.name ?? 'Deleted user'} · {formatDate(reply.createdAt)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <ReplyForm noteId={note.id} />
          </li>
        ))}
      </ul>
    </section>
  );
}
