/** Quote previews are cut to 50 characters (docs/spec-checklist.md 1 §5, §9). */
export const QUOTE_PREVIEW_LENGTH = 50;

/**
 * docs/spec-checklist.md 3 §5: truncation cuts at a word boundary and adds an ellipsis. The result, ellipsis
 * included, is at most `max` characters; a single word longer than that is cut mid-word.
 */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  // a word that ends exactly where the room does fits whole
  const boundary = clean[max - 1] === ' ' ? room.length : room.lastIndexOf(' ');
  return `${(boundary > 0 ? room.slice(0, boundary) : room).replace(/[\s.,;:!?-]+$/, '')}…`;
}

export const quotePreview = (text: string): string => truncate(text, QUOTE_PREVIEW_LENGTH);
