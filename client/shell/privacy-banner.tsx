import { useEffect, useState } from 'react';
import { DAY_SECONDS, PRIVACY_POLICY_COOKIE } from '../../shared/constants.ts';
import { useConfig, useKeepEvent, useLink } from '../state/app-state.tsx';

/** A year: the policy is accepted again when it changes (its cookie is named after its version). */
const ACCEPTED_FOR_SECONDS = 365 * DAY_SECONDS;

/**
 * The EU privacy banner toast (docs/spec-checklist.md 1 §2.12, §4): shown to logged-out visitors from the EU and
 * GB until they accept, which the `201805-policy` cookie records. Shown and accepted are
 * reported (docs/spec-checklist.md 1 §7).
 */
export default function PrivacyBanner() {
  const { productName } = useConfig();
  const link = useLink();
  const keepEvent = useKeepEvent();
  const [accepted, setAccepted] = useState(false);
  useEffect(() => keepEvent('privacy.bannerShown'), [keepEvent]);
  if (accepted) return null;
  const accept = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox
    document.cookie = `${PRIVACY_POLICY_COOKIE}=1; Max-Age=${ACCEPTED_FOR_SECONDS}; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
    keepEvent('privacy.bannerAccepted');
    setAccepted(true);
  };
  return (
    <div className="privacy-banner" role="region" aria-label="Privacy">
      <p className="privacy-banner__text">
        {`To make ${productName} work, we log user data. By using ${productName}, you agree to our `}
        <a href={`${link('AcctTos')}#privacy`}>Privacy Policy</a>, including cookie policy.
      </p>
      <button type="button" className="button button--primary" onClick={accept}>
        I agree
      </button>
    </div>
  );
}
