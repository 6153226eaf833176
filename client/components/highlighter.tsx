import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from 'urql';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { graphql } from '../graphql/graphql.ts';
import { useSignInPrompt } from '../shell/sign-in-prompt.tsx';
import { useToast } from '../shell/toasts.tsx';
import { useAppState } from '../state/app-state.tsx';

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
      ... on BadRequest {
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
      }
      ... on BadRequest {
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
  return { paragraphName: paragraph.id, startOffset, endOffset, top: box.top - frame.top, left: box.left - frame.left + box.width / 2 };
}

/**
 * Select a passage of the story to highlight it or to leave the writer a private note (anchored
 * to the paragraph and its offsets). The toolbar appears for mouse and keyboard selections alike.
 */
export function Highlighter({ postId, paragraphNames, children }: { postId: string; paragraphNames: readonly string[]; children: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  const { session } = useAppState();
  const openSignIn = useSignInPrompt();
  const toast = useToast();
  const [selected, setSelected] = useState<Selected | null>(null);
  const [noting, setNoting] = useState(false);
  const [note, setNote] = useState('');
  const [, highlight] = useMutation(CreateHighlight);
  const [, createNote] = useMutation(CreateNote);
  const names = new Set(paragraphNames);

  const track = () => {
    if (noting || !container.current) return;
    setSelected(selectedAnchor(container.current, names));
  };
  const anchor = (at: Selected) => ({ targetPostId: postId, paragraphName: at.paragraphName, startOffset: at.startOffset, endOffset: at.endOffset });
  const onHighlight = () => {
    if (!selected) return;
    if (!session.isLoggedInCookie) return openSignIn({ operation: 'register', entry: 'highlight' });
    void highlight(anchor(selected)).then((result) => {
      const answer = result.data?.createHighlight;
      if (answer?.__typename === 'Quote') {
        window.getSelection()?.removeAllRanges();
        setSelected(null);
      } else toast({ message: answer && 'message' in answer ? answer.message : RETRYABLE_ERROR, toastStyle: 'ERROR' });
    });
  };
  const onNote = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    void createNote({ ...anchor(selected), content: note }).then((result) => {
      const answer = result.data?.createNote;
      if (answer?.__typename === 'Note') {
        toast({ message: 'Your private note is saved. Only the writer and you can see it.' });
        setNote('');
        setNoting(false);
        setSelected(null);
      } else toast({ message: answer && 'message' in answer ? answer.message : RETRYABLE_ERROR, toastStyle: 'ERROR' });
    });
  };

  return (
    <div className="highlighter" ref={container} onMouseUp={track} onKeyUp={track} onTouchEnd={track}>
      {children}
      {selected && (
        <div className="highlighter__toolbar" role="toolbar" aria-label="Selected text" style={{ top: selected.top, left: selected.left }}>
          {noting ? (
            <form className="highlighter__note" onSubmit={onNote}>
              <label className="visually-hidden" htmlFor="private-note">
                Private note to the writer
              </label>
              <textarea id="private-note" rows={3} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} placeholder="A private note to the writer" autoFocus />
              <div className="highlighter__note-actions">
                <button type="button" className="link-button" onClick={() => setNoting(false)}>
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
              <button
                type="button"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => (session.isLoggedInCookie ? setNoting(true) : openSignIn({ operation: 'register', entry: 'highlight' }))}
              >
                Private note
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
