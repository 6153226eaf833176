import { IMAGE_UPLOAD_MAX_BYTES } from '../../shared/constants.ts';
import { requestViewer } from '../auth/request-viewer.ts';
import { database } from '../db/client.ts';
import { randomHex } from '../../shared/hex.ts';
import { sniffImageFormat } from '../images/sniff-image.ts';
import type { RouteHandler } from './route-handler.ts';

const MAX_MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);
/** Room for the form's boundaries and headers around the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const refuse = (status: 400 | 401 | 403 | 405 | 413 | 415, error: string) =>
  Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store', ...(status === 405 ? { Allow: 'POST' } : {}) } });

/**
 * POST /_/upload: a signed-in writer's image, as the `file` field of a form, with the session's
 * anti-forgery value. Only real JPEG, PNG, GIF and WebP files (checked by their bytes and by
 * decoding them) up to the configured size are stored, in R2 under a new random id.
 */
export const upload: RouteHandler = async (c) => {
  if (c.req.method !== 'POST') return refuse(405, 'Upload images with POST.');
  const viewer = await requestViewer(c, database(c.get('d1')));
  if (!viewer) return refuse(401, 'Sign in to upload images.');
  if (c.req.header('X-Xsrf-Token') !== viewer.xsrf) return refuse(403, 'Missing or invalid anti-forgery value.');

  const tooLarge = `Images can be up to ${MAX_MB} MB.`;
  if (Number(c.req.header('Content-Length') ?? 0) > IMAGE_UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES) return refuse(413, tooLarge);
  const form = await c.req.formData().catch(() => null);
  const file = form?.get('file');
  if (!(file instanceof File)) return refuse(400, 'Send the image as the “file” field of a form.');
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return refuse(413, tooLarge);

  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = sniffImageFormat(bytes);
  if (!format) return refuse(415, 'Only JPEG, PNG, GIF and WebP images can be uploaded.');
  const info = await c.env.IMAGES.info(new Blob([bytes]).stream()).catch(() => null);
  if (!info || !('width' in info)) return refuse(415, 'That image could not be read. Is the file complete?');

  const id = `${randomHex(32)}.${format}`;
  await c.env.MEDIA.put(id, bytes, {
    httpMetadata: { contentType: `image/${format}` },
    customMetadata: { uploaderId: viewer.user.id, width: String(info.width), height: String(info.height) },
  });
  return Response.json({ id, originalWidth: info.width, originalHeight: info.height }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
};
