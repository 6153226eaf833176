import { describe, expect, it } from 'vitest';
import { DEMO_SERIES, DEMO_STORIES } from '../../worker/db/seed/demo-content.ts';
import { documentToParagraphs, paragraphsToDocument, type EditorDocument } from './editor-document.ts';
import type { Markup, Paragraph } from './paragraphs.ts';
import { UNSAFE_URL_CASES } from './unsafe-url-cases.ts';

/** Markup order carries no meaning; compare by position, then type. */
const normalize = (paragraphs: readonly Paragraph[]) =>
  paragraphs.map((paragraph) => ({
    ...paragraph,
    markups: [...paragraph.markups].sort((a: Markup, b: Markup) => a.start - b.start || a.type.localeCompare(b.type)),
  }));

let counter = 0;
const newName = () => `new${(counter += 1)}`;
const roundTrip = (paragraphs: readonly Paragraph[]) => documentToParagraphs(paragraphsToDocument(paragraphs), newName);

const OVERLAPPING: Paragraph[] = [
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
  { name: 'o6', type: 'IMG', text: '', markups: [], layout: 'FULL_WIDTH', metadata: { id: '0123456789abcdef0123456789abcdef.png', originalWidth: 800, originalHeight: 600 } },
];

describe('paragraphs ⇄ the editor’s document', () => {
  const CASES: [string, readonly Paragraph[]][] = [
    ...DEMO_STORIES.map((story): [string, readonly Paragraph[]] => [story.title, story.paragraphs]),
    [DEMO_SERIES.title, DEMO_SERIES.paragraphs],
    ['overlapping markups, lists, embeds and images', OVERLAPPING],
  ];

  it.each(CASES)(
    'every paragraph and markup survives the round trip: %s',
    (_, paragraphs) => {
      expect(normalize(roundTrip(paragraphs))).toEqual(normalize(paragraphs));
    },
  );

  it('covers every paragraph type and markup a writer uses', () => {
    const all = [...DEMO_STORIES.flatMap((story) => story.paragraphs), ...OVERLAPPING];
    expect(new Set(all.map((paragraph) => paragraph.type))).toEqual(new Set(['P', 'H3', 'H4', 'BQ', 'PQ', 'PRE', 'IMG', 'OLI', 'ULI', 'HR', 'MIXTAPE_EMBED', 'IFRAME']));
    expect(new Set(all.flatMap((paragraph) => paragraph.markups.map((markup) => markup.type)))).toEqual(new Set(['A', 'STRONG', 'EM', 'CODE', 'HIGHLIGHT']));
  });

  it('stores each paragraph of a quote as a BQ, and a picture dropped into a quote on its own', () => {
    const document: EditorDocument = {
      type: 'doc',
      content: [
        {
          type: 'blockquote',
          content: [
            { type: 'paragraph', attrs: { name: 'q1' }, content: [{ type: 'text', text: 'First line.' }] },
            { type: 'figure', attrs: { name: 'f1', imageId: '0123456789abcdef0123456789abcdef.png', width: 10, height: 10, alt: '', layout: 'INSET_CENTER' } },
            { type: 'paragraph', attrs: { name: 'q2' }, content: [{ type: 'text', text: 'Second line.' }] },
          ],
        },
      ],
    };
    const paragraphs = documentToParagraphs(document, newName);
    expect(paragraphs.map((paragraph) => [paragraph.name, paragraph.type])).toEqual([
      ['q1', 'BQ'],
      ['f1', 'IMG'],
      ['q2', 'BQ'],
    ]);
    // two quote paragraphs in a row open as one quote, and come back as two
    const quoted = paragraphs.filter((paragraph) => paragraph.type === 'BQ');
    expect(paragraphsToDocument(quoted).content).toHaveLength(1);
    expect(roundTrip(quoted)).toEqual(quoted);
  });

  it('keeps paragraph names, names new paragraphs, and never lets two share a name', () => {
    const document: EditorDocument = {
      type: 'doc',
      content: [
        { type: 'paragraph', attrs: { name: 'keep' }, content: [{ type: 'text', text: 'kept' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'typed just now' }] },
        { type: 'paragraph', attrs: { name: 'keep' }, content: [{ type: 'text', text: 'split from the first' }] },
      ],
    };
    expect(documentToParagraphs(document, (() => { let n = 0; return () => `n${(n += 1)}`; })()).map((paragraph) => paragraph.name)).toEqual(['keep', 'n1', 'n2']);
  });
});

describe('unsafe addresses never become an href or src (issue 5)', () => {
  // relative addresses too: stored content is shown on many hosts
  const VARIANTS = [...UNSAFE_URL_CASES, '/relative/path'];

  it.each(VARIANTS)('a link to %j is kept as plain text', (href) => {
    const document: EditorDocument = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'click', marks: [{ type: 'link', attrs: { href } }] }] }],
    };
    const [paragraph] = documentToParagraphs(document, newName);
    expect(paragraph).toMatchObject({ type: 'P', text: 'click', markups: [] });
  });

  it.each(VARIANTS)('an embed of %j becomes a plain paragraph', (href) => {
    const document: EditorDocument = { type: 'doc', content: [{ type: 'embed', attrs: { href, kind: 'IFRAME' }, content: [{ type: 'text', text: 'watch' }] }] };
    const [paragraph] = documentToParagraphs(document, newName);
    expect(paragraph).toMatchObject({ type: 'P', text: 'watch' });
    expect(paragraph).not.toHaveProperty('href');
  });

  it('keeps http, https and mailto links', () => {
    for (const href of ['https://example.com/', 'http://example.com/', 'mailto:ada@example.com']) {
      const document: EditorDocument = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] }] }] };
      expect(documentToParagraphs(document, newName)[0]?.markups).toEqual([{ type: 'A', start: 0, end: 1, href }]);
    }
  });
});
