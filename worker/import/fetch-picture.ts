import { IMAGE_UPLOAD_MAX_BYTES } from '../../shared/constants.ts';
import { type BodyRefusal, publicBody } from './public-fetch.ts';

export type FetchedPicture = { readonly bytes: Uint8Array<ArrayBuffer> } | { readonly error: string };

/** Fetches a picture an imported story shows, for Quire to keep its own copy. */
export type PictureFetcher = (address: string) => Promise<FetchedPicture>;

/** Why a picture stayed a link, in the report's words. */
const reason = (refusal: BodyRefusal): string =>
  typeof refusal === 'object'
    ? `Its address answered with an error (${refusal.status}).`
    : {
        address: 'Its address could not be read.',
        scheme: 'It is not on the web.',
        private: 'It is not on the public web.',
        unreachable: 'It could not be reached.',
        redirects: 'Its address redirects too many times.',
        type: 'Its address is not a picture.',
        large: `It is larger than ${IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`,
      }[refusal];

/**
 * A picture of an imported story (public-fetch.ts's rules): an image only, at most as large as an
 * upload, within 10 seconds; its format is checked again when it is stored (store-image.ts).
 */
export const createPictureFetcher =
  (allowPrivateHosts: boolean): PictureFetcher =>
  async (address) => {
    const read = await publicBody(address, {
      accept: 'image/*',
      accepts: (type) => type.startsWith('image/'),
      allowPrivateHosts,
      timeoutMs: 10_000,
      maxBytes: IMAGE_UPLOAD_MAX_BYTES,
    });
    return 'refused' in read ? { error: reason(read.refused) } : { bytes: read.bytes };
  };
