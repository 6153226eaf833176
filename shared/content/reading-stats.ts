import type { Paragraph } from './paragraphs.ts';

/** An unhurried adult reading pace. */
export const WORDS_PER_MINUTE = 265;
/** A picture holds the eye for a moment too. */
const SECONDS_PER_IMAGE = 12;

/** Words in a story and the seconds it takes to read (the "N min read" readers see). */
export function readingStats(paragraphs: readonly Paragraph[]): { words: number; seconds: number } {
  const words = paragraphs.reduce((sum, paragraph) => sum + paragraph.text.split(/\s+/).filter(Boolean).length, 0);
  const images = paragraphs.filter((paragraph) => paragraph.type === 'IMG').length;
  return { words, seconds: Math.round((words / WORDS_PER_MINUTE) * 60) + images * SECONDS_PER_IMAGE };
}
