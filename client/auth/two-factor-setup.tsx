import { useState, type FormEvent } from 'react';
import { renderSVG } from 'uqr';
import { useClient } from 'urql';
import { settingsLink } from '../../shared/routes/link-shapes.ts';
import { graphql } from '../graphql/graphql.ts';
import { Field } from './fields.tsx';

const RegisterAuthyUser = graphql(`
  mutation registerAuthyUser($preferredMethod: TwoFactorMethod!) {
    registerAuthyUser(preferredMethod: $preferredMethod) {
      __typename
      ... on AuthyRegistration {
        authyId
        otpauthUrl
        secret
      }
      ... on BadRequest {
        message
      }
    }
  }
`);

const CrupdateTwoFactorAuth = graphql(`
  mutation crupdateTwoFactorAuth($authyId: String!, $verificationCode: String!) {
    crupdateTwoFactorAuth(authyId: $authyId, preferredMethod: AUTH_APP, verificationCode: $verificationCode) {
      __typename
      ... on BadRequest {
        message
      }
      ... on InvalidTwoFactorAuthCode {
        message
      }
      ... on TwoFactorAuthSoftLockout {
        message
      }
      ... on TwoFactorAuthPermanentLockout {
        message
      }
    }
  }
`);

const CrupdateTwoFactorBackupCodes = graphql(`
  mutation crupdateTwoFactorBackupCodes($userId: ID!) {
    crupdateTwoFactorBackupCodes(userId: $userId) {
      __typename
      ... on BackupCodes {
        backupCodes
      }
      ... on NotFound {
        message
      }
    }
  }
`);

type SetupStep =
  | { readonly name: 'SELECT_METHOD' }
  | { readonly name: 'VERIFY_CODE'; readonly authyId: string; readonly otpauthUrl: string; readonly secret: string }
  | { readonly name: 'BACKUP_CODES'; readonly codes: readonly string[] };

const TRY_AGAIN = 'Please try again.';

/**
 * The two-factor set-up screen (spec 2 §2): choose a method, prove the app holds the key with a
 * code, then save the backup codes. Text and call codes need a provider and are not offered yet.
 */
export function TwoFactorSetup({ userId, enabled }: { userId: string; enabled: boolean }) {
  const client = useClient();
  const [step, setStep] = useState<SetupStep>({ name: 'SELECT_METHOD' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch {
      setError(TRY_AGAIN);
    } finally {
      setBusy(false);
    }
  };

  // spec 2 §4: backup codes are requested once, automatically, on entering that step.
  const showBackupCodes = async () => {
    const result = await client.mutation(CrupdateTwoFactorBackupCodes, { userId }).toPromise();
    const answer = result.data?.crupdateTwoFactorBackupCodes;
    if (answer?.__typename === 'BackupCodes') return setStep({ name: 'BACKUP_CODES', codes: answer.backupCodes });
    setError(answer && 'message' in answer ? answer.message : TRY_AGAIN);
  };

  const start = () =>
    void run(async () => {
      const result = await client.mutation(RegisterAuthyUser, { preferredMethod: 'AUTH_APP' }).toPromise();
      const answer = result.data?.registerAuthyUser;
      if (answer?.__typename === 'AuthyRegistration') return setStep({ name: 'VERIFY_CODE', ...answer });
      setError(answer && 'message' in answer ? answer.message : TRY_AGAIN);
    });

  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'VERIFY_CODE') return;
    if (!/^\d{6}$/.test(code)) return setError('Please enter a valid verification code.');
    void run(async () => {
      const result = await client.mutation(CrupdateTwoFactorAuth, { authyId: step.authyId, verificationCode: code }).toPromise();
      const answer = result.data?.crupdateTwoFactorAuth;
      if (answer?.__typename === 'TwoFactorSettings') return showBackupCodes();
      setError(answer && 'message' in answer ? answer.message : TRY_AGAIN);
    });
  };

  const cancel = step.name !== 'BACKUP_CODES' && (
    <a className="two-factor__cancel" href={settingsLink('security')}>
      Cancel
    </a>
  );

  if (step.name === 'SELECT_METHOD') {
    return (
      <section className="two-factor" aria-labelledby="two-factor-title">
        <h2 id="two-factor-title">{enabled ? 'Two-factor authentication is on' : 'Set up two-factor authentication'}</h2>
        <p>Sign-ins will ask for a code from an authenticator app as well as your password.</p>
        <button type="button" className="button button--primary" disabled={busy} onClick={start}>
          {enabled ? 'Set up a new authenticator app' : 'Use an authenticator app'}
        </button>
        {enabled && (
          <button type="button" className="button button--outline two-factor__secondary" disabled={busy} onClick={() => void run(showBackupCodes)}>
            Get new backup codes
          </button>
        )}
        {error && <p className="field__error" role="alert">{error}</p>}
      </section>
    );
  }
  if (step.name === 'VERIFY_CODE') {
    const qr = `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(step.otpauthUrl))}`;
    return (
      <section className="two-factor" aria-labelledby="two-factor-title">
        <h2 id="two-factor-title">Scan this code with your authenticator app</h2>
        <img className="two-factor__qr" src={qr} width={200} height={200} alt="QR code with your authenticator app key" />
        <p>
          Or type this key: <code className="two-factor__secret">{step.secret}</code>
        </p>
        <form onSubmit={verify} noValidate>
          <Field label="Code from the app" name="code" type="text" value={code} onChange={(value) => setCode(value.replace(/\D/g, ''))} error={error} autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
          <button type="submit" className="button button--primary" disabled={busy}>
            Verify
          </button>
        </form>
        {cancel}
      </section>
    );
  }
  return (
    <section className="two-factor" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">Save your backup codes</h2>
      <p>Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.</p>
      <ul className="two-factor__codes" aria-label="Backup codes">
        {step.codes.map((backupCode) => (
          <li key={backupCode}>
            <code>{backupCode}</code>
          </li>
        ))}
      </ul>
      <a className="button button--primary" href={settingsLink('security')}>
        Continue
      </a>
    </section>
  );
}
