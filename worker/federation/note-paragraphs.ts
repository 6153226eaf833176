import { decodeEntities } from '../../shared/content/html-entities.ts';

const MAX_PARAGRAPHS = 20;
const MAX_CHARACTERS = 5_000;

/**
 * A fediverse reply's HTML as plain paragraphs: Quire stores user content as paragraphs, never
 * someone else's markup. Paragraph and line breaks split it; every tag goes, entities are
 * decoded, and what is left is capped (a reply is a response, not a story).
 */
export function noteParagraphs(html: string): string[] {
  const paragraphs: string[] = [];
  let total = 0;
  for (const part of html.split(/<\/p\s*>|<br\s*\/?>/i)) {
    const text = decodeEntities(part.replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim();
    if (!text) continue;
    const kept = text.slice(0, MAX_CHARACTERS - total);
    paragraphs.push(kept);
    total += kept.length;
    if (total >= MAX_CHARACTERS || paragraphs.length === MAX_PARAGRAPHS) break;
  }
  return paragraphs;
}
