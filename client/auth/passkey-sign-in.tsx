import { useEffect, useState } from 'react';
import { type RunMutation, useMutation } from '../data/use-mutation.ts';
import { autofillSupported, cancelCeremony, passkeysSupported, runCeremony, type Ceremony } from './passkey-browser.ts';
import { PasskeyOptions, SignInWithPasskey } from './passkey-operations.ts';

/** Sends the browser's answer and goes where the sign-in leads; otherwise, what to tell the person. */
async function finish(
  signIn: RunMutation<typeof SignInWithPasskey>,
  ceremony: Ceremony,
  redirect: string,
): Promise<string | null> {
  if ('cancelled' in ceremony) return null;
  if ('refused' in ceremony) return ceremony.refused;
  const answer = (await signIn({ response: ceremony.answer, redirect })).data?.signInWithPasskey;
  if (answer?.__typename === 'AuthInfo') {
    window.location.assign(answer.redirect);
    return null;
  }
  return answer && 'message' in answer ? answer.message : 'Please try again.';
}

/** "Sign in with a passkey": the browser lists the passkeys it holds for Quire; one signs in, no code step. */
export function PasskeySignInButton({ redirect, onError }: { redirect: string; onError: (message: string) => void }) {
  const [, askOptions] = useMutation(PasskeyOptions);
  const [, sendAnswer] = useMutation(SignInWithPasskey);
  const [busy, setBusy] = useState(false);
  const [supported, setSupported] = useState(false);
  // Known only in the browser: the server-rendered step shows no button it could not honour.
  useEffect(() => setSupported(passkeysSupported()), []);
  if (!supported) return null;
  const signIn = async () => {
    setBusy(true);
    try {
      const message = await finish(sendAnswer, await runCeremony(askOptions, 'SIGN_IN'), redirect);
      if (message) onError(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button button--outline susi__option" disabled={busy} onClick={() => void signIn()}>
      Sign in with a passkey
    </button>
  );
}

/**
 * Conditional UI: while the address step is open, the browser offers the person's passkeys
 * among the field's suggestions (its autocomplete ends in "webauthn"); choosing one signs in.
 */
export function usePasskeyAutofill(redirect: string, active: boolean, onError: (message: string) => void): void {
  const [, askOptions] = useMutation(PasskeyOptions);
  const [, sendAnswer] = useMutation(SignInWithPasskey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one request each time the step opens; the callbacks are new each render
  useEffect(() => {
    if (!active) return;
    let open = true;
    void (async () => {
      if (!(await autofillSupported()) || !open) return;
      const message = await finish(sendAnswer, await runCeremony(askOptions, 'SIGN_IN', { autofill: true }), redirect);
      if (message && open) onError(message);
    })();
    return () => {
      open = false;
      void cancelCeremony();
    };
    // One ceremony for as long as the step is open, whatever else re-renders.
  }, [active]);
}
