import { renderToStaticMarkup } from 'react-dom/server';
import type { Paragraph } from '../../shared/content/paragraphs.ts';
import { storyHtml } from '../render/story-html.tsx';
import { lockedPreview } from '../stories/index.ts';

/**
 * A story's body as the fediverse gets it: the same allow-listed HTML readers get (the
 * paragraphs rendered by the page's renderer, never stored HTML). A members-only story sends
 * only its preview and a link to the rest, as its page shows visitors.
 */
export function articleContent(
  paragraphs: readonly Paragraph[],
  membersOnly: boolean,
  url: string,
  origin: string,
  productName: string,
): string {
  const shown = membersOnly ? lockedPreview(paragraphs) : paragraphs;
  const body = storyHtml(shown, { origin });
  if (!membersOnly) return body;
  return (
    body +
    renderToStaticMarkup(
      <p>
        This story is for members. <a href={url}>Read the rest on {productName}</a>
      </p>,
    )
  );
}
