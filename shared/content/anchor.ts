import type { Paragraph } from './paragraphs.ts';

/** Where a highlight or a private note sits: a paragraph by name and UTF-16 offsets in its text. */
export interface Anchor {
  readonly paragraphName: string;
  readonly startOffset: number;
  readonly endOffset: number;
}

/** Paragraph kinds with text a reader can select. */
const TEXT_PARAGRAPHS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'BQ', 'PQ', 'PRE', 'OLI', 'ULI']);

/**
 * The text an anchor covers in the story as readers see it, or why it covers nothing. Offsets
 * count from the start of the paragraph's text (docs/spec-checklist.md 1 §5: "the start and end offsets of the
 * first paragraph").
 */
export function anchoredText(paragraphs: readonly Paragraph[], anchor: Anchor): { text: string } | { error: string } {
  const paragraph = paragraphs.find((candidate) => candidate.name === anchor.paragraphName);
  if (!paragraph || !TEXT_PARAGRAPHS.has(paragraph.type)) return { error: 'That passage is not in this story.' };
  const { startOffset: start, endOffset: end } = anchor;
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end > paragraph.text.length || start >= end) {
    return { error: 'Select some text in the story first.' };
  }
  const text = paragraph.text.slice(start, end);
  return text.trim() ? { text } : { error: 'Select some text in the story first.' };
}
