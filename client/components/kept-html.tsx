import { useState, type ReactNode } from 'react';

/**
 * Markup the server rendered that the browser keeps as it is, without the code that rendered
 * it, until that code is wanted. React leaves an element's inner HTML alone when it
 * hydrates, so the part is read back from the page (found by `id`) and handed to React as such:
 * its links, text and selection work, and events inside it reach the handlers above.
 *
 * `children` render on the server, and in the browser once `live` is true or `content` (a text
 * naming what the part shows) differs from what the page was rendered with: then the children's
 * code loads (a lazy component) and React renders them in place of the kept markup.
 */
export function KeptHtml({
  id,
  content,
  live,
  children,
}: {
  readonly id: string;
  readonly content: string;
  readonly live: boolean;
  readonly children: ReactNode;
}) {
  const [kept] = useState(() =>
    live || typeof document === 'undefined' ? null : { content, html: document.getElementById(id)?.innerHTML },
  );
  return live || kept?.html === undefined || kept.content !== content ? (
    <div id={id}>{children}</div>
  ) : (
    <div
      id={id}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup the server rendered, kept as it is, not new input
      dangerouslySetInnerHTML={{ __html: kept.html }}
    />
  );
}
