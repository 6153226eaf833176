import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown-to-html.ts';

describe('markdownToHtml (the public API’s contentFormat "markdown")', () => {
  it.each([
    ['a paragraph, its lines joined', 'One line\nand the next.', '<p>One line and the next.</p>'],
    ['paragraphs apart', 'First.\n\nSecond.', '<p>First.</p>\n<p>Second.</p>'],
    [
      'headings (levels past 4 stay 4)',
      '# Title\n## Part\n###### Deep',
      '<h1>Title</h1>\n<h2>Part</h2>\n<h4>Deep</h4>',
    ],
    ['a quote', '> Said once\n> and again', '<blockquote>Said once and again</blockquote>'],
    ['a bulleted list', '- one\n- two', '<ul><li>one</li><li>two</li></ul>'],
    ['a numbered list', '1. one\n2) two', '<ol><li>one</li><li>two</li></ol>'],
    ['a rule', 'Above\n\n---\n\nBelow', '<p>Above</p>\n<hr>\n<p>Below</p>'],
    ['fenced code, kept as written', '```js\nif (a < b) *x*\n```', '<pre>if (a &lt; b) *x*</pre>'],
    [
      'strong, emphasis and code',
      '**bold** and *it* and _it_ and `a*b*`',
      '<p><strong>bold</strong> and <em>it</em> and <em>it</em> and <code>a*b*</code></p>',
    ],
    ['snake_case words', 'a snake_case_name here', '<p>a snake_case_name here</p>'],
    [
      'links',
      'See [the site](https://example.com/a?b=1&c=2).',
      '<p>See <a href="https://example.com/a?b=1&amp;c=2">the site</a>.</p>',
    ],
    [
      'pictures, not links',
      'Look: ![A picture](https://example.com/a.png)',
      '<p>Look: <img src="https://example.com/a.png" alt="A picture"></p>',
    ],
    ['raw HTML as text', '<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['a heading right after a paragraph', 'Words\n# Heading', '<p>Words</p>\n<h1>Heading</h1>'],
  ])('%s', (_, markdown, html) => {
    expect(markdownToHtml(markdown)).toBe(html);
  });
});
