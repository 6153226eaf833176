import { useState, type FormEvent } from 'react';
import { useMutation } from '../data/use-mutation.ts';
import { useQuery } from '../data/use-query.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { graphql } from '../graphql/graphql.ts';
import { useSignInPrompt } from '../shell/sign-in-prompt.tsx';
import { useToast } from '../shell/use-toast.ts';
import { useAppState } from '../state/app-state.tsx';
import { failureMessage } from '../data/failure-message.ts';

/** Asked when the toolbar first opens, not with the page: whether the writer accepts private notes. */
const WriterAcceptsNotes = graphql(`
  query WriterAcceptsNotes($id: ID!) {
    post(id: $id) {
      id
      creator {
        id
        allowsPrivateNotes
      }
    }
  }
`);

const CreateHighlight = graphql(`
  mutation CreateHighlight($targetPostId: ID!, $paragraphName: String!, $startOffset: Int!, $endOffset: Int!) {
    createHighlight(targetPostId: $targetPostId, paragraphName: $paragraphName, startOffset: $startOffset, endOffset: $endOffset) {
      __typename
      ... on Quote {
        id
        paragraphName
        startOffset
        endOffset
        preview
      }
      ... on Failure {
        message
      }
    }
  }
`);

const CreateNote = graphql(`
  mutation CreateNote($targetPostId: ID!, $paragraphName: String!, $startOffset: Int!, $endOffset: Int!, $content: String!) {
    createNote(targetPostId: $targetPostId, paragraphName: $paragraphName, startOffset: $startOffset, endOffset: $endOffset, content: $content) {
      __typename
      ... on Note {
        id
        anchor
        content
        startOffset
        endOffset
        createdAt
        author {
          id
          name
        }
      }
      ... on Failure {
        message
      }
    }
  }
`);

interface Selected {
  readonly paragraphName: string;
  readonly startOffset: number;
  readonly endOffset: number;
  /** Where the toolbar sits, relative to the story. */
  readonly top: number;
  readonly left: number;
}

/** Offsets of a DOM point inside a paragraph element, counted in the paragraph's text. */
function textOffset(paragraph: Element, node: Node, offset: number): number {
  const before = document.createRange();
  before.selectNodeContents(paragraph);
  before.setEnd(node, offset);
  return before.toString().length;
}

/** The reader's selection as an anchor, when it lies inside one paragraph of the story. */
function selectedAnchor(container: HTMLElement, paragraphNames: ReadonlySet<string>): Selected | null {
  const selection = window.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const paragraphOf = (node: Node) => {
    const element = node instanceof Element ? node : node.parentElement;
    const paragraph = element?.closest('[id]');
    return paragraph && container.contains(paragraph) && paragraphNames.has(paragraph.id) ? paragraph : null;
  };
  const paragraph = paragraphOf(range.startContainer);
  if (!paragraph || paragraph !== paragraphOf(range.endContainer)) return null;
  const startOffset = textOffset(paragraph, range.startContainer, range.startOffset);
  const endOffset = textOffset(paragraph, range.endContainer, range.endOffset);
  if (endOffset <= startOffset || !range.toString().trim()) return null;
  const box = range.getBoundingClientRect();
  const frame = container.getBoundingClientRect();
  return {
    paragraphName: paragraph.id,
    startOffset,
    endOffset,
    top: box.top - frame.top,
    left: box.left - frame.left + box.width / 2,
  };
}

/**
 * What a reader can do with a selected passage: highlight it, or leave the writer a private note.
 * Loaded the first time a reader selects text in a story.
 */
export default function HighlightToolbar({
  postId,
  container,
  paragraphNames,
  onDone,
}: {
  postId: string;
  container: HTMLElement;
  paragraphNames: readonly string[];
  onDone: () => void;
}) {
  const [selected] = useState(() => selectedAnchor(container, new Set(paragraphNames)));
  const { session } = useAppState();
  const openSignIn = useSignInPrompt();
  const toast = useToast();
  const [noting, setNoting] = useState(false);
  const [note, setNote] = useState('');
  const [, highlight] = useMutation(CreateHighlight);
  const [, createNote] = useMutation(CreateNote);
  const [{ data }] = useQuery({ query: WriterAcceptsNotes, variables: { id: postId } });
  // offered until the answer says otherwise; the server refuses a note the writer does not accept
  const acceptsNotes = data?.post?.creator.allowsPrivateNotes !== false;
  if (!selected) return null;
  const anchor = {
    targetPostId: postId,
    paragraphName: selected.paragraphName,
    startOffset: selected.startOffset,
    endOffset: selected.endOffset,
  };
  const onHighlight = () => {
    if (!session.isLoggedInCookie) return openSignIn({ operation: 'register', entry: 'highlight' });
    void highlight(anchor).then((result) => {
      const answer = result.data?.createHighlight;
      if (answer?.__typename === 'Quote') {
        window.getSelection()?.removeAllRanges();
        onDone();
      } else toast({ message: failureMessage(answer, RETRYABLE_ERROR), toastStyle: 'ERROR' });
    });
  };
  const onNote = (event: FormEvent) => {
    event.preventDefault();
    void createNote({ ...anchor, content: note }).then((result) => {
      const answer = result.data?.createNote;
      if (answer?.__typename === 'Note') {
        toast({ message: 'Your private note is saved. Only the writer and you can see it.' });
        onDone();
      } else toast({ message: failureMessage(answer, RETRYABLE_ERROR), toastStyle: 'ERROR' });
    });
  };
  return (
    <div
      className="highlighter__toolbar"
      role="toolbar"
      aria-label="Selected text"
      style={{ top: selected.top, left: selected.left }}
    >
      {noting ? (
        <form className="highlighter__note" onSubmit={onNote}>
          <label className="visually-hidden" htmlFor="private-note">
            Private note to the writer
          </label>
          <textarea
            id="private-note"
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            placeholder="A private note to the writer"
            // biome-ignore lint/a11y/noAutofocus: the field appears because the reader chose to write a note
            autoFocus
          />
          <div className="highlighter__note-actions">
            <button type="button" className="link-button" onClick={onDone}>
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={!note.trim()}>
              Send note
            </button>
          </div>
        </form>
      ) : (
        <>
          <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={onHighlight}>
            Highlight
          </button>
          {acceptsNotes && (
            <button
              type="button"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() =>
                session.isLoggedInCookie ? setNoting(true) : openSignIn({ operation: 'register', entry: 'highlight' })
              }
            >
              Private note
            </button>
          )}
        </>
      )}
    </div>
  );
}
