import { imageUrl } from '../images/image-url.ts';
import type { Markup, Paragraph } from './paragraphs.ts';
import { safeUrl } from './safe-url.ts';

/** Markdown's own characters, escaped so a writer's text stays text. */
const escapeMarkdown = (text: string) => text.replace(/([\\`*_[\]<>#])/g, '\\$1');

const WRAP: Partial<Record<Markup['type'], string>> = { STRONG: '**', EM: '_', CODE: '`' };

/** A paragraph's text with its bold, italic, code and link marks as Markdown; others (highlights, mentions) as plain text. */
function markedText(text: string, markups: readonly Markup[]): string {
  const opens = new Map<number, string[]>();
  const closes = new Map<number, string[]>();
  const at = (map: Map<number, string[]>, index: number, mark: string, first: boolean) =>
    map.set(index, first ? [mark, ...(map.get(index) ?? [])] : [...(map.get(index) ?? []), mark]);
  for (const markup of [...markups].sort((a, b) => a.start - b.start || b.end - a.end)) {
    if (markup.end <= markup.start) continue;
    if (markup.type === 'A') {
      const href = markup.href ? safeUrl(markup.href) : null;
      if (!href) continue;
      at(opens, markup.start, '[', false);
      at(closes, markup.end, `](${href.replace(/\)/g, '%29')})`, true);
    } else if (WRAP[markup.type]) {
      at(opens, markup.start, WRAP[markup.type] ?? '', false);
      at(closes, markup.end, WRAP[markup.type] ?? '', true);
    }
  }
  // inside a code span Markdown escapes nothing, so neither does the export
  const code = (index: number) =>
    markups.some((markup) => markup.type === 'CODE' && markup.start <= index && index < markup.end);
  const chars = [...text];
  let out = '';
  for (let index = 0; index <= chars.length; index += 1) {
    out += (closes.get(index) ?? []).join('') + (opens.get(index) ?? []).join('');
    const char = chars[index] ?? '';
    out += code(index) ? char : escapeMarkdown(char);
  }
  return out;
}

function block(paragraph: Paragraph, orderedIndex: number, origin: string): string {
  const text = markedText(paragraph.text, paragraph.markups);
  switch (paragraph.type) {
    case 'H1':
    case 'COVER_TITLE':
      return `# ${text}`;
    case 'H2':
    case 'H3':
      return `## ${text}`;
    case 'H4':
      return `### ${text}`;
    case 'BQ':
    case 'PQ':
      return `> ${text}`;
    case 'PRE':
      return `\`\`\`\n${paragraph.text}\n\`\`\``;
    case 'ULI':
      return `- ${text}`;
    case 'OLI':
      return `${orderedIndex}. ${text}`;
    case 'HR':
      return '---';
    case 'IMG':
      return paragraph.metadata
        ? `![${escapeMarkdown(paragraph.metadata.alt ?? paragraph.text)}](${origin}${imageUrl(paragraph.metadata.id)})${paragraph.text ? `\n\n_${text}_` : ''}`
        : text;
    case 'MIXTAPE_EMBED':
    case 'IFRAME': {
      const href = paragraph.href ? safeUrl(paragraph.href) : null;
      return href ? `[${text || href}](${href})` : text;
    }
    default:
      return text;
  }
}

/**
 * A story as Markdown (its title first): the form a writer can take anywhere. Lists keep their
 * items together; everything else is a block of its own. Images lead to the site (`origin`).
 */
export function paragraphsToMarkdown(title: string, paragraphs: readonly Paragraph[], origin = ''): string {
  const blocks: string[] = title ? [`# ${escapeMarkdown(title)}`] : [];
  let ordered = 0;
  let previous: Paragraph['type'] | null = null;
  for (const paragraph of paragraphs) {
    ordered = paragraph.type === 'OLI' ? (previous === 'OLI' ? ordered + 1 : 1) : 0;
    const text = block(paragraph, ordered, origin);
    const sameList = (paragraph.type === 'ULI' || paragraph.type === 'OLI') && previous === paragraph.type;
    if (sameList) blocks[blocks.length - 1] += `\n${text}`;
    else blocks.push(text);
    previous = paragraph.type;
  }
  return `${blocks.join('\n\n')}\n`;
}
