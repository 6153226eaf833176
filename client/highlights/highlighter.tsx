import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** The toolbar's code (and its mutations) loads the first time a reader selects some text. */
const HighlightToolbar = lazy(() => import('./highlight-toolbar.tsx'));

/**
 * Select a passage of the story to highlight it or to leave the writer a private note (anchored
 * to the paragraph and its offsets). The toolbar appears for mouse and keyboard selections alike.
 */
export function Highlighter({
  postId,
  paragraphNames,
  children,
}: {
  postId: string;
  paragraphNames: readonly string[];
  children: ReactNode;
}) {
  const container = useRef<HTMLDivElement>(null);
  // a count of selections made, so each one is looked at afresh by the toolbar
  const [selection, setSelection] = useState(0);
  // a passage selected before the page hydrated (a visitor's story waits for the reader to act:
  // client/boot.ts) gets its toolbar once it has
  useEffect(() => {
    const selected = window.getSelection();
    if (selected && !selected.isCollapsed && container.current?.contains(selected.anchorNode)) setSelection(1);
  }, []);
  const track = (event: { target: EventTarget }) => {
    // typing a note inside the toolbar keeps the passage it is about
    if (event.target instanceof Element && event.target.closest('.highlighter__toolbar')) return;
    setSelection((count) => (window.getSelection()?.isCollapsed === false ? count + 1 : 0));
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it hears the selection made in the story inside it; it is no control
    <div className="highlighter" ref={container} onMouseUp={track} onKeyUp={track} onTouchEnd={track}>
      {children}
      {selection > 0 && container.current && (
        <Suspense fallback={null}>
          <HighlightToolbar
            key={selection}
            postId={postId}
            container={container.current}
            paragraphNames={paragraphNames}
            onDone={() => setSelection(0)}
          />
        </Suspense>
      )}
    </div>
  );
}
