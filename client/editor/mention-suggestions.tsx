import type { Editor } from '@tiptap/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { mentionQueryBefore } from '../../shared/content/mention-query.ts';
import { searchIndexName } from '../../shared/search/index-names.ts';
import { wrapIndex } from '../../shared/search/wrap-index.ts';
import { multiQuery, type UserHit } from '../search/search-client.ts';
import { useConfig } from '../state/app-state.tsx';

/** How many people the list offers, and how long typing pauses before it asks (as the search box does). */
const SUGGESTIONS = 5;
const PAUSE_MS = 100;

interface Typing {
  readonly query: string;
  /** The `@name` being typed, as document positions. */
  readonly from: number;
  readonly to: number;
  /** Where the list opens: under the cursor, in the viewport. */
  readonly left: number;
  readonly top: number;
}

export interface MentionSuggestions {
  /** The editor's key handler asks this first: true when the list used the key. */
  readonly onKeyDown: (event: KeyboardEvent) => boolean;
  readonly list: ReactNode;
}

/** The id of the suggestion at `index`: the editor names the highlighted one as its active descendant. */
const optionId = (index: number) => `mention-option-${index}`;

/**
 * Suggests people while the writer types `@name`: the people search, five at a time. Arrow keys
 * move through the list, Enter or Tab writes `@username`, Escape closes it. Publishing then marks
 * the mention (shared/content/mentions.ts); a name typed in full works the same without the list.
 */
export function useMentionSuggestions(editor: Editor | null): MentionSuggestions {
  const { search } = useConfig();
  const [typing, setTyping] = useState<Typing | null>(null);
  const [hits, setHits] = useState<readonly UserHit[]>([]);
  const [active, setActive] = useState(0);
  // Escape closes the list for this mention; a new one opens it again.
  const dismissedAt = useRef<number | null>(null);

  useEffect(() => {
    if (!editor) return;
    const look = () => {
      const { $from, from, empty } = editor.state.selection;
      const query = empty
        ? mentionQueryBefore($from.parent.textBetween(0, $from.parentOffset, undefined, '\ufffc'))
        : null;
      const start = from - (query?.length ?? 0) - 1;
      if (!query || dismissedAt.current === start) {
        if (!query) dismissedAt.current = null;
        return setTyping(null);
      }
      const at = editor.view.coordsAtPos(from);
      setTyping({ query, from: start, to: from, left: at.left, top: at.bottom + 4 });
    };
    editor.on('selectionUpdate', look);
    editor.on('update', look);
    return () => {
      editor.off('selectionUpdate', look);
      editor.off('update', look);
    };
  }, [editor]);

  const query = typing?.query ?? null;
  useEffect(() => {
    setHits([]);
    if (!query) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const request = {
        indexName: searchIndexName('users'),
        params: { query, hitsPerPage: SUGGESTIONS, clickAnalytics: false, analyticsTags: ['mention'] },
      };
      multiQuery(search, [request], controller.signal).then(
        ([result]) => {
          setHits((result?.hits ?? []) as readonly UserHit[]);
          setActive(0);
        },
        // no suggestions is no loss: the writer can type the whole name
        () => setHits([]),
      );
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, search]);

  const showing = typing !== null && hits.length > 0;

  // The editor keeps focus: screen readers follow the highlighted person through it.
  useEffect(() => {
    const dom = editor?.view.dom;
    if (!dom) return;
    if (showing) dom.setAttribute('aria-activedescendant', optionId(active));
    else dom.removeAttribute('aria-activedescendant');
  }, [editor, showing, active]);

  const choose = (hit: UserHit | undefined) => {
    if (!editor || !typing || !hit) return;
    editor.chain().focus().insertContentAt({ from: typing.from, to: typing.to }, `@${hit.username} `).run();
    setTyping(null);
  };

  const onKeyDown = (event: KeyboardEvent): boolean => {
    if (!showing) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp')
      setActive((current) => wrapIndex(current, event.key === 'ArrowDown' ? 1 : -1, hits.length));
    else if (event.key === 'Enter' || event.key === 'Tab') choose(hits[active]);
    else if (event.key === 'Escape') {
      dismissedAt.current = typing.from;
      setTyping(null);
    } else return false;
    return true;
  };

  const list = showing ? (
    <ul
      className="mention-list"
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a list of options is what a listbox is
      role="listbox"
      aria-label="People to mention"
      style={{ left: typing.left, top: typing.top }}
    >
      {hits.map((hit, index) => (
        // biome-ignore lint/a11y/useFocusableInteractive: the editor keeps focus and names the option as its active descendant
        <li
          key={hit.objectID}
          id={optionId(index)}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an item of the listbox is its option
          role="option"
          aria-selected={index === active}
          className="mention-list__option"
          // a press must not take focus (and the cursor) from the editor
          onMouseDown={(event) => {
            event.preventDefault();
            choose(hit);
          }}
        >
          <span className="mention-list__name">{hit.name || hit.username}</span>{' '}
          <span className="mention-list__username">@{hit.username}</span>
        </li>
      ))}
    </ul>
  ) : null;

  return { onKeyDown, list };
}
