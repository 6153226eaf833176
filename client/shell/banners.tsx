import { useState } from 'react';
import { useClient } from 'urql';
import { PP_TERMS_FLAG } from '../../shared/constants.ts';
import type { Banner, BannerKind } from '../../shared/preloaded-state.ts';
import { settingsLink } from '../../shared/routes/link-shapes.ts';
import { link } from '../../shared/routes/index.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { useHydrated } from '../state/use-hydrated.ts';
import { dismissFlag } from './dismiss-flag.ts';
import { useToast } from './toasts.tsx';

const BANNER_TEXT: Record<Exclude<BannerKind, 'TAX_STATUS'>, string> = {
  VERIFY_EMAIL: 'Verify your email to get full access',
  USER_SUSPENDED: 'Your account is under review for violating the rules.',
  PP_ACCEPT_TERMS: 'The Partner Program terms were updated on August 11, 2021. Please review them.',
};

/** The banners themselves, with their links and the terms banner's Got it (spec 2 §4). */
export default function Banners({ banners }: { banners: readonly Banner[] }) {
  const client = useClient();
  const toast = useToast();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState<readonly BannerKind[]>([]);
  const shown = banners.filter((banner) => !dismissed.includes(banner.kind));
  if (shown.length === 0) return null;

  // The terms banner goes at once; it comes back, with an error toast, if the flag was not saved.
  const acknowledgeTerms = async () => {
    setDismissed((kinds) => [...kinds, 'PP_ACCEPT_TERMS']);
    if (await dismissFlag(client, PP_TERMS_FLAG)) return;
    setDismissed((kinds) => kinds.filter((kind) => kind !== 'PP_ACCEPT_TERMS'));
    toast({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' });
  };

  return (
    <section className="banners" aria-label="Notices">
      {shown.map((banner) => (
        <p className={banner.kind === 'TAX_STATUS' && banner.tone === 'error' ? 'banner banner--error' : 'banner'} key={banner.kind} data-banner={banner.kind}>
          {banner.kind === 'TAX_STATUS' ? banner.text : BANNER_TEXT[banner.kind]}{' '}
          {banner.kind === 'VERIFY_EMAIL' && <a href={settingsLink('security')}>Add your email</a>}
          {banner.kind === 'TAX_STATUS' && <a href={link('ShowPartnerTaxes')}>Tax information</a>}
          {banner.kind === 'PP_ACCEPT_TERMS' && (
            <>
              <a href={link('ShowPartnerProgram')}>Read the terms</a>{' '}
              <button type="button" className="banner__dismiss" disabled={!hydrated} onClick={() => void acknowledgeTerms()}>
                Got it
              </button>
            </>
          )}
        </p>
      ))}
    </section>
  );
}
