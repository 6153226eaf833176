import { IMAGE_ID } from '../images/image-url.ts';
import type { ImageLayout, MarkupType, ParagraphType } from './enumerations.ts';
import type { Markup, Paragraph } from './paragraphs.ts';
import { safeUrl } from './safe-url.ts';

/** What a writer can make; the other types exist only in older stories. */
export const WRITER_PARAGRAPH_TYPES = new Set<ParagraphType>([
  'P',
  'H3',
  'H4',
  'BQ',
  'PQ',
  'PRE',
  'IMG',
  'OLI',
  'ULI',
  'HR',
  'MIXTAPE_EMBED',
  'IFRAME',
]);
export const WRITER_MARKUP_TYPES = new Set<MarkupType>(['A', 'STRONG', 'EM', 'CODE', 'HIGHLIGHT']);

export const MAX_PARAGRAPHS = 2000;
export const MAX_PARAGRAPH_LENGTH = 20_000;
const PARAGRAPH_NAME = /^[a-z0-9_-]{1,16}$/i;
const LAYOUTS = new Set<ImageLayout>([
  'CONSTRAINED_HEIGHT_PREVIEW',
  'FULL_WIDTH',
  'INSET_CENTER',
  'INSET_LEFT',
  'OUTSET_CENTER',
  'OUTSET_LEFT',
]);

export type CleanResult = { readonly paragraphs: Paragraph[] } | { readonly error: string };

/**
 * What the server stores from a writer's save: the editor's output is not trusted. Links and
 * embeds outside the allow-list lose their address (as on the way out of the editor), markups are
 * kept inside their text, images must name an upload, and sizes are bounded. Whatever cannot be
 * made safe by dropping it is refused with a message, so nothing is silently lost.
 */
export function cleanParagraphs(input: readonly Paragraph[]): CleanResult {
  if (input.length > MAX_PARAGRAPHS) return { error: `A story can have at most ${MAX_PARAGRAPHS} paragraphs.` };
  const names = new Set<string>();
  const paragraphs: Paragraph[] = [];
  for (const paragraph of input) {
    if (!WRITER_PARAGRAPH_TYPES.has(paragraph.type))
      return { error: `Paragraphs of type ${paragraph.type} cannot be written here.` };
    if (!PARAGRAPH_NAME.test(paragraph.name) || names.has(paragraph.name))
      return { error: 'Every paragraph needs its own name.' };
    names.add(paragraph.name);
    if (paragraph.text.length > MAX_PARAGRAPH_LENGTH)
      return { error: `A paragraph can be at most ${MAX_PARAGRAPH_LENGTH.toLocaleString('en-US')} characters long.` };
    const markups =
      paragraph.type === 'PRE' || paragraph.type === 'HR' ? [] : cleanMarkups(paragraph.text, paragraph.markups);
    const base: Paragraph = {
      name: paragraph.name,
      type: paragraph.type,
      text: paragraph.type === 'HR' ? '' : paragraph.text,
      markups,
    };
    if (paragraph.type === 'IMG') {
      const image = paragraph.metadata;
      if (!image || !IMAGE_ID.test(image.id)) return { error: 'Every picture must be an uploaded image.' };
      const size = (value: number) => (Number.isInteger(value) && value > 0 && value <= 100_000 ? value : 0);
      paragraphs.push({
        ...base,
        layout: paragraph.layout && LAYOUTS.has(paragraph.layout) ? paragraph.layout : 'INSET_CENTER',
        metadata: {
          id: image.id,
          originalWidth: size(image.originalWidth),
          originalHeight: size(image.originalHeight),
          ...(image.alt ? { alt: image.alt.slice(0, 1000) } : {}),
        },
      });
    } else if (paragraph.type === 'MIXTAPE_EMBED' || paragraph.type === 'IFRAME') {
      const href = safeUrl(paragraph.href);
      paragraphs.push(href ? { ...base, href } : { ...base, type: 'P' });
    } else {
      paragraphs.push(base);
    }
  }
  return { paragraphs };
}

function cleanMarkups(text: string, markups: readonly Markup[]): Markup[] {
  return markups.flatMap((markup): Markup[] => {
    if (!WRITER_MARKUP_TYPES.has(markup.type)) return [];
    const start = Math.max(0, Math.trunc(markup.start));
    const end = Math.min(text.length, Math.trunc(markup.end));
    if (!(start < end)) return [];
    if (markup.type !== 'A') return [{ type: markup.type, start, end }];
    const href = safeUrl(markup.href);
    return href ? [{ type: 'A', start, end, href }] : [];
  });
}
