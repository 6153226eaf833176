import { PRIVACY_BANNER_META } from '../../shared/constants.ts';
import { showsPrivacyBanner } from '../../shared/privacy/privacy-banner.ts';
import { inPrivacyRegion } from '../../shared/privacy/privacy-region.ts';

/**
 * A stored page is served to every visitor, but whether the EU privacy banner applies depends on
 * where each one is and whether they accepted (spec 1 §4). The page's head carries that answer as
 * one byte, '1' or '0', in `<meta name="quire-privacy-banner" content="…">`; its place is found
 * once per stored copy, and each copy served gets the byte for its own request. Nothing else
 * about the reader enters a stored page.
 */
const encoder = new TextEncoder();
const NEEDLE = encoder.encode(`<meta name="${PRIVACY_BANNER_META}" content="`);

/** The byte offset of the answer in the page, or null when it has none. */
export function bannerPlace(body: Uint8Array): number | null {
  search: for (let start = 0; start <= body.length - NEEDLE.length - 1; start += 1) {
    for (let index = 0; index < NEEDLE.length; index += 1) if (body[start + index] !== NEEDLE[index]) continue search;
    return start + NEEDLE.length;
  }
  return null;
}

const ONE = 0x31;
const ZERO = 0x30;

/** The page with this request's answer in its place; the same bytes when they already say so. */
export function withBannerAnswer(body: Uint8Array<ArrayBuffer>, place: number | null, shows: boolean): Uint8Array<ArrayBuffer> {
  const value = shows ? ONE : ZERO;
  if (place === null || body[place] === value) return body;
  const copy = body.slice();
  copy[place] = value;
  return copy;
}

/** Whether this request gets the privacy banner: Cloudflare's `cf.country` says where it came from. */
export const requestShowsPrivacyBanner = (request: Request, signedIn: boolean): boolean =>
  showsPrivacyBanner({ signedIn, inRegion: inPrivacyRegion((request.cf as { country?: string } | undefined)?.country), cookies: request.headers.get('Cookie') ?? '' });
