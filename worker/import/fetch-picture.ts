import { IMAGE_UPLOAD_MAX_BYTES } from '../../shared/constants.ts';
import { readAtMost } from '../routes/bounded-body.ts';
import { type FetchRefusal, publicFetch } from './public-fetch.ts';

const TIMEOUT_MS = 10_000;

export type FetchedPicture = { readonly bytes: Uint8Array<ArrayBuffer> } | { readonly error: string };

/** Fetches a picture an imported story shows, for Quire to keep its own copy. */
export type PictureFetcher = (address: string) => Promise<FetchedPicture>;

const REFUSALS: Record<FetchRefusal, string> = {
  address: 'Its address could not be read.',
  scheme: 'It is not on the web.',
  private: 'It is not on the public web.',
  unreachable: 'It could not be reached.',
  redirects: 'Its address redirects too many times.',
};

/**
 * A picture of an imported story (public-fetch.ts's rules): an image only, at most as large as an
 * upload and 10 seconds; its format is checked again when it is stored (store-image.ts).
 */
export const createPictureFetcher =
  (allowPrivateHosts: boolean): PictureFetcher =>
  async (address) => {
    const fetched = await publicFetch(address, { accept: 'image/*', allowPrivateHosts, timeoutMs: TIMEOUT_MS });
    if ('refused' in fetched) return { error: REFUSALS[fetched.refused] };
    const { response } = fetched;
    if (!response.ok) {
      await response.body?.cancel();
      return { error: `Its address answered with an error (${response.status}).` };
    }
    if (!(response.headers.get('Content-Type') ?? '').startsWith('image/')) {
      await response.body?.cancel();
      return { error: 'Its address is not a picture.' };
    }
    const body = await readAtMost(response.body, IMAGE_UPLOAD_MAX_BYTES).catch(() => undefined);
    if (body === undefined) return { error: REFUSALS.unreachable };
    return body === null
      ? { error: `It is larger than ${IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB.` }
      : { bytes: body };
  };
