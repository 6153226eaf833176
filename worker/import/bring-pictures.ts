import { sha256Hex } from '../../shared/hex.ts';
import { IMAGE_REFUSALS, storeImage } from '../images/store-image.ts';
import type { PictureFetcher } from './fetch-picture.ts';
import type { PictureOutcome } from './pictures-to-fetch.ts';

/**
 * Pictures one run of an import fetches at most: the Workers free plan allows 50 fetches an
 * invocation, and a message that has fetched its share leaves the rest to the next one.
 */
export const PICTURE_FETCHES_PER_RUN = 40;

/** Fetches at once: a Worker keeps six connections open at a time. */
const AT_ONCE = 6;

export interface PictureDeps {
  readonly media: R2Bucket;
  readonly images: ImagesBinding;
  readonly fetchPicture: PictureFetcher;
}

/**
 * A picture's image key from its writer and its address: fetched again (a redelivered message,
 * the same archive imported twice, a picture shown in two stories) it is the same object.
 */
const pictureKey = async (userId: string, address: string) => (await sha256Hex(`${userId}\n${address}`)).slice(0, 32);

/** A picture already fetched for this writer, from R2. */
async function storedPicture(media: R2Bucket, key: string): Promise<PictureOutcome | null> {
  const { objects } = await media.list({ prefix: `${key}.`, limit: 1, include: ['customMetadata'] });
  const object = objects[0];
  if (!object) return null;
  return {
    id: object.key,
    originalWidth: Number(object.customMetadata?.['width'] ?? 0),
    originalHeight: Number(object.customMetadata?.['height'] ?? 0),
  };
}

async function fetchPicture(deps: PictureDeps, userId: string, key: string, address: string): Promise<PictureOutcome> {
  const fetched = await deps.fetchPicture(address);
  if ('error' in fetched) return { reason: fetched.error };
  const stored = await storeImage({ MEDIA: deps.media, IMAGES: deps.images }, fetched.bytes, userId, key);
  return 'refused' in stored ? { reason: IMAGE_REFUSALS[stored.refused] } : stored;
}

/**
 * What became of each address: found in R2 from an earlier run, failed before (`failures`), or
 * fetched now into Quire's image store (store-image.ts), at most `allowance` of them; `waiting`
 * counts the addresses left for the next run.
 */
export async function bringPictures(
  deps: PictureDeps,
  userId: string,
  addresses: readonly string[],
  failures: Readonly<Record<string, string>>,
  allowance: number,
): Promise<{ readonly outcomes: Map<string, PictureOutcome>; readonly fetched: number; readonly waiting: number }> {
  const outcomes = new Map<string, PictureOutcome>();
  const missing: { address: string; key: string }[] = [];
  for (const address of new Set(addresses)) {
    const failure = failures[address];
    if (failure !== undefined) {
      outcomes.set(address, { reason: failure });
      continue;
    }
    const key = await pictureKey(userId, address);
    const stored = await storedPicture(deps.media, key);
    if (stored) outcomes.set(address, stored);
    else missing.push({ address, key });
  }
  const now = missing.slice(0, Math.max(0, allowance));
  for (let start = 0; start < now.length; start += AT_ONCE) {
    const batch = now.slice(start, start + AT_ONCE);
    await Promise.all(
      batch.map(async ({ address, key }) => {
        outcomes.set(address, await fetchPicture(deps, userId, key, address));
      }),
    );
  }
  return { outcomes, fetched: now.length, waiting: missing.length - now.length };
}

declare module '../graphql/context.ts' {
  interface FeatureServices {
    /** Where an imported story's pictures come from and go (worker/import/bring-pictures.ts). */
    readonly importPictures: PictureDeps;
  }
}
