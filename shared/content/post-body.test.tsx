import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Paragraph } from './paragraphs.ts';
import { UNSAFE_URL_CASES } from './unsafe-url-cases.ts';
import { PostBody } from './post-body.tsx';

const render = (paragraphs: readonly (Paragraph & { frameUrl?: string | null })[]) =>
  renderToStaticMarkup(<PostBody paragraphs={paragraphs} />);

/** Every href and src the page would carry. */
const addresses = (html: string) =>
  [...html.matchAll(/\s(?:href|src|srcSet)="([^"]*)"/gi)].map((match) => match[1] ?? '');

describe('the reading page’s rendering of stored paragraphs (checked again when rendered)', () => {
  it.each(UNSAFE_URL_CASES)('a stored link, embed or frame to %j never becomes an href or src', (href) => {
    const html = render([
      { name: 'a', type: 'P', text: 'click here', markups: [{ type: 'A', start: 0, end: 5, href }] },
      { name: 'b', type: 'MIXTAPE_EMBED', text: 'a card', markups: [], href },
      // the server allows no frame for it (embed-frame.test.ts), and the card must not link it either
      { name: 'c', type: 'IFRAME', text: 'a video', markups: [], href, frameUrl: null },
      { name: 'd', type: 'IMG', text: '', markups: [], metadata: { id: href, originalWidth: 10, originalHeight: 10 } },
    ]);
    for (const address of addresses(html)) expect(address).toMatch(/^(https?:\/\/|\/_\/image\/)/);
    expect(html).not.toMatch(/<iframe/);
    expect(html).toContain('click here');
  });

  it('frames only the player address the server allowed', () => {
    const html = render([
      {
        name: 'c',
        type: 'IFRAME',
        text: 'a video',
        markups: [],
        href: 'https://youtu.be/dQw4w9WgXcQ',
        frameUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      },
    ]);
    expect(html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
  });
});
