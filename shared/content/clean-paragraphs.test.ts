import { describe, expect, it } from 'vitest';
import { cleanParagraphs } from './clean-paragraphs.ts';
import type { Paragraph } from './paragraphs.ts';

const p = (overrides: Partial<Paragraph>): Paragraph => ({
  name: 'p1',
  type: 'P',
  text: 'Hello, reader.',
  markups: [],
  ...overrides,
});
const IMAGE = '0123456789abcdef0123456789abcdef.png';

describe('cleanParagraphs: what the server stores from a save', () => {
  it.each<[string, Paragraph, Partial<Paragraph>]>([
    [
      'keeps an allowed link',
      p({ markups: [{ type: 'A', start: 0, end: 5, href: 'https://example.com/' }] }),
      { markups: [{ type: 'A', start: 0, end: 5, href: 'https://example.com/' }] },
    ],
    [
      'drops a javascript: link but keeps the words',
      p({ markups: [{ type: 'A', start: 0, end: 5, href: 'JaVa\tScRiPt:alert(1)' }] }),
      { text: 'Hello, reader.', markups: [] },
    ],
    [
      'clamps a markup to its text',
      p({ markups: [{ type: 'EM', start: -3, end: 99 }] }),
      { markups: [{ type: 'EM', start: 0, end: 14 }] },
    ],
    [
      'drops an empty or reversed markup',
      p({
        markups: [
          { type: 'EM', start: 5, end: 5 },
          { type: 'STRONG', start: 6, end: 2 },
        ],
      }),
      { markups: [] },
    ],
    ['drops markups writers cannot make', p({ markups: [{ type: 'QUOTE', start: 0, end: 5 }] }), { markups: [] }],
    [
      'drops markups inside code blocks',
      p({ type: 'PRE', markups: [{ type: 'EM', start: 0, end: 5 }] }),
      { type: 'PRE', markups: [] },
    ],
    ['empties a divider', p({ type: 'HR', text: 'stray' }), { type: 'HR', text: '' }],
    [
      'turns an embed of a bad address into a paragraph',
      p({ type: 'IFRAME', href: 'javascript:alert(1)' }),
      { type: 'P', text: 'Hello, reader.' },
    ],
    [
      'keeps an embed of a good address',
      p({ type: 'MIXTAPE_EMBED', href: 'https://example.com/a' }),
      { type: 'MIXTAPE_EMBED', href: 'https://example.com/a' },
    ],
    [
      'keeps a picture of an upload, with a known layout',
      p({
        type: 'IMG',
        layout: 'OUTSET_CENTER',
        metadata: { id: IMAGE, originalWidth: 800, originalHeight: 600, alt: 'A hill' },
      }),
      {
        type: 'IMG',
        layout: 'OUTSET_CENTER',
        metadata: { id: IMAGE, originalWidth: 800, originalHeight: 600, alt: 'A hill' },
      },
    ],
  ])('%s', (_, input, expected) => {
    const result = cleanParagraphs([input]);
    expect(result).toEqual({ paragraphs: [expect.objectContaining(expected)] });
  });

  it.each<[string, Paragraph[], string]>([
    ['a type writers cannot make', [p({ type: 'H1' })], 'Paragraphs of type H1 cannot be written here.'],
    ['two paragraphs with one name', [p({}), p({ text: 'again' })], 'Every paragraph needs its own name.'],
    ['a name that is not one', [p({ name: '<script>' })], 'Every paragraph needs its own name.'],
    [
      'a picture that is not an upload',
      [p({ type: 'IMG', metadata: { id: 'https://evil.example/x.png', originalWidth: 1, originalHeight: 1 } })],
      'Every picture must be an uploaded image.',
    ],
    [
      'a paragraph that is too long',
      [p({ text: 'x'.repeat(20_001) })],
      'A paragraph can be at most 20,000 characters long.',
    ],
    [
      'too many paragraphs',
      Array.from({ length: 2001 }, (_, i) => p({ name: `p${i}` })),
      'A story can have at most 2000 paragraphs.',
    ],
  ])('refuses %s', (_, input, error) => {
    expect(cleanParagraphs(input)).toEqual({ error });
  });
});
