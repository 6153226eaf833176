import { PRIVACY_BANNER_META } from '../../shared/constants.ts';
import { showsPrivacyBanner } from '../../shared/privacy/privacy-banner.ts';
import { inPrivacyRegion } from '../../shared/privacy/privacy-region.ts';
import { findBytes } from './find-bytes.ts';

/**
 * A stored page is served to every visitor, but whether the EU privacy banner applies depends on
 * where each one is and whether they accepted (docs/spec-checklist.md 1 §4). The page's head carries that answer as
 * one byte, '1' or '0', in `<meta name="quire-privacy-banner" content="…">`; its place is found
 * once per stored copy, and each copy served gets the byte for its own request. Nothing else
 * about the reader enters a stored page.
 */
const NEEDLE = new TextEncoder().encode(`<meta name="${PRIVACY_BANNER_META}" content="`);

/** The byte offset of the answer in the page, or null when it has none. */
export function bannerPlace(body: Uint8Array): number | null {
  const [start] = findBytes(body, NEEDLE, 1);
  return start === undefined ? null : start + NEEDLE.length;
}

/** Writes this request's answer, '1' or '0', in `copy` (the served bytes, never the stored ones). */
export function writeBannerAnswer(copy: Uint8Array, place: number | null, shows: boolean): void {
  if (place !== null) copy[place] = shows ? 0x31 : 0x30;
}

/** Whether this request gets the privacy banner: Cloudflare's `cf.country` says where it came from. */
export const requestShowsPrivacyBanner = (request: Request, signedIn: boolean): boolean =>
  showsPrivacyBanner({
    signedIn,
    inRegion: inPrivacyRegion((request.cf as { country?: string } | undefined)?.country),
    cookies: request.headers.get('Cookie') ?? '',
  });
