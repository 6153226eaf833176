import type { Markup, Paragraph } from './paragraphs.ts';

/** An `@username` in a paragraph's text, by UTF-16 offsets of the whole token. */
export interface MentionToken {
  readonly username: string;
  readonly start: number;
  readonly end: number;
}

/**
 * `@` then a username's letters, digits or underscores, not inside a word, an address or an
 * e-mail (`ann@example.com`, `example.com/@ann` are not mentions).
 */
const MENTION = /(^|[^\w@/.])@([a-z0-9_]{1,30})(?![\w@])/gi;

/** Text in which an `@` is literal: code. */
const isLiteral = (paragraph: Paragraph, start: number, end: number) =>
  paragraph.type === 'PRE' ||
  paragraph.markups.some((markup) => markup.type === 'CODE' && markup.start < end && start < markup.end);

/** The mentions a paragraph's text makes, usernames lowercased; code is skipped. */
export function mentionTokens(paragraph: Paragraph): MentionToken[] {
  const tokens: MentionToken[] = [];
  for (const match of paragraph.text.matchAll(MENTION)) {
    const start = match.index + (match[1] ?? '').length;
    const end = start + 1 + (match[2] ?? '').length;
    if (!isLiteral(paragraph, start, end)) tokens.push({ username: (match[2] ?? '').toLowerCase(), start, end });
  }
  return tokens;
}

/** At most this many people are looked up for one story, so a list of names costs one bounded query. */
export const MAX_MENTIONS = 50;

/** The distinct usernames a story mentions, in order of first mention, at most MAX_MENTIONS. */
export function mentionedUsernames(paragraphs: readonly Paragraph[]): string[] {
  return [...new Set(paragraphs.flatMap((paragraph) => mentionTokens(paragraph).map((token) => token.username)))].slice(
    0,
    MAX_MENTIONS,
  );
}

/**
 * The story with each mention of a known person marked as a USER markup, and who those people
 * are. Mentions already inside a link stay plain text: the writer's link wins. Marks from an
 * earlier publishing are dropped first, so a mention deleted from the text loses its mark.
 */
export function withMentions(
  paragraphs: readonly Paragraph[],
  userIdsByUsername: ReadonlyMap<string, string>,
): { paragraphs: Paragraph[]; mentionedUserIds: string[] } {
  const mentioned = new Set<string>();
  const marked = paragraphs.map((paragraph): Paragraph => {
    const kept = paragraph.markups.filter((markup) => markup.type !== 'USER');
    const mentions = mentionTokens(paragraph).flatMap((token): Markup[] => {
      const userId = userIdsByUsername.get(token.username);
      const linked = kept.some((markup) => markup.type === 'A' && markup.start < token.end && token.start < markup.end);
      if (!userId || linked) return [];
      mentioned.add(userId);
      return [{ type: 'USER', start: token.start, end: token.end, userId }];
    });
    return mentions.length === 0 && kept.length === paragraph.markups.length
      ? paragraph
      : { ...paragraph, markups: [...kept, ...mentions] };
  });
  return { paragraphs: marked, mentionedUserIds: [...mentioned] };
}
