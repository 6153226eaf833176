import { PasskeyOptions } from './passkey-operations.ts';
import { useMutation } from '../data/use-mutation.ts';
import { useEffect, useState } from 'react';
import { link } from '../../shared/routes/index.ts';
import { settingsLink } from '../../shared/routes/link-shapes.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { graphql } from '../graphql/graphql.ts';
import { Field } from './fields.tsx';
import { runCeremony } from './passkey-browser.ts';
import { signInHref } from '../routes/sign-in-href.ts';

const ConfirmIdentity = graphql(`
  mutation confirmIdentity($password: String, $code: String, $backupCode: String, $passkey: String) {
    confirmIdentity(password: $password, code: $code, backupCode: $backupCode, passkey: $passkey) {
      __typename
      ... on ConfirmationCodeSent {
        phoneNumber
      }
      ... on Failure {
        message
      }
    }
  }
`);

/** What the account can prove itself with. */
export interface ProofAccount {
  readonly hasPassword: boolean;
  readonly twoFactorMethod: 'AUTH_APP' | 'SMS_TEXT' | 'VOICE_CALL' | null;
  readonly hasPasskey: boolean;
}

type Proof = 'password' | 'code' | 'backupCode';

const firstProof = (account: ProofAccount): Proof | null =>
  account.hasPassword ? 'password' : account.twoFactorMethod ? 'code' : null;

const LABELS: Record<Proof, string> = {
  password: 'Your password',
  code: 'Verification code',
  backupCode: 'Recovery code',
};

const PASSKEY_BUTTON = 'Use a passkey';

/**
 * "Confirm it’s you": the password, a code from the second factor (or a recovery code), or one
 * of the account's passkeys. An account with none of them signs in again, by the e-mail link or
 * provider it signs in with.
 */
export function ConfirmIdentityDialog({
  account,
  onDone,
}: {
  account: ProofAccount;
  onDone: (confirmed: boolean) => void;
}) {
  const [, askOptions] = useMutation(PasskeyOptions);
  const [, confirmIdentity] = useMutation(ConfirmIdentity);
  const [proof, setProof] = useState<Proof | null>(firstProof(account));
  const [value, setValue] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const phoneCodes = account.twoFactorMethod === 'SMS_TEXT' || account.twoFactorMethod === 'VOICE_CALL';

  const confirm = async (variables: { password?: string; code?: string; backupCode?: string; passkey?: string }) => {
    setBusy(true);
    setError(null);
    try {
      const answer = (await confirmIdentity(variables)).data?.confirmIdentity;
      if (answer?.__typename === 'IdentityConfirmed') return onDone(true);
      if (answer?.__typename === 'ConfirmationCodeSent') return setNote(`We sent a code to ${answer.phoneNumber}.`);
      setError(failureMessage(answer, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  // Text and call codes go out when the code step opens, as at sign-in: once per switch to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `confirm` each render must not send another code
  useEffect(() => {
    if (proof === 'code' && phoneCodes) void confirm({});
  }, [proof]);

  const confirmWithPasskey = async () => {
    const ceremony = await runCeremony(askOptions, 'CONFIRM');
    if ('answer' in ceremony) return confirm({ passkey: ceremony.answer });
    if ('refused' in ceremony) setError(ceremony.refused);
  };
  const passkeyButton = account.hasPasskey && (
    <button type="button" className="link-button" disabled={busy} onClick={() => void confirmWithPasskey()}>
      {PASSKEY_BUTTON}
    </button>
  );

  const choose = (next: Proof) => {
    setProof(next);
    setValue('');
    setError(null);
    setNote(null);
  };

  if (proof === null) {
    return (
      <ConfirmDialog
        title="Confirm it’s you"
        confirmLabel="Sign in again"
        onConfirm={() => window.location.assign(signInHref(link, settingsLink('security')))}
        onCancel={() => onDone(false)}
      >
        <p>For your security, sign in again to make this change.</p>
        {passkeyButton && <p className="confirm-dialog__alternatives">{passkeyButton}</p>}
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      title="Confirm it’s you"
      confirmLabel="Confirm"
      confirmDisabled={busy || value.trim() === ''}
      onConfirm={() => void confirm({ [proof]: value })}
      onCancel={() => onDone(false)}
    >
      <p>For your security, confirm it’s you to make this change.</p>
      {note && <p role="status">{note}</p>}
      <Field
        label={LABELS[proof]}
        name={proof}
        type={proof === 'password' ? 'password' : 'text'}
        value={value}
        onChange={setValue}
        error={error}
        autoComplete={proof === 'password' ? 'current-password' : 'one-time-code'}
        inputMode={proof === 'code' ? 'numeric' : undefined}
      />
      <p className="confirm-dialog__alternatives">
        {proof !== 'password' && account.hasPassword && (
          <button type="button" className="link-button" onClick={() => choose('password')}>
            Use your password
          </button>
        )}
        {proof !== 'code' && account.twoFactorMethod && (
          <button type="button" className="link-button" onClick={() => choose('code')}>
            Use a verification code
          </button>
        )}
        {proof !== 'backupCode' && account.twoFactorMethod && (
          <button type="button" className="link-button" onClick={() => choose('backupCode')}>
            Use a recovery code
          </button>
        )}
        {passkeyButton}
      </p>
    </ConfirmDialog>
  );
}
