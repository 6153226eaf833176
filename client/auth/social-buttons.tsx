import { useEffect, useState } from 'react';
import { useConfig, useFlags, useLink } from '../state/app-state.tsx';

/** In-app browsers of social apps refuse Google's sign-in page (docs/spec-checklist.md 2 §4: the button is hidden there). */
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
    <a
      className="button button--outline susi__option"
      href={`${link('AcctConnectGoogle')}?${new URLSearchParams({ redirect })}`}
    >
      {label}
    </a>
  );
}

/** docs/spec-checklist.md 2 §4: an address starting gm or goo suggests a Google account. */
export const suggestsGoogle = (email: string): boolean => /^(gm|goo)/i.test(email.trim());

/**
 * "Sign in with Facebook", "... Twitter" or "... Apple", when this deployment has the provider's
 * keys and its disable flag is off (docs/spec-checklist.md 2 §2). Each starts at the address docs/spec-checklist.md 3 §2 gives it.
 */
export function SocialButton({
  provider,
  label,
  redirect,
}: {
  provider: 'facebook' | 'twitter' | 'apple';
  label: string;
  redirect: string;
}) {
  const { signInProviders } = useConfig();
  const flags = useFlags();
  const link = useLink();
  const { disabled, start } = {
    facebook: { disabled: flags.disable_login_facebook, start: link('AcctConnectFacebook') },
    twitter: { disabled: flags.disable_login_twitter, start: link('AcctAuthenticateTwitter') },
    apple: { disabled: flags.disable_login_apple, start: link('AcctStartAuthApple') },
  }[provider];
  if (!signInProviders.includes(provider) || disabled) return null;
  return (
    <a className="button button--outline susi__option" href={`${start}?${new URLSearchParams({ redirect })}`}>
      {label}
    </a>
  );
}
