import { useState, type FormEvent } from 'react';
import { renderSVG } from 'uqr';
import { COUNTRIES } from '../../shared/phone/countries.ts';
import { link } from '../../shared/routes/index.ts';
import { settingsLink } from '../../shared/routes/link-shapes.ts';
import { normalizePhone } from '../../shared/validation/account-fields.ts';
import { graphql } from '../graphql/graphql.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { CodeField, Field } from './fields.tsx';
import { useFreshProof } from './fresh-proof.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { useBusyWork } from '../data/use-busy-work.ts';
import { useMutation } from '../data/use-mutation.ts';

const RegisterAuthyUser = graphql(`
  mutation registerAuthyUser($preferredMethod: TwoFactorMethod!, $countryCode: String, $phoneNumber: String) {
    registerAuthyUser(preferredMethod: $preferredMethod, countryCode: $countryCode, phoneNumber: $phoneNumber) {
      __typename
      ... on AuthyRegistration {
        authyId
        otpauthUrl
        secret
        phoneNumber
      }
      ... on Failure {
        message
      }
    }
  }
`);

const CrupdateTwoFactorAuth = graphql(`
  mutation crupdateTwoFactorAuth($authyId: String!, $preferredMethod: TwoFactorMethod!, $verificationCode: String!) {
    crupdateTwoFactorAuth(authyId: $authyId, preferredMethod: $preferredMethod, verificationCode: $verificationCode) {
      __typename
      ... on Failure {
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
      ... on Failure {
        message
      }
    }
  }
`);

const RemoveTwoFactorAuth = graphql(`
  mutation removeTwoFactorAuth($userId: ID!) {
    removeTwoFactorAuth(userId: $userId) {
      __typename
      ... on Failure {
        message
      }
    }
  }
`);

type Method = 'AUTH_APP' | 'SMS_TEXT' | 'VOICE_CALL';
type PhoneMethod = Exclude<Method, 'AUTH_APP'>;

type SetupStep =
  | { readonly name: 'SELECT_METHOD' }
  | { readonly name: 'ENTER_PHONE'; readonly method: PhoneMethod }
  | { readonly name: 'VERIFY_APP'; readonly authyId: string; readonly otpauthUrl: string; readonly secret: string }
  | {
      readonly name: 'VERIFY_PHONE';
      readonly method: PhoneMethod;
      readonly authyId: string;
      readonly phoneNumber: string;
    }
  | { readonly name: 'BACKUP_CODES'; readonly codes: readonly string[] };

const TRY_AGAIN = 'Please try again.';

const METHODS: readonly { readonly method: Method; readonly label: string; readonly hint: string }[] = [
  {
    method: 'AUTH_APP',
    label: 'Authenticator app',
    hint: 'A code from an app such as 1Password, Authy or Google Authenticator.',
  },
  { method: 'SMS_TEXT', label: 'Text Message (SMS)', hint: 'We text a code to your phone.' },
  { method: 'VOICE_CALL', label: 'Phone call (automated voice)', hint: 'We call your phone and read a code out.' },
];

/** docs/spec-checklist.md 2 §9: app codes have 6 digits, text and call codes 7. */
const codeLength = (step: SetupStep) => (step.name === 'VERIFY_PHONE' ? 7 : 6);

/**
 * The two-factor set-up screen (docs/spec-checklist.md 2 §2, §4): choose a method; for texts and calls, the phone
 * number; prove the code arrives; then save the backup codes.
 */
export function TwoFactorSetup({ userId, enabled }: { userId: string; enabled: boolean }) {
  const [, crupdateTwoFactorBackupCodes] = useMutation(CrupdateTwoFactorBackupCodes);
  const [, registerAuthyUser] = useMutation(RegisterAuthyUser);
  const [, removeTwoFactorAuth] = useMutation(RemoveTwoFactorAuth);
  const [, crupdateTwoFactorAuth] = useMutation(CrupdateTwoFactorAuth);
  const withProof = useFreshProof();
  const [turningOff, setTurningOff] = useState(false);
  const [step, setStep] = useState<SetupStep>({ name: 'SELECT_METHOD' });
  const [method, setMethod] = useState<Method>('AUTH_APP');
  const [countryIndex, setCountryIndex] = useState(0);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useBusyWork(
    () => setError(TRY_AGAIN),
    () => setError(null),
  );

  // docs/spec-checklist.md 2 §4: backup codes are requested once, automatically, on entering that step.
  const showBackupCodes = async () => {
    const answer = await withProof(
      async () => (await crupdateTwoFactorBackupCodes({ userId })).data?.crupdateTwoFactorBackupCodes,
    );
    if (answer?.__typename === 'BackupCodes') return setStep({ name: 'BACKUP_CODES', codes: answer.backupCodes });
    setError(failureMessage(answer, TRY_AGAIN));
  };

  const register = (preferredMethod: Method) =>
    run(async () => {
      const country = COUNTRIES[countryIndex];
      const variables =
        preferredMethod === 'AUTH_APP'
          ? { preferredMethod }
          : { preferredMethod, countryCode: country?.dialCode ?? '', phoneNumber: normalizePhone(phone).digits };
      const answer = await withProof(async () => (await registerAuthyUser(variables)).data?.registerAuthyUser);
      if (answer?.__typename !== 'AuthyRegistration') return setError(failureMessage(answer, TRY_AGAIN));
      setCode('');
      if (preferredMethod === 'AUTH_APP') {
        return setStep({
          name: 'VERIFY_APP',
          authyId: answer.authyId,
          otpauthUrl: answer.otpauthUrl ?? '',
          secret: answer.secret ?? '',
        });
      }
      setStep({
        name: 'VERIFY_PHONE',
        method: preferredMethod,
        authyId: answer.authyId,
        phoneNumber: answer.phoneNumber ?? '',
      });
    });

  // Off, the page loads again: the settings then show the set-up, and this session's new cookie is in use.
  const turnOff = () =>
    run(async () => {
      setTurningOff(false);
      const answer = await withProof(async () => (await removeTwoFactorAuth({ userId })).data?.removeTwoFactorAuth);
      if (answer?.__typename === 'User') return window.location.assign(settingsLink('security'));
      setError(failureMessage(answer, TRY_AGAIN));
    });

  const chooseMethod = (event: FormEvent) => {
    event.preventDefault();
    if (method === 'AUTH_APP') return void register('AUTH_APP');
    setError(null);
    setStep({ name: 'ENTER_PHONE', method });
  };

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'ENTER_PHONE') return;
    const invalid = normalizePhone(phone).error;
    if (invalid) return setError(invalid);
    void register(step.method);
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'VERIFY_APP' && step.name !== 'VERIFY_PHONE') return;
    if (code.length !== codeLength(step)) return setError('Please enter a valid verification code.');
    const preferredMethod = step.name === 'VERIFY_APP' ? 'AUTH_APP' : step.method;
    void run(async () => {
      const result = await crupdateTwoFactorAuth({ authyId: step.authyId, preferredMethod, verificationCode: code });
      const answer = result.data?.crupdateTwoFactorAuth;
      if (answer?.__typename === 'TwoFactorSettings') return showBackupCodes();
      setError(failureMessage(answer, TRY_AGAIN));
    });
  };

  // docs/spec-checklist.md 2 §2: a Cancel link to settings on every step but the last.
  const cancel = step.name !== 'BACKUP_CODES' && (
    <a className="two-factor__cancel" href={settingsLink('security')}>
      Cancel
    </a>
  );

  if (step.name === 'SELECT_METHOD') {
    return (
      <section className="two-factor" aria-labelledby="two-factor-title">
        <h2 id="two-factor-title">
          {enabled ? 'Two-factor authentication is on' : 'Set up two-factor authentication'}
        </h2>
        <p>Sign-ins will ask for a code as well as your password. How should we give it to you?</p>
        <form onSubmit={chooseMethod}>
          <fieldset className="two-factor__methods">
            <legend className="visually-hidden">Where codes come from</legend>
            {METHODS.map((option) => (
              <label key={option.method} className="two-factor__method">
                <input
                  type="radio"
                  name="method"
                  value={option.method}
                  checked={method === option.method}
                  onChange={() => setMethod(option.method)}
                />
                <span>
                  <strong>{option.label}</strong>
                  <small>{option.hint}</small>
                </span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button button--primary" disabled={busy}>
            Continue
          </button>
        </form>
        {enabled && (
          <p className="two-factor__links">
            <button
              type="button"
              className="button button--outline"
              disabled={busy}
              onClick={() => void run(showBackupCodes)}
            >
              Get new backup codes
            </button>
            <button
              type="button"
              className="button button--outline"
              disabled={busy}
              onClick={() => setTurningOff(true)}
            >
              Turn off two-factor authentication
            </button>
          </p>
        )}
        {turningOff && (
          <ConfirmDialog
            title="Turn off two-factor authentication?"
            confirmLabel="Turn off"
            danger
            onConfirm={() => void turnOff()}
            onCancel={() => setTurningOff(false)}
          >
            <p>
              Sign-ins will no longer ask for a code, and your backup codes will stop working. Your other sessions will
              be signed out.
            </p>
          </ConfirmDialog>
        )}
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        {cancel}
      </section>
    );
  }
  if (step.name === 'ENTER_PHONE') {
    return (
      <section className="two-factor" aria-labelledby="two-factor-title">
        <h2 id="two-factor-title">Enter your phone number</h2>
        <form onSubmit={submitPhone} noValidate>
          <div className="field">
            <label className="field__label" htmlFor="two-factor-country">
              Country
            </label>
            <select
              id="two-factor-country"
              className="field__input"
              value={countryIndex}
              onChange={(event) => setCountryIndex(Number(event.target.value))}
            >
              {COUNTRIES.map((country, index) => (
                <option key={country.code} value={index}>
                  {country.name} (+{country.dialCode})
                </option>
              ))}
            </select>
          </div>
          <Field
            label="Phone number"
            name="phone"
            type="text"
            value={phone}
            onChange={setPhone}
            error={error}
            autoComplete="tel-national"
            inputMode="numeric"
          />
          <p className="two-factor__help">
            <a href={link('ShowHelp')}>Can’t find your country?</a>
          </p>
          <button type="submit" className="button button--primary" disabled={busy}>
            Continue
          </button>
        </form>
        {cancel}
      </section>
    );
  }
  if (step.name === 'VERIFY_APP' || step.name === 'VERIFY_PHONE') {
    const digits = codeLength(step);
    const codeField = (
      <CodeField
        label={step.name === 'VERIFY_APP' ? 'Code from the app' : 'Verification code'}
        digits={digits}
        value={code}
        onChange={setCode}
        error={error}
      />
    );
    return (
      <section className="two-factor" aria-labelledby="two-factor-title">
        {step.name === 'VERIFY_APP' ? (
          <>
            <h2 id="two-factor-title">Scan this code with your authenticator app</h2>
            <img
              className="two-factor__qr"
              src={`data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(step.otpauthUrl))}`}
              width={200}
              height={200}
              alt="QR code with your authenticator app key"
            />
            <p>
              Or type this key: <code className="two-factor__secret">{step.secret}</code>
            </p>
          </>
        ) : (
          <>
            <h2 id="two-factor-title">Enter your verification code</h2>
            <p>
              {step.method === 'SMS_TEXT' ? 'We texted' : 'We are calling with'} a 7-digit code to {step.phoneNumber}.
            </p>
          </>
        )}
        <form onSubmit={verify} noValidate>
          {codeField}
          <button type="submit" className="button button--primary" disabled={busy}>
            Verify
          </button>
        </form>
        {step.name === 'VERIFY_PHONE' && (
          <p className="two-factor__links">
            <button type="button" className="link-button" disabled={busy} onClick={() => void register(step.method)}>
              {step.method === 'SMS_TEXT' ? 'Resend code' : 'Call again'}
            </button>
            <button
              type="button"
              className="link-button"
              disabled={busy}
              onClick={() => setStep({ name: 'ENTER_PHONE', method: step.method })}
            >
              Change phone number
            </button>
          </p>
        )}
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
