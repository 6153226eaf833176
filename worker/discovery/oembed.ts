import { escapeEntities } from '../../shared/content/html-entities.ts';
import { link } from '../../shared/routes/index.ts';
import { storyIdFromReference } from '../../shared/routes/story-reference.ts';
import { imageUrl } from '../../shared/images/image-url.ts';
import { SOCIAL_IMAGE } from '../../shared/discovery/share-card.ts';
import { shareCardFor } from './share-card.ts';
import type { RouteHandler } from '../routes/route-handler.ts';

const DEFAULT_SIZE = { width: 600, height: 400 };

/** A requested bound (maxwidth, maxheight): a whole number of pixels, or none. */
const bound = (value: string | undefined) => {
  const number = value ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number > 0 ? number : null;
};

/**
 * The share image's size within the consumer's bounds, its shape kept: oEmbed asks the thumbnail
 * to respect maxwidth and maxheight as the embed does.
 */
export function thumbnailSize(maxWidth: number | null, maxHeight: number | null): { width: number; height: number } {
  const { width, height } = SOCIAL_IMAGE;
  const scale = Math.min(1, (maxWidth ?? width) / width, (maxHeight ?? height) / height);
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

/**
 * /oembed?url=…&format=json: the oEmbed provider for story addresses on Quire's
 * hosts. It answers a `rich` embed, an iframe of /embed, the light card of the story, never its
 * text. Stories it does not know, and addresses not Quire's, are 404; XML is 501, as oEmbed says.
 */
export const oembed: RouteHandler = async (c) => {
  const url = c.req.query('url');
  if (!url) return c.json({ message: 'Give the address of a story: ?url=' }, 400);
  if ((c.req.query('format') ?? 'json') !== 'json') return c.json({ message: 'Only the json format is offered.' }, 501);
  const id = storyIdFromReference(url);
  const context = await c.get('app').graphqlContext();
  const origin = context.linkContext.authOrigin;
  const card = id ? await shareCardFor(context, 'post', { id }, { origin, productName: c.env.PRODUCT_NAME }) : null;
  let asked: URL | null = null;
  try {
    asked = new URL(url);
  } catch {
    // a bare id or slug is not an address oEmbed consumers send
  }
  // an address on another site that happens to end in a story's id is not ours to answer
  const ours =
    asked !== null && (asked.host === new URL(origin).host || (card !== null && asked.host === new URL(card.url).host));
  if (!card || !ours) return c.json({ message: 'No story lives at that address.' }, 404);
  // the consumer's bounds are kept, however small: oEmbed says a provider must respect them
  const [maxWidth, maxHeight] = [bound(c.req.query('maxwidth')), bound(c.req.query('maxheight'))];
  const width = Math.min(maxWidth ?? DEFAULT_SIZE.width, DEFAULT_SIZE.width);
  const height = Math.min(maxHeight ?? DEFAULT_SIZE.height, DEFAULT_SIZE.height);
  const thumbnail = thumbnailSize(maxWidth, maxHeight);
  const src = `${origin}${link('ShowEmbed')}?url=${encodeURIComponent(card.url)}`;
  return c.json(
    {
      version: '1.0',
      type: 'rich',
      provider_name: c.env.PRODUCT_NAME,
      provider_url: `${origin}/`,
      title: card.title,
      ...(card.article ? { author_name: card.article.authorName, author_url: card.article.authorUrl } : {}),
      html: `<iframe src="${escapeEntities(src)}" width="${width}" height="${height}" title="${escapeEntities(card.title)}" loading="lazy" style="border:0;max-width:100%"></iframe>`,
      width,
      height,
      ...(card.imageId
        ? {
            thumbnail_url: `${origin}${imageUrl(card.imageId, { ...SOCIAL_IMAGE, ...thumbnail })}`,
            thumbnail_width: thumbnail.width,
            thumbnail_height: thumbnail.height,
          }
        : {}),
    },
    200,
    { 'Cache-Control': 'public, max-age=3600' },
  );
};
