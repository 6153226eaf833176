import type { ImageLayout, MarkupType } from './enumerations.ts';
import type { ImageMetadata, Markup, Paragraph } from './paragraphs.ts';
import { safeUrl } from './safe-url.ts';
import { segmentText } from './segments.ts';

/**
 * The editor's document (ProseMirror's JSON, as Tiptap gives and takes it) and the stored
 * paragraphs and markups, converted both ways. Stories are only ever stored as paragraphs; the
 * editor's form lives in the browser while someone writes.
 */
export interface EditorMark {
  readonly type: 'link' | 'bold' | 'italic' | 'code' | 'highlight';
  readonly attrs?: { readonly href?: string | null };
}

export interface EditorNode {
  readonly type: string;
  readonly attrs?: Readonly<Record<string, unknown>>;
  readonly content?: readonly EditorNode[];
  readonly text?: string;
  readonly marks?: readonly EditorMark[];
}

export interface EditorDocument {
  readonly type: 'doc';
  readonly content: readonly EditorNode[];
}

/** The markups a writer uses, as the editor names them. */
const MARK_OF: Partial<Record<MarkupType, EditorMark['type']>> = {
  A: 'link',
  STRONG: 'bold',
  EM: 'italic',
  CODE: 'code',
  HIGHLIGHT: 'highlight',
};
const MARKUP_OF: Record<EditorMark['type'], MarkupType> = {
  link: 'A',
  bold: 'STRONG',
  italic: 'EM',
  code: 'CODE',
  highlight: 'HIGHLIGHT',
};

// ---------------------------------------------------------------------------------------------
// Paragraphs → editor

function inline(paragraph: Paragraph): EditorNode[] {
  return segmentText(paragraph.text, paragraph.markups)
    .filter((segment) => segment.text.length > 0)
    .map((segment) => {
      const marks = segment.markups.flatMap((markup): EditorMark[] => {
        const type = MARK_OF[markup.type];
        if (!type) return [];
        return [type === 'link' ? { type, attrs: { href: markup.href ?? null } } : { type }];
      });
      return marks.length > 0 ? { type: 'text', text: segment.text, marks } : { type: 'text', text: segment.text };
    });
}

const block = (type: string, paragraph: Paragraph, attrs: Record<string, unknown> = {}): EditorNode => {
  const content = inline(paragraph);
  return { type, attrs: { name: paragraph.name, ...attrs }, ...(content.length > 0 ? { content } : {}) };
};

function toNode(paragraph: Paragraph): EditorNode | null {
  switch (paragraph.type) {
    case 'P':
      return block('paragraph', paragraph);
    case 'H3':
      return block('heading', paragraph, { level: 3 });
    case 'H4':
      return block('heading', paragraph, { level: 4 });
    case 'BQ':
      // Names live on the text blocks; the quote around them carries none.
      return { type: 'blockquote', content: [block('paragraph', paragraph)] };
    case 'PQ':
      return block('pullquote', paragraph);
    case 'PRE':
      return {
        type: 'codeBlock',
        attrs: { name: paragraph.name },
        ...(paragraph.text ? { content: [{ type: 'text', text: paragraph.text }] } : {}),
      };
    case 'HR':
      return { type: 'horizontalRule', attrs: { name: paragraph.name } };
    case 'IMG':
      return block('figure', paragraph, {
        imageId: paragraph.metadata?.id ?? null,
        width: paragraph.metadata?.originalWidth ?? null,
        height: paragraph.metadata?.originalHeight ?? null,
        alt: paragraph.metadata?.alt ?? '',
        layout: paragraph.layout ?? 'INSET_CENTER',
      });
    case 'MIXTAPE_EMBED':
    case 'IFRAME':
      return block('embed', paragraph, { href: paragraph.href ?? null, kind: paragraph.type });
    default:
      // Types a writer cannot make here (H1, H2, COVER_TITLE ...) open as plain paragraphs.
      return paragraph.type === 'OLI' || paragraph.type === 'ULI' ? null : block('paragraph', paragraph);
  }
}

/** Stored paragraphs as the editor's document; runs of list items become one list. */
export function paragraphsToDocument(paragraphs: readonly Paragraph[]): EditorDocument {
  const content: EditorNode[] = [];
  let list: { type: 'OLI' | 'ULI'; items: EditorNode[] } | null = null;
  const flush = () => {
    if (list) content.push({ type: list.type === 'OLI' ? 'orderedList' : 'bulletList', content: list.items });
    list = null;
  };
  for (const paragraph of paragraphs) {
    const last = content.at(-1);
    if (paragraph.type === 'BQ' && !list && last?.type === 'blockquote') {
      content[content.length - 1] = { ...last, content: [...(last.content ?? []), block('paragraph', paragraph)] };
      continue;
    }
    if (paragraph.type === 'OLI' || paragraph.type === 'ULI') {
      if (!list || list.type !== paragraph.type) {
        flush();
        list = { type: paragraph.type, items: [] };
      }
      list.items.push({ type: 'listItem', content: [block('paragraph', paragraph)] });
      continue;
    }
    flush();
    const node = toNode(paragraph);
    if (node) content.push(node);
  }
  flush();
  return { type: 'doc', content };
}

// ---------------------------------------------------------------------------------------------
// Editor → paragraphs

/** Text and markups from a node's inline content; links outside the allow-list lose the link. */
function fromInline(nodes: readonly EditorNode[] | undefined): { text: string; markups: Markup[] } {
  let text = '';
  const open = new Map<string, Markup & { start: number; end: number }>();
  const markups: Markup[] = [];
  for (const node of nodes ?? []) {
    const chunk = node.type === 'hardBreak' ? '\n' : (node.text ?? '');
    const start = text.length;
    text += chunk;
    for (const mark of node.marks ?? []) {
      const type = MARKUP_OF[mark.type];
      if (!type) continue;
      const href = type === 'A' ? safeUrl(mark.attrs?.href ?? null) : null;
      if (type === 'A' && !href) continue;
      const key = `${type}|${href ?? ''}`;
      const current = open.get(key);
      // Adjacent runs with the same mark make one markup.
      if (current && current.end === start) current.end = text.length;
      else {
        const markup = { type, start, end: text.length, ...(href ? { href } : {}) };
        open.set(key, markup);
        markups.push(markup);
      }
    }
  }
  return { text, markups: markups.filter((markup) => markup.end > markup.start).map((markup) => ({ ...markup })) };
}

const ATTR = (node: EditorNode, key: string): unknown => node.attrs?.[key];
const stringAttr = (node: EditorNode, key: string): string | null => {
  const value = ATTR(node, key);
  return typeof value === 'string' && value.length > 0 ? value : null;
};

const IMAGE_LAYOUTS = new Set<string>([
  'CONSTRAINED_HEIGHT_PREVIEW',
  'FULL_WIDTH',
  'INSET_CENTER',
  'INSET_LEFT',
  'OUTSET_CENTER',
  'OUTSET_LEFT',
]);

/**
 * The editor's document as paragraphs to store. Paragraph names come from the nodes (so
 * highlights and notes stay anchored across edits); a new paragraph gets one from `newName`.
 * Link and embed addresses outside the allow-list are dropped here, and again when rendered.
 */
export function documentToParagraphs(document: EditorDocument, newName: () => string): Paragraph[] {
  const used = new Set<string>();
  const nameOf = (node: EditorNode): string => {
    const name = stringAttr(node, 'name');
    const unique = name && !used.has(name) ? name : newName();
    used.add(unique);
    return unique;
  };
  const paragraph = (node: EditorNode, type: Paragraph['type'], from: EditorNode = node): Paragraph => ({
    name: nameOf(node),
    type,
    ...fromInline(from.content),
  });

  const out: Paragraph[] = [];
  const visit = (node: EditorNode): void => {
    switch (node.type) {
      case 'paragraph':
        out.push(paragraph(node, 'P'));
        break;
      case 'heading':
        out.push(paragraph(node, ATTR(node, 'level') === 4 ? 'H4' : 'H3'));
        break;
      case 'blockquote':
        // Each paragraph of a quote is a BQ; anything else put inside one (a picture) stands on its own.
        for (const child of node.content ?? []) {
          if (child.type === 'paragraph' || child.type === 'heading') out.push(paragraph(child, 'BQ'));
          else visit(child);
        }
        break;
      case 'pullquote':
        out.push(paragraph(node, 'PQ'));
        break;
      case 'codeBlock':
        out.push({
          name: nameOf(node),
          type: 'PRE',
          text: (node.content ?? []).map((child) => child.text ?? '').join(''),
          markups: [],
        });
        break;
      case 'horizontalRule':
        out.push({ name: nameOf(node), type: 'HR', text: '', markups: [] });
        break;
      case 'orderedList':
      case 'bulletList':
        for (const item of node.content ?? []) {
          const [first, ...rest] = item.content ?? [];
          if (first) out.push(paragraph(first, node.type === 'orderedList' ? 'OLI' : 'ULI'));
          // a second paragraph, or a nested list, in an item follows it as its own paragraphs
          rest.forEach(visit);
        }
        break;
      case 'figure': {
        const imageId = stringAttr(node, 'imageId');
        if (!imageId) break;
        const layout = stringAttr(node, 'layout');
        const metadata: ImageMetadata = {
          id: imageId,
          originalWidth: Number(ATTR(node, 'width')) || 0,
          originalHeight: Number(ATTR(node, 'height')) || 0,
          ...(stringAttr(node, 'alt') ? { alt: stringAttr(node, 'alt') ?? '' } : {}),
        };
        out.push({
          ...paragraph(node, 'IMG'),
          layout: (layout && IMAGE_LAYOUTS.has(layout) ? layout : 'INSET_CENTER') as ImageLayout,
          metadata,
        });
        break;
      }
      case 'embed': {
        const href = safeUrl(stringAttr(node, 'href'));
        const base = paragraph(node, ATTR(node, 'kind') === 'IFRAME' ? 'IFRAME' : 'MIXTAPE_EMBED');
        // An embed whose address is not allowed keeps its words as a plain paragraph.
        out.push(href ? { ...base, href } : { ...base, type: 'P' });
        break;
      }
      default:
        break;
    }
  };
  document.content.forEach(visit);
  return out;
}
