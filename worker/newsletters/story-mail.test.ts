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

const A_STYLE = 'style="color:inherit;text-decoration:underline"';

describe('a story in mail is its page’s markup, with styles inline', () => {
  it.each([
    [
      'a link',
      paragraph('P', 'Read the notes.', [{ type: 'A', start: 9, end: 14, href: 'https://example.com/notes' }]),
      `<p id="p1" class="story__paragraph">Read the <a ${A_STYLE} href="https://example.com/notes" rel="noopener nofollow ugc">notes</a>.</p>`,
    ],
    [
      'bold and italic, overlapping',
      paragraph('P', 'one two three', [
        { type: 'STRONG', start: 0, end: 7 },
        { type: 'EM', start: 4, end: 13 },
      ]),
      '<strong>one </strong><strong><em>two</em></strong><em> three</em></p>',
    ],
    [
      'code',
      paragraph('P', 'run npm test', [{ type: 'CODE', start: 4, end: 12 }]),
      'run <code style="font-family:Menlo,Consolas,monospace;font-size:15px;background:#f2f2f2;padding:1px 4px">npm test</code></p>',
    ],
    [
      'a link in a heading',
      paragraph('H3', 'See here', [{ type: 'A', start: 4, end: 8, href: 'https://example.com/' }]),
      `<h2 id="p1" class="story__heading">See <a ${A_STYLE} href="https://example.com/" rel="noopener nofollow ugc">here</a></h2>`,
    ],
    [
      'a link to a scheme outside the allow-list, as its words',
      paragraph('P', 'click me', [{ type: 'A', start: 0, end: 8, href: 'javascript:alert(1)' }]),
      '<p id="p1" class="story__paragraph">click me</p>',
    ],
    [
      'markup around words that need escaping',
      paragraph('P', 'a <b> & c', [{ type: 'EM', start: 2, end: 5 }]),
      '>a <em>&lt;b&gt;</em> &amp; c</p>',
    ],
    [
      'a reader’s highlight, left out',
      paragraph('P', 'quiet', [{ type: 'HIGHLIGHT', start: 0, end: 5 }]),
      '<p id="p1" class="story__paragraph">quiet</p>',
    ],
    [
      'a code block, as one styled block',
      paragraph('PRE', 'if (a < b) {}', []),
      '<pre style="white-space:pre-wrap;background:#f7f7f5;padding:12px;font-family:Menlo,Consolas,monospace;font-size:15px" id="p1" class="story__code">if (a &lt; b) {}</pre>',
    ],
    ['a list item, in a list', paragraph('ULI', 'milk', []), '<ul><li id="p1">milk</li></ul>'],
    [
      'an embed, as a link (no mail client runs frames)',
      { ...paragraph('IFRAME', 'A talk', []), href: 'https://www.youtube.com/watch?v=abc' },
      `<a ${A_STYLE} href="https://www.youtube.com/watch?v=abc" rel="noopener nofollow ugc">A talk</a>`,
    ],
  ])('%s', (_, given, html) => {
    const mail = mailOf(given);
    expect(mail.html).toContain(html);
    // the plain-text part carries the words alone
    expect(mail.text).toContain(given.text);
  });

  it('shows an image from the site, in its upload’s format, no wider than the column', () => {
    const html = mailOf({
      ...paragraph('IMG', 'The harbour', []),
      metadata: { id: `${'a'.repeat(32)}.jpeg`, originalWidth: 2000, originalHeight: 1000, alt: 'Boats' },
    }).html;
    expect(html).toContain(
      `<img style="max-width:100%;height:auto;display:block" src="https://quire.example/_/image/w:680/${'a'.repeat(32)}.jpeg"`,
    );
    expect(html).not.toContain('webp');
    expect(html).toContain('alt="Boats"');
    expect(html).toContain(
      '<figcaption style="color:#6b6b6b;font-size:14px;text-align:center">The harbour</figcaption>',
    );
  });
});
