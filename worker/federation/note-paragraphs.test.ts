import { describe, expect, it } from 'vitest';
import { noteParagraphs } from './note-paragraphs.ts';

describe('a fediverse reply as paragraphs', () => {
  it.each([
    [
      'Mastodon’s mention and two paragraphs',
      '<p><span class="h-card"><a href="https://q.example/@ada" class="u-url mention">@<span>ada</span></a></span> Lovely piece.</p><p>Thanks!</p>',
      ['@ada Lovely piece.', 'Thanks!'],
    ],
    ['line breaks', 'one<br>two<br/>three', ['one', 'two', 'three']],
    ['entities decoded, tags gone', '<p>5 &lt; 6 &amp; <script>alert(1)</script>ok</p>', ['5 < 6 & alert(1)ok']],
    ['empty paragraphs dropped', '<p> </p><p>kept</p><p></p>', ['kept']],
    ['plain text', 'just words', ['just words']],
    ['nothing', '', []],
  ])('%s', (_case, html, expected) => {
    expect(noteParagraphs(html)).toEqual(expected);
  });

  it('keeps at most 20 paragraphs and 5,000 characters', () => {
    expect(noteParagraphs('<p>x</p>'.repeat(30))).toHaveLength(20);
    expect(noteParagraphs(`<p>${'a'.repeat(4_000)}</p><p>${'b'.repeat(4_000)}</p>`).join('')).toHaveLength(5_000);
  });
});
