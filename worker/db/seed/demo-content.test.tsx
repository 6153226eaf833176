import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { decodeEntities } from '../../../shared/content/html-entities.ts';
import { PostBody } from '../../../shared/content/post-body.tsx';
import { DEMO_STORIES } from './demo-content.ts';

describe('the demo stories', () => {
  it('render every stored paragraph under its own name, with its words', () => {
    for (const story of DEMO_STORIES) {
      const html = renderToStaticMarkup(<PostBody paragraphs={story.paragraphs} />);
      const text = decodeEntities(html.replace(/<[^>]+>/g, ''));
      for (const paragraph of story.paragraphs) {
        expect(html).toContain(`id="${paragraph.name}"`);
        expect(text).toContain(paragraph.text);
      }
    }
  });
});
