import { bannerPlace, writeBannerAnswer } from '../render/privacy-region.ts';
import { noncePlaces, writeNonce, type NoncePlaces } from './renew-nonce.ts';

/** Where a stored page holds what each request gets anew: its nonce, and the privacy banner's answer. */
export interface PagePlaces {
  readonly nonce: NoncePlaces | null;
  readonly privacyBanner: number | null;
}

/**
 * Found once per stored copy, when it is first served from this isolate's memory, and kept with
 * it. A miss keeps its copy there too, and most such copies are never served from it: finding
 * their places as they were kept cost every miss about 0.1 ms (docs/scale.md).
 */
export function pagePlaces(body: Uint8Array, policy: string): () => PagePlaces {
  let places: PagePlaces | undefined;
  return () => (places ??= { nonce: noncePlaces(body, policy), privacyBanner: bannerPlace(body) });
}

/**
 * A stored page as one request gets it: one copy of the bytes, with a fresh nonce in the page and
 * the policy, and this request's answer about the privacy banner. The stored bytes stay as they
 * were for the next reader.
 */
export function renewedPage(
  body: Uint8Array<ArrayBuffer>,
  policy: string,
  places: PagePlaces,
  fresh: { readonly nonce: string; readonly showsPrivacyBanner: boolean },
): { body: Uint8Array<ArrayBuffer>; policy: string } {
  const copy = body.slice();
  const renewedPolicy = writeNonce(copy, policy, places.nonce, fresh.nonce);
  writeBannerAnswer(copy, places.privacyBanner, fresh.showsPrivacyBanner);
  return { body: copy, policy: renewedPolicy };
}
