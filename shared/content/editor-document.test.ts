import { describe, expect, it } from 'vitest';
import { documentToParagraphs, paragraphsToDocument, type EditorDocument } from './editor-document.ts';
import { UNSAFE_URL_CASES } from './unsafe-url-cases.ts';
import { editorRoundTrip, normalizeParagraphs, OVERLAPPING_PARAGRAPHS } from './round-trip-samples.ts';

let counter = 0;
const newName = () => `new${(counter += 1)}`;

describe('paragraphs ⇄ the editor’s document', () => {
  // The demo stories are the other half of this table: worker/db/seed/demo-content.test.ts.
  it.each([['overlapping markups, lists, embeds and images', OVERLAPPING_PARAGRAPHS]] as const)(
    'every paragraph and markup survives the round trip: %s',
    (_, paragraphs) => {
      expect(normalizeParagraphs(editorRoundTrip(paragraphs))).toEqual(normalizeParagraphs(paragraphs));
    },
  );

  it('stores each paragraph of a quote as a BQ, and a picture dropped into a quote on its own', () => {
    const document: EditorDocument = {
      type: 'doc',
      content: [
        {
          type: 'blockquote',
          content: [
            { type: 'paragraph', attrs: { name: 'q1' }, content: [{ type: 'text', text: 'First line.' }] },
            {
              type: 'figure',
              attrs: {
                name: 'f1',
                imageId: '0123456789abcdef0123456789abcdef.png',
                width: 10,
                height: 10,
                alt: '',
                layout: 'INSET_CENTER',
              },
            },
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
    expect(editorRoundTrip(quoted)).toEqual(quoted);
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
    expect(
      documentToParagraphs(
        document,
        (() => {
          let n = 0;
          return () => `n${(n += 1)}`;
        })(),
      ).map((paragraph) => paragraph.name),
    ).toEqual(['keep', 'n1', 'n2']);
  });
});

describe('unsafe addresses never become an href or src', () => {
  // relative addresses too: stored content is shown on many hosts
  const VARIANTS = [...UNSAFE_URL_CASES, '/relative/path'];

  it.each(VARIANTS)('a link to %j is kept as plain text', (href) => {
    const document: EditorDocument = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'click', marks: [{ type: 'link', attrs: { href } }] }] },
      ],
    };
    const [paragraph] = documentToParagraphs(document, newName);
    expect(paragraph).toMatchObject({ type: 'P', text: 'click', markups: [] });
  });

  it.each(VARIANTS)('an embed of %j becomes a plain paragraph', (href) => {
    const document: EditorDocument = {
      type: 'doc',
      content: [{ type: 'embed', attrs: { href, kind: 'IFRAME' }, content: [{ type: 'text', text: 'watch' }] }],
    };
    const [paragraph] = documentToParagraphs(document, newName);
    expect(paragraph).toMatchObject({ type: 'P', text: 'watch' });
    expect(paragraph).not.toHaveProperty('href');
  });

  it('keeps http, https and mailto links', () => {
    for (const href of ['https://example.com/', 'http://example.com/', 'mailto:ada@example.com']) {
      const document: EditorDocument = {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] }] },
        ],
      };
      expect(documentToParagraphs(document, newName)[0]?.markups).toEqual([{ type: 'A', start: 0, end: 1, href }]);
    }
  });
});
