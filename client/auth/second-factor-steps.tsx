import { PasskeyOptions } from './passkey-operations.ts';
import { useMutation } from '../data/use-mutation.ts';
import { useState, type Dispatch, type FormEvent } from 'react';
import { failureMessage } from '../data/failure-message.ts';
import { useBusyWork } from '../data/use-busy-work.ts';
import { useToast } from '../shell/use-toast.ts';
import { useConfig, useLink } from '../state/app-state.tsx';
import { CodeField, Field } from './fields.tsx';
import { runCeremony } from './passkey-browser.ts';
import type { SusiEvent } from './susi-state.ts';
import { LoginWithSecondFactor, ResendSecondFactorCode } from './susi-operations.ts';

const TRY_AGAIN = 'Please try again.';

/** The sign-in waiting for its second factor: the step's token and where the code goes. */
export interface PendingSecondFactor {
  readonly token: string;
  readonly method: 'AUTH_APP' | 'SMS_TEXT' | 'VOICE_CALL';
  readonly phoneNumber: string | null;
}

type SecondFactorStep = 'VERIFY_2FA_CODE' | 'ENTER_PHONE' | 'ENTER_RECOVERY_CODE';

/**
 * The second-factor steps of docs/spec-checklist.md 2 §2 (the code, the phone number, the recovery code) and the
 * account's security key or passkey in place of a code.
 */
export function SecondFactorSteps({
  step,
  pending: secondFactor,
  error,
  dispatch,
}: {
  step: SecondFactorStep;
  pending: PendingSecondFactor;
  error: string | null;
  dispatch: Dispatch<SusiEvent>;
}) {
  const [, askOptions] = useMutation(PasskeyOptions);
  const [, loginWithSecondFactor] = useMutation(LoginWithSecondFactor);
  const [, resendSecondFactorCode] = useMutation(ResendSecondFactorCode);
  const { productName } = useConfig();
  const link = useLink();
  const showToast = useToast();
  const [code, setCode] = useState('');
  const failed = (message: string) => dispatch({ type: 'failed', message });
  const { busy, run } = useBusyWork(() => failed(TRY_AGAIN));
  // docs/spec-checklist.md 2 §9: app codes have 6 digits, text and call codes 7
  const secondFactorDigits = secondFactor.method === 'AUTH_APP' ? 6 : 7;

  // A security key or passkey of the account's answers the code step.
  const answerWithSecurityKey = () =>
    run(async () => {
      const ceremony = await runCeremony(askOptions, 'SECOND_FACTOR', { token: secondFactor.token });
      if ('cancelled' in ceremony) return;
      if ('refused' in ceremony) return failed(ceremony.refused);
      const answer = (await loginWithSecondFactor({ token: secondFactor.token, passkey: ceremony.answer })).data
        ?.loginUser;
      if (answer?.__typename === 'AuthInfo') return window.location.assign(answer.redirect);
      failed(failureMessage(answer, TRY_AGAIN));
    });

  const submitSecondFactor = (kind: 'code' | 'recovery') => (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    const invalid =
      kind === 'code'
        ? new RegExp(`^\\d{${secondFactorDigits}}$`).test(value)
          ? null
          : 'Please enter a valid verification code.'
        : value.length === 8
          ? null
          : 'Recovery code must be 8 characters.';
    if (invalid) return failed(invalid);
    void run(async () => {
      const { token } = secondFactor;
      const variables = kind === 'code' ? { token, code: value } : { token, backupCode: value };
      const result = await loginWithSecondFactor(variables);
      const answer = result.data?.loginUser;
      if (!answer) return failed(TRY_AGAIN);
      if (answer.__typename === 'AuthInfo') return window.location.assign(answer.redirect);
      // docs/spec-checklist.md 2 §2: a soft lockout goes back to the sign-in page, with the count and when it ends
      if (answer.__typename === 'TwoFactorAuthSoftLockout' && answer.lockoutInfo.lockedOutUntil !== null) {
        const { failCount, lockedOutUntil } = answer.lockoutInfo;
        return window.location.assign(
          `${link('ShowSignIn')}?${new URLSearchParams({ failCount: String(failCount), lockedOutUntil: String(lockedOutUntil) })}`,
        );
      }
      // docs/spec-checklist.md 2 §8: a NotFound about the recovery code reads "Invalid recovery code."
      if (answer.__typename === 'NotFound' && answer.message.includes('recovery code'))
        return failed('Invalid recovery code.');
      failed(failureMessage(answer, TRY_AGAIN));
    });
  };

  const resendCode = () =>
    void run(async () => {
      const result = await resendSecondFactorCode({ token: secondFactor.token });
      const answer = result.data?.loginUser;
      if (answer?.__typename === 'AuthToken')
        return showToast({
          message: secondFactor.method === 'SMS_TEXT' ? 'We sent a new code.' : 'We are calling you again.',
        });
      failed(failureMessage(answer, TRY_AGAIN));
    });

  switch (step) {
    case 'VERIFY_2FA_CODE':
      return (
        <form onSubmit={submitSecondFactor('code')} noValidate>
          <h1 className="susi__title">Enter your verification code</h1>
          <p className="susi__lede">
            {secondFactor.method === 'AUTH_APP'
              ? `Open your authenticator app and enter the code it shows for ${productName}.`
              : `${secondFactor.method === 'SMS_TEXT' ? 'We texted' : 'We are calling with'} a 7-digit code to ${secondFactor.phoneNumber ?? 'your phone'}.`}
          </p>
          <CodeField
            label="Verification code"
            digits={secondFactorDigits}
            value={code}
            onChange={setCode}
            error={error}
          />
          <button type="submit" className="button button--primary susi__submit" disabled={busy}>
            Verify
          </button>
          {secondFactor.method !== 'AUTH_APP' && (
            <>
              <button type="button" className="link-button susi__back" disabled={busy} onClick={resendCode}>
                {secondFactor.method === 'SMS_TEXT' ? 'Resend code' : 'Call again'}
              </button>
              <button
                type="button"
                className="link-button susi__back"
                onClick={() => dispatch({ type: 'changePhone' })}
              >
                Change phone number
              </button>
            </>
          )}
          <button
            type="button"
            className="link-button susi__back"
            disabled={busy}
            onClick={() => void answerWithSecurityKey()}
          >
            Use a security key or passkey
          </button>
          <button
            type="button"
            className="link-button susi__back"
            onClick={() => {
              setCode('');
              dispatch({ type: 'useRecoveryCode' });
            }}
          >
            Use a recovery code
          </button>
        </form>
      );
    // A password alone must not move the second factor: the number changes in Settings, after signing in.
    case 'ENTER_PHONE':
      return (
        <>
          <h1 className="susi__title">Change phone number</h1>
          <p className="susi__lede">
            To protect your account, the number your codes go to can only be changed once you are signed in. Sign in
            with a recovery code, then set up two-factor authentication again in Settings.
          </p>
          <button
            type="button"
            className="button button--primary susi__submit"
            onClick={() => {
              setCode('');
              dispatch({ type: 'useRecoveryCode' });
            }}
          >
            Use a recovery code
          </button>
          <button type="button" className="link-button susi__back" onClick={() => dispatch({ type: 'backToCode' })}>
            Go back
          </button>
        </>
      );
    case 'ENTER_RECOVERY_CODE':
      return (
        <form onSubmit={submitSecondFactor('recovery')} noValidate>
          <h1 className="susi__title">Two factor recovery code</h1>
          <Field
            label="Recovery code"
            name="recovery"
            type="text"
            value={code}
            onChange={setCode}
            error={error}
            autoComplete="off"
            maxLength={8}
          />
          <button type="submit" className="button button--primary susi__submit" disabled={busy}>
            Verify
          </button>
          <p className="susi__help">
            Lost your codes too? <a href={link('ShowHelp')}>Contact us for help</a>.
          </p>
        </form>
      );
  }
}
