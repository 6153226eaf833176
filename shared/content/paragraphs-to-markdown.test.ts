import { describe, expect, it } from 'vitest';
import type { Paragraph } from './paragraphs.ts';
import { paragraphsToMarkdown } from './paragraphs-to-markdown.ts';

const p = (type: Paragraph['type'], text: string, extra: Partial<Paragraph> = {}): Paragraph => ({
  name: 'x',
  type,
  text,
  markups: [],
  ...extra,
});

describe('paragraphsToMarkdown: a story exported as Markdown', () => {
  it.each<[string, Paragraph[], string]>([
    ['a plain paragraph', [p('P', 'Hello.')], '# T\n\nHello.\n'],
    ['headings', [p('H3', 'Part'), p('H4', 'Sub')], '# T\n\n## Part\n\n### Sub\n'],
    ['a quotation', [p('BQ', 'Said.')], '# T\n\n> Said.\n'],
    ['code, kept as written', [p('PRE', 'let a = *b*;')], '# T\n\n```\nlet a = *b*;\n```\n'],
    ['a bulleted list, together', [p('ULI', 'one'), p('ULI', 'two')], '# T\n\n- one\n- two\n'],
    [
      'a numbered list, counted',
      [p('OLI', 'one'), p('OLI', 'two'), p('P', 'after'), p('OLI', 'again')],
      '# T\n\n1. one\n2. two\n\nafter\n\n1. again\n',
    ],
    ['a rule', [p('HR', '')], '# T\n\n---\n'],
    [
      'bold, italic and code marks',
      [
        p('P', 'bold and soft code', {
          markups: [
            { type: 'STRONG', start: 0, end: 4 },
            { type: 'EM', start: 9, end: 13 },
            { type: 'CODE', start: 14, end: 18 },
          ],
        }),
      ],
      '# T\n\n**bold** and _soft_ `code`\n',
    ],
    [
      'code marks keep their characters',
      [p('P', 'use a*b', { markups: [{ type: 'CODE', start: 4, end: 7 }] })],
      '# T\n\nuse `a*b`\n',
    ],
    [
      'a link',
      [p('P', 'see this', { markups: [{ type: 'A', start: 4, end: 8, href: 'https://example.com/a' }] })],
      '# T\n\nsee [this](https://example.com/a)\n',
    ],
    [
      'a link to script, dropped',
      [p('P', 'see this', { markups: [{ type: 'A', start: 4, end: 8, href: 'javascript:alert(1)' }] })],
      '# T\n\nsee this\n',
    ],
    ['Markdown in the text, escaped', [p('P', '# not a *heading*')], '# T\n\n\\# not a \\*heading\\*\n'],
    [
      'an image with its caption',
      [
        p('IMG', 'A cat', {
          metadata: { id: `${'a'.repeat(32)}.png`, originalWidth: 1, originalHeight: 1, alt: 'cat' },
        }),
      ],
      `# T\n\n![cat](https://quire.example/_/image/original/${'a'.repeat(32)}.png)\n\n_A cat_\n`,
    ],
  ])('%s', (_case, paragraphs, markdown) => {
    expect(paragraphsToMarkdown('T', paragraphs, 'https://quire.example')).toBe(markdown);
  });
});
