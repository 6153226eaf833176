import { PP_TERMS_FLAG } from '../../shared/constants.ts';
import type { Banner, BannerKind } from '../../shared/preloaded-state.ts';
import { settingsLink } from '../../shared/routes/link-shapes.ts';
import { link } from '../../shared/routes/index.ts';
import { useHydrated } from '../state/use-hydrated.ts';
import { useDismissFlag } from './dismiss-flag.ts';

const BANNER_TEXT: Record<Exclude<BannerKind, 'TAX_STATUS'>, string> = {
  VERIFY_EMAIL: 'Verify your email to get full access',
  USER_SUSPENDED: 'Your account is under review for violating the rules.',
  PP_ACCEPT_TERMS: 'The Partner Program terms were updated on August 11, 2021. Please review them.',
};

/** The banners themselves, with their links and the terms banner's Got it (docs/spec-checklist.md 2 §4). */
export default function Banners({ banners }: { banners: readonly Banner[] }) {
  const hydrated = useHydrated();
  const terms = useDismissFlag(PP_TERMS_FLAG);
  const shown = banners.filter((banner) => !(banner.kind === 'PP_ACCEPT_TERMS' && terms.dismissed));
  if (shown.length === 0) return null;

  return (
    <section className="banners" aria-label="Notices">
      {shown.map((banner) => (
        <p
          className={banner.kind === 'TAX_STATUS' && banner.tone === 'error' ? 'banner banner--error' : 'banner'}
          key={banner.kind}
          data-banner={banner.kind}
        >
          {banner.kind === 'TAX_STATUS' ? banner.text : BANNER_TEXT[banner.kind]}{' '}
          {banner.kind === 'VERIFY_EMAIL' && <a href={settingsLink('security')}>Add your email</a>}
          {banner.kind === 'TAX_STATUS' && <a href={link('ShowPartnerTaxes')}>Tax information</a>}
          {banner.kind === 'PP_ACCEPT_TERMS' && (
            <>
              <a href={link('ShowPartnerProgram')}>Read the terms</a>{' '}
              <button type="button" className="banner__dismiss" disabled={!hydrated} onClick={terms.dismiss}>
                Got it
              </button>
            </>
          )}
        </p>
      ))}
    </section>
  );
}
