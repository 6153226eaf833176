import { describe, expect, it } from 'vitest';
import { embedFrameUrl } from './embed-frame.ts';

describe('embedFrameUrl (IFRAME embeds only where safe)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871?autoplay=1', 'https://player.vimeo.com/video/76979871'],
    ['https://www.youtube.com/watch?v=bad"id', null],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', null],
    ['https://example.com/video', null],
    ['javascript:alert(1)//youtu.be/dQw4w9WgXcQ', null],
    ['mailto:a@example.com', null],
    [null, null],
  ])('%s → %s', (href, frame) => {
    expect(embedFrameUrl(href)).toBe(frame);
  });
});
