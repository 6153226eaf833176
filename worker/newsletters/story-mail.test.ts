import { describe, expect, it } from 'vitest';
import type { Markup, Paragraph } from '../../shared/content/paragraphs.ts';
import { storyMail } from './story-mail.ts';

const SITE = { origin: 'https://quire.example', productName: 'Quire' };

const mailOf = (paragraph: Paragraph) =>
  storyMail(
    { title: 'T', subtitle: '', paragraphs: [paragraph], isPreviewOnly: false, url: null, writerName: 'Ann' },
    'r@example.com',
    'https://quire.example/u',
    SITE,
  );

const paragraph = (type: Paragraph['type'], text: string, markups: Markup[]): Paragraph => ({
  name: 'p1',
  type,
  text,
  markups,
});

describe('a story in mail keeps its inline formatting, as its page, RSS and the fediverse do', () => {
  it.each([
    [
      'a link',
      paragraph('P', 'Read the notes.', [{ type: 'A', start: 9, end: 14, href: 'https://example.com/notes' }]),
      '<p>Read the <a href="https://example.com/notes" style="color:inherit;text-decoration:underline">notes</a>.</p>',
    ],
    [
      'bold and italic, overlapping',
      paragraph('P', 'one two three', [
        { type: 'STRONG', start: 0, end: 7 },
        { type: 'EM', start: 4, end: 13 },
      ]),
      '<p><strong>one </strong><strong><em>two</em></strong><em> three</em></p>',
    ],
    [
      'code',
      paragraph('P', 'run npm test', [{ type: 'CODE', start: 4, end: 12 }]),
      '<p>run <code style="font-family:Menlo,Consolas,monospace;font-size:15px;background:#f2f2f2;padding:1px 4px">npm test</code></p>',
    ],
    [
      'a link in a heading',
      paragraph('H3', 'See here', [{ type: 'A', start: 4, end: 8, href: 'https://example.com/' }]),
      '<h2>See <a href="https://example.com/" style="color:inherit;text-decoration:underline">here</a></h2>',
    ],
    [
      'a link to a scheme outside the allow-list, as its words',
      paragraph('P', 'click me', [{ type: 'A', start: 0, end: 8, href: 'javascript:alert(1)' }]),
      '<p>click me</p>',
    ],
    [
      'markup around words that need escaping',
      paragraph('P', 'a <b> & c', [{ type: 'EM', start: 2, end: 5 }]),
      '<p>a <em>&lt;b&gt;</em> &amp; c</p>',
    ],
    [
      'a reader’s highlight, left out',
      paragraph('P', 'quiet', [{ type: 'HIGHLIGHT', start: 0, end: 5 }]),
      '<p>quiet</p>',
    ],
  ])('%s', (_, given, html) => {
    const mail = mailOf(given);
    expect(mail.html).toContain(html);
    // the plain-text part carries the words alone
    expect(mail.text).toContain(given.text);
  });

  it('keeps a code block’s text as it is, with no formatting inside', () => {
    expect(mailOf(paragraph('PRE', 'if (a < b) {}', [{ type: 'STRONG', start: 0, end: 2 }])).html).toContain(
      '<pre style="white-space:pre-wrap;background:#f7f7f5;padding:12px">if (a &lt; b) {}</pre>',
    );
  });
});
