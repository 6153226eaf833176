import { useEffect, useState } from 'react';
import { useConfig, useFlags, useLink } from '../state/app-state.tsx';

/** In-app browsers of social apps refuse Google's sign-in page (spec 2 §4: the button is hidden there). */
const IN_APP_BROWSER = /FBAN|FBAV|Instagram|Line\/|Twitter|LinkedInApp|Snapchat/i;

/** "Sign in with Google", when Google is configured and its disable flag is off. */
export function GoogleButton({ label, redirect }: { label: string; redirect: string }) {
  const { signInProviders } = useConfig();
  const flags = useFlags();
  const link = useLink();
  // The user agent is read after hydration, so the server and the first render agree.
  const [inAppBrowser, setInAppBrowser] = useState(false);
  useEffect(() => setInAppBrowser(IN_APP_BROWSER.test(navigator.userAgent)), []);
  if (!signInProviders.includes('google') || flags.disable_login_google || inAppBrowser) return null;
  return (
    <a className="button button--outline susi__option" href={`${link('AcctConnectGoogle')}?${new URLSearchParams({ redirect })}`}>
      {label}
    </a>
  );
}

/** spec 2 §4: an address starting gm or goo suggests a Google account. */
export const suggestsGoogle = (email: string): boolean => /^(gm|goo)/i.test(email.trim());

/**
 * "Sign in with Facebook" / "Sign in with Twitter", when this deployment has the provider's keys
 * and its disable flag is off (spec 2 §2). Twitter starts at its own address (spec 3 §2).
 */
export function SocialButton({ provider, label, redirect }: { provider: 'facebook' | 'twitter'; label: string; redirect: string }) {
  const { signInProviders } = useConfig();
  const flags = useFlags();
  const link = useLink();
  const disabled = provider === 'facebook' ? flags.disable_login_facebook : flags.disable_login_twitter;
  if (!signInProviders.includes(provider) || disabled) return null;
  const start = link(provider === 'facebook' ? 'AcctConnectFacebook' : 'AcctAuthenticateTwitter');
  return (
    <a className="button button--outline susi__option" href={`${start}?${new URLSearchParams({ redirect })}`}>
      {label}
    </a>
  );
}
