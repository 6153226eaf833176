import { PRIVACY_POLICY_COOKIE } from '../constants.ts';

/**
 * docs/spec-checklist.md 1 §4: the EU privacy banner is "for logged-out visitors in listed EU countries or GB who
 * have not accepted". The server decides it for each request, also for pages served from the
 * edge cache, from where the request came from (privacy-region.ts) and its cookies.
 */
export function showsPrivacyBanner(reader: {
  readonly signedIn: boolean;
  readonly inRegion: boolean;
  readonly cookies: string;
}): boolean {
  if (reader.signedIn || !reader.inRegion) return false;
  return !reader.cookies.split(/;\s*/).some((cookie) => cookie.startsWith(`${PRIVACY_POLICY_COOKIE}=`));
}
