import { decodeEntities } from '../content/html-entities.ts';

/** The tags Quire's own pages ask the search API to wrap matches in: never in escaped text. */
export const MATCH_TAGS = { pre: '<mark>', post: '</mark>' } as const;

export interface HighlightedPart {
  readonly text: string;
  readonly matched: boolean;
}

/**
 * A `_highlightResult` value (HTML-escaped, its matches in MATCH_TAGS) as plain text parts, for
 * a page to render as text with the matched parts in bold: never as HTML.
 */
export function highlightedParts(value: string): HighlightedPart[] {
  const parts: HighlightedPart[] = [];
  let at = 0;
  for (;;) {
    const start = value.indexOf(MATCH_TAGS.pre, at);
    const end = start < 0 ? -1 : value.indexOf(MATCH_TAGS.post, start + MATCH_TAGS.pre.length);
    if (start < 0 || end < 0) break;
    if (start > at) parts.push({ text: decodeEntities(value.slice(at, start)), matched: false });
    parts.push({ text: decodeEntities(value.slice(start + MATCH_TAGS.pre.length, end)), matched: true });
    at = end + MATCH_TAGS.post.length;
  }
  if (at < value.length) parts.push({ text: decodeEntities(value.slice(at)), matched: false });
  return parts;
}
