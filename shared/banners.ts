import type { BannerKind } from './preloaded-state.ts';

/** spec 1 §4, spec 2 §4: the Partner Program terms changed on 2021-08-11 09:00 -04:00. */
export const PARTNER_TERMS_UPDATED_AT = Date.parse('2021-08-11T09:00:00-04:00');
export const PP_TERMS_FLAG = 'PP_TERMS_ACKNOWLEDGEMENT';

export interface BannerFacts {
  readonly email: string | null;
  readonly isSuspended: boolean;
  readonly isPartnerProgramEnrolled: boolean;
  readonly hightowerTermsAcceptedAt: number | null;
  readonly dismissableFlags: readonly string[];
}

/**
 * The banners a signed-in viewer sees (spec 2 §4 "Toasts and banners"): VERIFY_EMAIL without an
 * e-mail, USER_SUSPENDED when suspended, PP_ACCEPT_TERMS for partners who accepted the terms
 * before they changed and have not dismissed the acknowledgement. Visitors see none.
 */
export function bannersFor(viewer: BannerFacts | null): BannerKind[] {
  if (!viewer) return [];
  const banners: BannerKind[] = [];
  if (!viewer.email) banners.push('VERIFY_EMAIL');
  if (viewer.isSuspended) banners.push('USER_SUSPENDED');
  if (
    viewer.isPartnerProgramEnrolled &&
    viewer.hightowerTermsAcceptedAt !== null &&
    viewer.hightowerTermsAcceptedAt < PARTNER_TERMS_UPDATED_AT &&
    !viewer.dismissableFlags.includes(PP_TERMS_FLAG)
  ) {
    banners.push('PP_ACCEPT_TERMS');
  }
  return banners;
}
