import type { BannerKind } from '../../shared/preloaded-state.ts';
import { settingsLink } from '../../shared/routes/link-shapes.ts';

const BANNER_TEXT: Record<BannerKind, string> = {
  VERIFY_EMAIL: 'Verify your email to get full access',
  USER_SUSPENDED: 'Your account is under review for violating the rules.',
  PP_ACCEPT_TERMS: 'The Partner Program terms were updated on 2021-08-11. Please review and accept them.',
  TAX_STATUS: 'There is an issue with your tax forms.',
};

/** The banner area of the shell; which banners show is decided on the server (spec 2 §4). */
export function BannerSlot({ banners }: { banners: readonly BannerKind[] }) {
  if (banners.length === 0) return null;
  return (
    <section className="banners" aria-label="Notices">
      {banners.map((banner) => (
        <p className="banner" key={banner} data-banner={banner}>
          {BANNER_TEXT[banner]}
          {banner === 'VERIFY_EMAIL' && (
            <>
              {' '}
              <a href={settingsLink('security')}>Add your email</a>
            </>
          )}
        </p>
      ))}
    </section>
  );
}
