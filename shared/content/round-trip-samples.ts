import { documentToParagraphs, paragraphsToDocument } from './editor-document.ts';
import type { Markup, Paragraph } from './paragraphs.ts';

/**
 * For the tests of the editor's round trip (paragraphs → the editor's document → paragraphs):
 * here, and over the demo stories in worker/db/seed/demo-content.test.ts.
 */

/** Markup order carries no meaning; compare by position, then type. */
export const normalizeParagraphs = (paragraphs: readonly Paragraph[]) =>
  paragraphs.map((paragraph) => ({
    ...paragraph,
    markups: [...paragraph.markups].sort((a: Markup, b: Markup) => a.start - b.start || a.type.localeCompare(b.type)),
  }));

let counter = 0;
export const editorRoundTrip = (paragraphs: readonly Paragraph[]) =>
  documentToParagraphs(paragraphsToDocument(paragraphs), () => `new${(counter += 1)}`);

/** Markups that overlap and nest, lists, an embed and an image: what the demo stories do not show. */
export const OVERLAPPING_PARAGRAPHS: readonly Paragraph[] = [
  {
    name: 'o1',
    type: 'P',
    text: 'Bold, bold italic, and a link with code inside.',
    markups: [
      { type: 'STRONG', start: 0, end: 17 },
      { type: 'EM', start: 6, end: 17 },
      { type: 'A', start: 23, end: 46, href: 'https://example.com/a' },
      { type: 'CODE', start: 35, end: 39 },
      { type: 'HIGHLIGHT', start: 0, end: 4 },
    ],
  },
  { name: 'o2', type: 'OLI', text: 'one', markups: [] },
  { name: 'o3', type: 'OLI', text: 'two', markups: [{ type: 'EM', start: 0, end: 3 }] },
  { name: 'o4', type: 'ULI', text: 'a different list', markups: [] },
  { name: 'o5', type: 'IFRAME', text: 'A video', markups: [], href: 'https://video.example/embed/1' },
  {
    name: 'o6',
    type: 'IMG',
    text: '',
    markups: [],
    layout: 'FULL_WIDTH',
    metadata: { id: '0123456789abcdef0123456789abcdef.png', originalWidth: 800, originalHeight: 600 },
  },
];
