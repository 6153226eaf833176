import {
  formatImageTransform,
  IMAGE_ID,
  parseImageTransform,
  type ImageTransform,
} from '../../shared/images/image-url.ts';
import { edgeCache } from '../cache/edge-cache.ts';
import { gradientStrip } from '../images/gradient-overlay.ts';
import type { RouteHandler } from './route-handler.ts';

/** Renditions never change under their address: an id names one upload, the transform one size. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const FIT = { resample: 'scale-down', crop: 'cover', letterbox: 'pad' } as const;

/** GIF output is for originals only; a resized GIF comes out as PNG. */
const outputFormat = (transform: ImageTransform, original: string) =>
  transform.webp
    ? 'image/webp'
    : original === 'image/jpeg'
      ? 'image/jpeg'
      : original === 'image/webp'
        ? 'image/webp'
        : 'image/png';

/**
 * GET /_/image/{transform}/{imageId}: an uploaded image, resampled, cropped, letterboxed, shaded, blurred
 * or converted by the Images binding, and kept in the edge cache.
 */
export const image: RouteHandler = async (c, match) => {
  const transform = parseImageTransform(match.params['transform'] ?? '');
  const id = match.params['imageId'] ?? '';
  if (!transform || !IMAGE_ID.test(id)) return c.get('app').notFound();

  const cache = edgeCache();
  const cached = await cache.match(c.req.raw);
  if (cached) {
    const hit = new Response(cached.body, cached);
    hit.headers.set('X-Cache-Status', 'HIT');
    return hit;
  }

  const object = await c.env.MEDIA.get(id);
  if (!object) return c.get('app').notFound();
  const originalType = object.httpMetadata?.contentType ?? 'application/octet-stream';
  let body: ReadableStream;
  let type: string;
  if (formatImageTransform(transform) === 'original') {
    body = object.body;
    type = originalType;
  } else {
    const sized = c.env.IMAGES.input(object.body).transform({
      ...(transform.width === null ? {} : { width: transform.width }),
      ...(transform.height === null ? {} : { height: transform.height }),
      fit: FIT[transform.strategy],
      ...(transform.strategy === 'letterbox' ? { background: '#ffffff' } : {}),
      ...(transform.blur === null ? {} : { blur: transform.blur }),
    });
    // a gradient comes only with a crop of both sides (parseImageTransform), so the strip is stretched to the exact size
    const shaded =
      transform.gradient && transform.width !== null && transform.height !== null
        ? sized.draw(
            c.env.IMAGES.input(gradientStrip()).transform({
              width: transform.width,
              height: transform.height,
              fit: 'squeeze',
            }),
            { left: 0, bottom: 0 },
          )
        : sized;
    const result = await shaded.output({ format: outputFormat(transform, originalType) });
    body = result.image();
    type = result.contentType();
  }
  const response = new Response(body, {
    headers: {
      'Content-Type': type,
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'X-Cache-Status': 'MISS',
    },
  });
  c.executionCtx.waitUntil(cache.put(c.req.raw, response.clone()));
  return response;
};
