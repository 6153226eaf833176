import { IMAGE_UPLOAD_MAX_BYTES } from '../../shared/constants.ts';
import type { ImageMetadata } from '../../shared/content/paragraphs.ts';
import { sniffImageFormat } from './sniff-image.ts';

/** Why an image was not stored, in words for the person who sent it. */
export const IMAGE_REFUSALS = {
  tooLarge: `Images can be up to ${IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`,
  format: 'Only JPEG, PNG, GIF and WebP images can be uploaded.',
  unreadable: 'That image could not be read. Is the file complete?',
} as const;

export type StoredImage = ImageMetadata | { readonly refused: keyof typeof IMAGE_REFUSALS };

/**
 * Stores an image in R2 under `key` plus its real format, once its bytes and a decode say it is a
 * JPEG, PNG, GIF or WebP image (SVG and anything else could carry script), with who sent it and
 * its size. Uploads and imported pictures both come this way.
 */
export async function storeImage(
  env: { readonly MEDIA: R2Bucket; readonly IMAGES: ImagesBinding },
  bytes: Uint8Array<ArrayBuffer>,
  uploaderId: string,
  key: string,
): Promise<StoredImage> {
  if (bytes.byteLength > IMAGE_UPLOAD_MAX_BYTES) return { refused: 'tooLarge' };
  const format = sniffImageFormat(bytes);
  if (!format) return { refused: 'format' };
  const info = await env.IMAGES.info(new Blob([bytes]).stream()).catch(() => null);
  if (!info || !('width' in info)) return { refused: 'unreadable' };
  const id = `${key}.${format}`;
  await env.MEDIA.put(id, bytes, {
    httpMetadata: { contentType: `image/${format}` },
    customMetadata: { uploaderId, width: String(info.width), height: String(info.height) },
  });
  return { id, originalWidth: info.width, originalHeight: info.height };
}
