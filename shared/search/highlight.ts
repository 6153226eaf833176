import { escapeEntities } from '../content/html-entities.ts';

/**
 * The hosted search service's `_highlightResult` and `_snippetResult`: an attribute's
 * value with the words a query matched wrapped in the request's tags (`<em>` unless told), and
 * how well it matched. Values are HTML-escaped first, as the service's are, so a client that
 * shows them as HTML shows the text, not markup someone typed.
 */
export interface HighlightTags {
  readonly pre: string;
  readonly post: string;
}

export const DEFAULT_HIGHLIGHT_TAGS: HighlightTags = { pre: '<em>', post: '</em>' };

export interface HighlightResult {
  readonly value: string;
  readonly matchLevel: 'none' | 'partial' | 'full';
  readonly matchedWords: string[];
  readonly fullyHighlighted?: boolean;
}

/** The words of a query, as the index splits them (letters and digits), lower-cased; at most 12. */
export const queryWords = (query: string): string[] =>
  query
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 12) ?? [];

/** How many words a snippet keeps around its first match, the service's default. */
export const SNIPPET_WORDS = 10;

/** Matching ignores case and accents, as the index does (unicode61, remove_diacritics). */
const fold = (word: string) => word.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');

const WORD = /[\p{L}\p{N}]+/gu;

interface Token {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** The query word it matches, if any. */
  readonly match: string | null;
}

/** The value's words, each with the query word it matches: the last query word as a prefix, since the reader may still be typing it. */
function tokens(text: string, words: readonly string[]): Token[] {
  const folded = words.map(fold);
  const last = folded.length - 1;
  return [...text.matchAll(WORD)].map((found) => {
    const word = fold(found[0]);
    const index = folded.findIndex(
      (query, position) => word === query || (position === last && word.startsWith(query)),
    );
    return {
      text: found[0],
      start: found.index ?? 0,
      end: (found.index ?? 0) + found[0].length,
      match: index >= 0 ? (words[index] ?? null) : null,
    };
  });
}

/** The text from `from` to `to` with every matched word wrapped, escaped. */
function marked(text: string, list: readonly Token[], from: number, to: number, tags: HighlightTags): string {
  let out = '';
  let at = from;
  for (const token of list) {
    if (token.start < from || token.end > to || !token.match) continue;
    out += escapeEntities(text.slice(at, token.start)) + tags.pre + escapeEntities(token.text) + tags.post;
    at = token.end;
  }
  return out + escapeEntities(text.slice(at, to));
}

function level(list: readonly Token[], words: readonly string[]): Pick<HighlightResult, 'matchLevel' | 'matchedWords'> {
  const matched = [...new Set(list.flatMap((token) => (token.match ? [token.match] : [])))];
  return {
    matchLevel: matched.length === 0 ? 'none' : matched.length === new Set(words).size ? 'full' : 'partial',
    matchedWords: matched,
  };
}

/** An attribute's whole value, its matched words wrapped. */
export function highlight(
  text: string,
  words: readonly string[],
  tags: HighlightTags = DEFAULT_HIGHLIGHT_TAGS,
): HighlightResult {
  const list = tokens(text, words);
  const found = level(list, words);
  return {
    value: marked(text, list, 0, text.length, tags),
    ...found,
    fullyHighlighted: list.length > 0 && list.every((token) => token.match !== null),
  };
}

/**
 * A few words of a long value around its first match (or its beginning), their matched words
 * wrapped, with an ellipsis where text was cut.
 */
export function snippet(
  text: string,
  words: readonly string[],
  tags: HighlightTags = DEFAULT_HIGHLIGHT_TAGS,
  length = SNIPPET_WORDS,
): Omit<HighlightResult, 'fullyHighlighted'> {
  const list = tokens(text, words);
  const first = Math.max(
    0,
    list.findIndex((token) => token.match !== null),
  );
  const start = Math.max(0, Math.min(first - Math.floor(length / 3), list.length - length));
  const window = list.slice(start, start + length);
  const from = start === 0 ? 0 : (window[0]?.start ?? 0);
  const to = start + length >= list.length ? text.length : (window.at(-1)?.end ?? text.length);
  const value = `${from > 0 ? '… ' : ''}${marked(text, window, from, to, tags)}${to < text.length ? ' …' : ''}`;
  return { value, ...level(window, words) };
}
