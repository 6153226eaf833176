import { useEffect, useState } from 'react';
import { link } from '../../shared/routes/index.ts';
import { useSignInPrompt } from '../shell/sign-in-prompt.tsx';
import { useConfig } from '../state/app-state.tsx';
import { ONE_TAP_HIDDEN_AT_KEY } from './one-tap-rule.ts';

interface GoogleIdentity {
  accounts: { id: { initialize(options: Record<string, unknown>): void; prompt(): void; cancel(): void } };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const GSI_SCRIPT = 'https://accounts.google.com/gsi/client';

/**
 * The Google one-tap card (docs/spec-checklist.md 2 §2): fixed top right from md, full width at the bottom below;
 * 378 × 183 px; 'Continue to {product}' with 'Sign up' and 'Sign in'. Google's account chooser
 * draws inside it and posts the chosen account's ID token (with its g_csrf_token) to our
 * callback on the main site, which signs in or creates the account. Loaded only when it shows.
 */
export default function OneTapCard({ clientId }: { clientId: string }) {
  const { productName, authOrigin } = useConfig();
  const openSignIn = useSignInPrompt();
  const [open, setOpen] = useState(true);

  useEffect(() => {
    const script = document.createElement('script');
    script.src = GSI_SCRIPT;
    script.async = true;
    script.onload = () => {
      window.google?.accounts.id.initialize({
        client_id: clientId,
        login_uri: `${authOrigin}${link('AcctCallbackGoogle')}`,
        ux_mode: 'redirect',
        prompt_parent_id: 'one-tap-google',
        cancel_on_tap_outside: false,
        context: 'use',
        itp_support: true,
      });
      window.google?.accounts.id.prompt();
    };
    document.head.appendChild(script);
    return () => {
      window.google?.accounts.id.cancel();
      script.remove();
    };
  }, [clientId, authOrigin]);

  if (!open) return null;
  // docs/spec-checklist.md 2 §4: the hide time is kept in the browser
  const dismiss = () => {
    localStorage.setItem(ONE_TAP_HIDDEN_AT_KEY, String(Date.now()));
    setOpen(false);
  };
  return (
    <aside className="one-tap" aria-labelledby="one-tap-title">
      <header className="one-tap__header">
        <h2 id="one-tap-title" className="one-tap__title">
          Continue to {productName}
        </h2>
        <button
          type="button"
          className="one-tap__close"
          aria-label="Close"
          onClick={dismiss}
          data-event="popover.dismissed"
          data-event-target="one-tap"
        >
          ×
        </button>
      </header>
      <div id="one-tap-google" className="one-tap__google" />
      <div className="one-tap__actions">
        <button type="button" className="button button--primary" onClick={() => openSignIn({ operation: 'register' })}>
          Sign up
        </button>
        <button type="button" className="button button--outline" onClick={() => openSignIn({ operation: 'login' })}>
          Sign in
        </button>
      </div>
    </aside>
  );
}
