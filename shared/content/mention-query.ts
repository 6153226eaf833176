/**
 * The name a writer is typing after an `@` (spec-free: mentions are ours, shared/content/mentions.ts),
 * from the text of the paragraph before the cursor; null when the cursor is not in a mention.
 * The same rules as a published mention: not inside a word, an address or an e-mail.
 */
export function mentionQueryBefore(textBeforeCursor: string): string | null {
  const match = /(^|[^\w@/.])@([a-z0-9_]{0,30})$/i.exec(textBeforeCursor);
  return match ? (match[2] ?? '') : null;
}
