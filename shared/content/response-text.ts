import type { Paragraph } from './paragraphs.ts';

/** Responses are plain text of at most this many characters. */
export const MAX_RESPONSE_LENGTH = 5000;

/** docs/spec-checklist.md 1 §9 "Response depth constant 3": replies nest three levels deep, no further. */
export const RESPONSE_DEPTH = 3;

/**
 * Whether a response shows its replies toggle: its replies when it has some; "Reply" only where
 * one can be written (above the deepest level, and not once the writer closed discussion, whose
 * responses the server refuses with docs/spec-checklist.md 1 §8's words).
 */
export const showsRepliesToggle = (
  response: { readonly depth: number; readonly responsesCount: number },
  discussionClosed: boolean,
): boolean => response.responsesCount > 0 || (response.depth < RESPONSE_DEPTH && !discussionClosed);

/**
 * A response's text as stored paragraphs: each non-blank line is a paragraph, so the reader's
 * line breaks survive; names are positional, the anchors of highlights on the response.
 */
export function responseParagraphs(text: string): Paragraph[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line, index) => ({ name: `r${index.toString(16)}`, type: 'P' as const, text: line, markups: [] }));
}

/** Why a response cannot be saved, or null. */
export function responseTextError(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return 'Write a response first.';
  if (trimmed.length > MAX_RESPONSE_LENGTH) return `Responses can be up to ${MAX_RESPONSE_LENGTH} characters.`;
  return null;
}
