import type { ReactNode } from 'react';
import { highlight, queryWords } from '../../shared/search/highlight.ts';
import { MATCH_TAGS } from '../../shared/search/highlighted-parts.ts';
import { Matched } from './matched-text.tsx';

/**
 * Marks a query's words in any text by the rule the search API highlights with (whole words, the
 * last as a prefix, ignoring case and accents): the /search page bolds its results with it, as
 * the popover bolds the API's own highlights.
 */
export const matchesOf =
  (query: string) =>
  (text: string): ReactNode => {
    const words = queryWords(query);
    return words.length === 0 ? text : <Matched value={highlight(text, words, MATCH_TAGS).value} />;
  };
