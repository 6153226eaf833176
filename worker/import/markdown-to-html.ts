import { escapeEntities } from '../../shared/content/html-entities.ts';

/**
 * The Markdown that stories are written in, as HTML for htmlToStory (the same path as an import):
 * ATX headings, paragraphs, block quotes, fenced code, lists, rules, and inline strong, emphasis,
 * code, links and pictures. Raw HTML is text here: a story's words are escaped, never markup.
 */
export function markdownToHtml(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const html: string[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    if (line.trim() === '') {
      index += 1;
      continue;
    }
    const fence = /^\s*(```|~~~)/.exec(line);
    if (fence) {
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !(lines[index] ?? '').trimStart().startsWith(fence[1] ?? '```'))
        code.push(lines[index++] ?? '');
      index += 1;
      html.push(`<pre>${escapeEntities(code.join('\n'))}</pre>`);
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const level = Math.min(heading[1]?.length ?? 1, 4);
      html.push(`<h${level}>${inline(heading[2] ?? '')}</h${level}>`);
      index += 1;
      continue;
    }
    if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      html.push('<hr>');
      index += 1;
      continue;
    }
    const list = listKind(line);
    if (list) {
      const items: string[] = [];
      while (index < lines.length && listKind(lines[index] ?? '') === list)
        items.push(`<li>${inline((lines[index++] ?? '').replace(LIST_MARKER, ''))}</li>`);
      html.push(`<${list}>${items.join('')}</${list}>`);
      continue;
    }
    const block: string[] = [];
    const quoted = line.trimStart().startsWith('>');
    while (
      index < lines.length &&
      (lines[index] ?? '').trim() !== '' &&
      (lines[index] ?? '').trimStart().startsWith('>') === quoted &&
      !startsBlock(lines[index] ?? '')
    ) {
      block.push((lines[index++] ?? '').replace(/^\s*>\s?/, ''));
    }
    if (block.length === 0) block.push(lines[index++] ?? '');
    const text = inline(block.join(' '));
    html.push(quoted ? `<blockquote>${text}</blockquote>` : `<p>${text}</p>`);
  }
  return html.join('\n');
}

const LIST_MARKER = /^\s*(?:[-*+]|\d+[.)])\s+/;

function listKind(line: string): 'ul' | 'ol' | null {
  if (/^\s*[-*+]\s+/.test(line) && !/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) return 'ul';
  if (/^\s*\d+[.)]\s+/.test(line)) return 'ol';
  return null;
}

const startsBlock = (line: string): boolean => /^\s*(```|~~~|#{1,6}\s)/.test(line) || listKind(line) !== null;

/** Inline marks over escaped text: code spans first, so nothing inside them is read as a mark. */
function inline(text: string): string {
  return escapeEntities(text)
    .split(/(`[^`]+`)/)
    .map((part) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1
        ? `<code>${part.slice(1, -1)}</code>`
        : part
            // a picture before a link: its ![alt](address) holds a link's [text](address)
            .replace(/!\[([^\]]*)\]\(([^)\s]+)\)/g, '<img src="$2" alt="$1">')
            .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '<a href="$2">$1</a>')
            .replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*/g, '<strong>$1</strong>')
            .replace(/(?<!\w)__(?=\S)(.+?)(?<=\S)__(?!\w)/g, '<strong>$1</strong>')
            .replace(/\*(?=\S)(.+?)(?<=\S)\*/g, '<em>$1</em>')
            // snake_case words keep their underscores
            .replace(/(?<!\w)_(?=\S)(.+?)(?<=\S)_(?!\w)/g, '<em>$1</em>'),
    )
    .join('');
}
