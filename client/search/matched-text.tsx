import { highlightedParts } from '../../shared/search/highlighted-parts.ts';

/** A highlighted value as text, the matched words in bold: parsed, never set as HTML. */
export function Matched({ value }: { value: string }) {
  return highlightedParts(value).map((part, index) =>
    part.matched ? <strong key={index}>{part.text}</strong> : part.text,
  );
}
