import { PP_TERMS_FLAG } from './constants.ts';
import { taxBanner, type TaxDocuments } from './partner/tax-banner.ts';
import type { Banner } from './preloaded-state.ts';

/** docs/spec-checklist.md 1 §4, docs/spec-checklist.md 2 §4: the Partner Program terms changed on 2021-08-11 09:00 -04:00. */
export const PARTNER_TERMS_UPDATED_AT = Date.parse('2021-08-11T09:00:00-04:00');

export interface BannerFacts {
  readonly email: string | null;
  readonly isSuspended: boolean;
  readonly isPartnerProgramEnrolled: boolean;
  readonly hightowerTermsAcceptedAt: number | null;
  readonly dismissableFlags: readonly string[];
  readonly taxDocuments: TaxDocuments;
}

/** Where and when the page is shown: the tax banner depends on both. */
export interface BannerPlace {
  readonly routeName: string;
  readonly now: number;
}

/**
 * The banners a signed-in viewer sees (docs/spec-checklist.md 2 §4 "Toasts and banners"): VERIFY_EMAIL without an
 * e-mail, USER_SUSPENDED when suspended, PP_ACCEPT_TERMS for partners who accepted the terms
 * before they changed and have not dismissed the acknowledgement, and the tax banner for partners
 * with something to do about their tax forms, except on a story's stats. Visitors see none.
 */
export function bannersFor(viewer: BannerFacts | null, { routeName, now }: BannerPlace): Banner[] {
  if (!viewer) return [];
  const banners: Banner[] = [];
  if (!viewer.email) banners.push({ kind: 'VERIFY_EMAIL' });
  if (viewer.isSuspended) banners.push({ kind: 'USER_SUSPENDED' });
  if (!viewer.isPartnerProgramEnrolled) return banners;
  if (
    viewer.hightowerTermsAcceptedAt !== null &&
    viewer.hightowerTermsAcceptedAt < PARTNER_TERMS_UPDATED_AT &&
    !viewer.dismissableFlags.includes(PP_TERMS_FLAG)
  ) {
    banners.push({ kind: 'PP_ACCEPT_TERMS' });
  }
  const tax = routeName === 'ShowStatsPost' ? null : taxBanner(viewer.taxDocuments, now);
  if (tax) banners.push({ kind: 'TAX_STATUS', ...tax });
  return banners;
}
