import { decodeEntities } from '../../shared/content/html-entities.ts';
import type { MarkupType, ParagraphType } from '../../shared/content/enumerations.ts';
import type { Markup, Paragraph } from '../../shared/content/paragraphs.ts';
import { randomHex } from '../../shared/hex.ts';
import { isPictureToFetch, pictureToFetch } from './pictures-to-fetch.ts';

export interface ImportedStory {
  readonly title: string;
  readonly subtitle: string;
  readonly paragraphs: Paragraph[];
  /**
   * Pictures left out, for the writer to add again; none when `keepMedia` holds them as
   * pictures to fetch (pictures-to-fetch.ts).
   */
  readonly imagesLeftOut: number;
}

interface OpenBlock {
  type: ParagraphType | 'TITLE' | 'SUBTITLE' | 'CAPTION';
  text: string;
  markups: Markup[];
}

const SKIPPED =
  'script, style, noscript, template, nav, footer, aside, form, button, svg, iframe, object, video, audio, select, textarea';

/**
 * The address an embedded frame shows, unwrapped from Medium's embed service (cdn.embedly.com
 * names the original in its `url` or `src` parameter); null when it is not on the web.
 */
function embedAddress(src: string | null): string | null {
  if (!src) return null;
  const url = new URL(src);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.hostname !== 'cdn.embedly.com') return url.toString();
  const original = url.searchParams.get('url') ?? url.searchParams.get('src');
  return original && /^https?:\/\//.test(original) ? original : null;
}

/**
 * Maps an HTML page or export (a Medium export included) onto stored paragraphs and markups,
 * streaming it through the Workers HTML parser: headings become H3/H4 (the first h1, or an
 * export's title, is the title, unless `bodyOnly` says the title comes apart), p, blockquote, pre,
 * lists and hr become their paragraph types; strong/b, em/i, code, mark and links become markups.
 * Scripts, navigation and forms are left out. Addresses are resolved against `baseUrl` and
 * checked later, like any save. Pictures are counted, or with `keepMedia` (an archive's) kept
 * where they stand as pictures to fetch, their captions and alternative texts with them, and
 * embedded frames become embeds (shown as players for known ones, as links otherwise).
 */
export async function htmlToStory(
  html: string,
  baseUrl: string | null,
  { bodyOnly = false, keepMedia = false }: { readonly bodyOnly?: boolean; readonly keepMedia?: boolean } = {},
): Promise<ImportedStory | { readonly error: string }> {
  const paragraphs: Paragraph[] = [];
  const names = new Set<string>();
  const uniqueName = (): string => {
    let name = randomHex(6);
    while (names.has(name)) name = randomHex(6);
    names.add(name);
    return name;
  };
  let title = '';
  let pageTitle = '';
  let subtitle = '';
  let imagesLeftOut = 0;
  let current: OpenBlock | null = null;
  let skip = 0;
  let quoteDepth = 0;
  let preDepth = 0;
  let inTitleTag = false;
  const lists: ('OLI' | 'ULI')[] = [];

  const flush = () => {
    const block = current;
    current = null;
    if (!block) return;
    const text = block.type === 'PRE' ? block.text.replace(/^\n+|\n+$/g, '') : block.text.trimEnd();
    if (block.type === 'TITLE') return void (title ||= text);
    if (block.type === 'SUBTITLE') return void (subtitle ||= text);
    if (!text && block.type !== 'HR') return;
    const markups = block.markups
      .map((markup) => ({ ...markup, end: Math.min(markup.end, text.length) }))
      .filter((markup) => markup.end > markup.start);
    const figure = paragraphs.at(-1);
    if (block.type === 'CAPTION' && figure && (isPictureToFetch(figure) || figure.type === 'IFRAME') && !figure.text)
      return void paragraphs.splice(-1, 1, { ...figure, text, markups });
    if (block.type === 'CAPTION') return void paragraphs.push({ name: uniqueName(), type: 'P', text, markups });
    // Random names, as the editor gives: a name says nothing about where a paragraph stands.
    paragraphs.push({ name: uniqueName(), type: block.type, text, markups });
  };
  const start = (type: OpenBlock['type']) => {
    flush();
    const block: OpenBlock = { type, text: '', markups: [] };
    current = block;
    return block;
  };
  /** A block element: starts its paragraph and ends it with its end tag. */
  const block = (typeOf: (element: Element) => OpenBlock['type'] | null) => ({
    element(element: Element) {
      if (skip > 0) return;
      const type = typeOf(element);
      if (!type) return;
      const opened = start(type);
      element.onEndTag(() => {
        if (current === opened) flush();
      });
    },
  });
  const append = (raw: string) => {
    if (skip > 0) return;
    if (inTitleTag) return void (pageTitle += decodeEntities(raw));
    const decoded = decodeEntities(raw);
    if (!current) {
      if (!decoded.trim()) return;
      start(quoteDepth > 0 ? 'BQ' : 'P');
    }
    const open = current as unknown as OpenBlock;
    if (open.type === 'PRE') return void (open.text += decoded);
    const collapsed = decoded.replace(/\s+/g, ' ');
    open.text += open.text === '' || open.text.endsWith(' ') ? collapsed.replace(/^ /, '') : collapsed;
  };
  const markup = (type: MarkupType, hrefOf?: (element: Element) => string | null) => ({
    element(element: Element) {
      if (skip > 0 || !current || (type === 'CODE' && preDepth > 0)) return;
      const opened: OpenBlock = current;
      const from = opened.text.length;
      const href = hrefOf?.(element) ?? null;
      if (hrefOf && !href) return;
      element.onEndTag(() => {
        if (current === opened && opened.text.length > from)
          opened.markups.push({ type, start: from, end: opened.text.length, ...(href ? { href } : {}) });
      });
    },
  });
  const resolve = (href: string): string | null => {
    try {
      return baseUrl ? new URL(href, baseUrl).toString() : new URL(href).toString();
    } catch {
      return null;
    }
  };
  const classOf = (element: Element) => element.getAttribute('class') ?? '';

  const rewriter = new HTMLRewriter()
    .on('title', {
      element(element) {
        inTitleTag = true;
        element.onEndTag(() => void (inTitleTag = false));
      },
    })
    // before SKIPPED counts it: the frame itself becomes an embed, its contents stay out
    .on('iframe', {
      element(element) {
        if (skip > 0 || !keepMedia) return;
        const address = embedAddress(resolve(decodeEntities(element.getAttribute('src') ?? '')));
        if (!address) return;
        flush();
        paragraphs.push({ name: uniqueName(), type: 'IFRAME', text: '', markups: [], href: address });
      },
    })
    .on(SKIPPED, {
      element(element) {
        skip += 1;
        element.onEndTag(() => void (skip -= 1));
      },
    })
    .on('img', {
      element(element) {
        if (skip > 0) return;
        if (!keepMedia) return void (imagesLeftOut += 1);
        flush();
        const source = element.getAttribute('data-src') ?? element.getAttribute('src') ?? '';
        const alt = decodeEntities(element.getAttribute('alt') ?? '').trim();
        paragraphs.push(pictureToFetch(uniqueName(), resolve(decodeEntities(source)) ?? '', alt));
      },
    })
    .on(
      'figcaption',
      block(() => 'CAPTION'),
    )
    .on('blockquote', {
      element(element) {
        quoteDepth += 1;
        element.onEndTag(() => {
          quoteDepth -= 1;
          if (current?.type === 'BQ') flush();
        });
      },
    })
    .on('ul, ol', {
      element(element) {
        lists.push(element.tagName === 'ol' ? 'OLI' : 'ULI');
        element.onEndTag(() => void lists.pop());
      },
    })
    .on(
      'h1, h2, h3, h4, h5, h6',
      block((element) => {
        const level = Number(element.tagName.slice(1));
        // a body whose title comes apart (an export's file of words alone) keeps its headings
        if (!bodyOnly && (classOf(element).includes('graf--title') || (level === 1 && !title))) return 'TITLE';
        if (classOf(element).includes('graf--subtitle')) return 'SUBTITLE';
        return level <= 3 ? 'H3' : 'H4';
      }),
    )
    .on(
      'p',
      block(() => (current && (current.type === 'OLI' || current.type === 'ULI') ? null : quoteDepth > 0 ? 'BQ' : 'P')),
    )
    .on(
      'li',
      block(() => lists.at(-1) ?? 'ULI'),
    )
    .on('pre', {
      element(element) {
        if (skip > 0) return;
        preDepth += 1;
        const opened = start('PRE');
        element.onEndTag(() => {
          preDepth -= 1;
          if (current === opened) flush();
        });
      },
    })
    .on('div, section, article, figure, td', {
      element(element) {
        element.onEndTag(() => {
          if (current?.type === 'P') flush();
        });
      },
    })
    .on('hr', {
      element() {
        if (skip > 0) return;
        start('HR');
        flush();
      },
    })
    .on('br', { element: () => void (current && append(current.type === 'PRE' ? '\n' : ' ')) })
    .on('strong, b', markup('STRONG'))
    .on('em, i', markup('EM'))
    .on('code', markup('CODE'))
    .on('mark', markup('HIGHLIGHT'))
    .on(
      'a[href]',
      markup('A', (element) => resolve(decodeEntities(element.getAttribute('href') ?? ''))),
    )
    .onDocument({ text: (chunk) => append(chunk.text) });

  try {
    await rewriter.transform(new Response(html)).arrayBuffer();
  } catch {
    // The parser keeps a bounded stack of open elements; a page past it (20,000 nested
    // <div>s, say) is refused with a reason, not a server error.
    return { error: 'That page is nested too deeply to import. Try its HTML export or a simpler page.' };
  }
  flush();
  return {
    title: (title || pageTitle).trim().replace(/\s+/g, ' '),
    subtitle: subtitle.trim(),
    paragraphs,
    imagesLeftOut,
  };
}
