import type { MarkupType } from './enumerations.ts';
import type { Markup } from './paragraphs.ts';

export interface Segment {
  readonly text: string;
  /** The markups covering this run of text, outermost first. */
  readonly markups: readonly Markup[];
}

/** Links wrap everything else; among the rest the order only needs to be stable. */
const NESTING: Partial<Record<MarkupType, number>> = { A: 0, USER: 0, HIGHLIGHT: 1, STRONG: 2, EM: 3, CODE: 4 };
const rank = (markup: Markup): number => NESTING[markup.type] ?? 5;

/**
 * Splits a paragraph's text at every markup boundary, so overlapping markups render as properly
 * nested elements. Offsets outside the text are clamped; empty markups are dropped.
 */
export function segmentText(text: string, markups: readonly Markup[]): Segment[] {
  const valid = markups
    .map((markup) => ({ ...markup, start: Math.max(0, markup.start), end: Math.min(text.length, markup.end) }))
    .filter((markup) => markup.start < markup.end);
  const cuts = new Set([0, text.length]);
  for (const markup of valid) {
    cuts.add(markup.start);
    cuts.add(markup.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let index = 0; index < points.length - 1; index += 1) {
    const start = points[index] ?? 0;
    const end = points[index + 1] ?? 0;
    const covering = valid
      .filter((markup) => markup.start <= start && markup.end >= end)
      .sort((a, b) => rank(a) - rank(b));
    segments.push({ text: text.slice(start, end), markups: covering });
  }
  return segments;
}
