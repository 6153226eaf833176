import type { RunMutation } from '../data/use-mutation.ts';
import type { PasskeyOptions } from './passkey-operations.ts';

type Purpose = 'REGISTER' | 'SIGN_IN' | 'CONFIRM' | 'SECOND_FACTOR';

/** The browser half of WebAuthn, fetched only where a passkey is used (settings, sign-in). */
const webauthn = () => import('@simplewebauthn/browser');

export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** What a ceremony ends in: the browser's answer to send on, or why there is none. */
export type Ceremony = { readonly answer: string } | { readonly refused: string } | { readonly cancelled: true };

/** The PasskeyOptions mutation, as the component that starts a ceremony runs it. */
export type AskOptions = RunMutation<typeof PasskeyOptions>;

/** Step 1: the server's options for a ceremony, or its typed refusal. */
export const passkeyOptions = async (ask: AskOptions, purpose: Purpose, token: string | null = null) =>
  (await ask({ purpose, token })).data?.passkeyOptions;

/**
 * Step 2: the browser's passkey prompt (or, with `autofill`, the address field's suggestions)
 * for those options. Dismissing the prompt is not an error.
 */
export async function askBrowser(purpose: Purpose, optionsJSON: string, autofill = false): Promise<Ceremony> {
  const browser = await webauthn();
  try {
    const options = JSON.parse(optionsJSON);
    const answer =
      purpose === 'REGISTER'
        ? await browser.startRegistration({ optionsJSON: options })
        : await browser.startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill });
    return { answer: JSON.stringify(answer) };
  } catch (error) {
    // NotAllowedError and AbortError: the person closed the prompt, or another ceremony took over.
    if (
      error instanceof Error &&
      (error.name === 'NotAllowedError' ||
        error.name === 'AbortError' ||
        (error as { code?: string }).code === 'ERROR_CEREMONY_ABORTED')
    )
      return { cancelled: true };
    return { refused: 'This browser could not use a passkey here.' };
  }
}

/** Both steps, for ceremonies that need no fresh proof first (signing in, the code step, confirming). */
export async function runCeremony(
  ask: AskOptions,
  purpose: Exclude<Purpose, 'REGISTER'>,
  options: { token?: string; autofill?: boolean } = {},
): Promise<Ceremony> {
  const result = await passkeyOptions(ask, purpose, options.token ?? null);
  if (result?.__typename !== 'PasskeyOptions')
    return { refused: result && 'message' in result ? result.message : 'Please try again.' };
  return askBrowser(purpose, result.optionsJSON, options.autofill === true);
}

/** Whether the browser can offer passkeys among the address field's suggestions. */
export const autofillSupported = async (): Promise<boolean> =>
  passkeysSupported() && (await webauthn()).browserSupportsWebAuthnAutofill();

/** Ends a waiting autofill ceremony (the sign-in step it belonged to is gone). */
export const cancelCeremony = async (): Promise<void> => (await webauthn()).WebAuthnAbortService.cancelCeremony();
