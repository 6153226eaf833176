/**
 * The words a highlight marked, from its paragraph as the reader can see it now. When the
 * paragraph has changed so the offsets no longer fit (the server then sends the words quoted at
 * the time instead), the text is the quote itself.
 */
export function highlightedWords(text: string, startOffset: number, endOffset: number): string {
  const fits = startOffset >= 0 && startOffset < endOffset && endOffset <= text.length;
  return (fits ? text.slice(startOffset, endOffset) : text).trim();
}
