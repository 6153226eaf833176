import { useState, type FormEvent } from 'react';
import { validatePassword } from '../../shared/validation/account-fields.ts';
import { weakPasswordError } from '../../shared/validation/password-strength.ts';
import { loadPasswordEstimator } from './password-estimator.ts';
import { settingsLink } from '../../shared/routes/link-shapes.ts';
import { secondFactorStepPath } from '../../shared/routes/second-factor-step.ts';
import { useToast } from '../shell/use-toast.ts';
import { Field } from './fields.tsx';
import { CrupdatePassword } from './susi-operations.ts';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';

/** The create-password page opened from a reset email: 'Save password' with the link's token. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [, crupdatePassword] = useMutation(CrupdatePassword);
  const showToast = useToast();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validatePassword(password);
    if (invalid) return setError(invalid);
    setBusy(true);
    try {
      // The account's name and address are known only to the server, which checks them too.
      const weak = await weakPasswordError(password, [], loadPasswordEstimator);
      if (weak) return setError(weak);
      const result = await crupdatePassword({ password, token });
      const answer = result.data?.crupdatePassword;
      if (answer?.__typename === 'AuthInfo') return window.location.assign(answer.redirect);
      // The account has a second factor: the new password takes effect after its code step,
      // which goes on to the destination the reset link was made with.
      if (answer?.__typename === 'AuthToken')
        return window.location.assign(
          secondFactorStepPath({ method: answer.preferredMethod, phoneNumber: answer.phoneNumber }, '/'),
        );
      if (answer?.__typename === 'BadRequest' && answer.message === 'Invalid token') {
        setExpired(true);
        return showToast({ message: 'The password reset link has expired.' });
      }
      setError(failureMessage(answer, 'Please try again.'));
    } catch {
      setError('Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="susi">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <h1 className="susi__title">Create a password.</h1>
        <Field
          label="New password"
          name="password"
          type="password"
          value={password}
          onChange={setPassword}
          error={error}
          autoComplete="new-password"
        />
        <p className="susi__hint">Avoid sequences like 123, repeated letters and common phrases.</p>
        <button type="submit" className="button button--primary susi__submit" disabled={busy || expired}>
          Save password
        </button>
        {expired && (
          <p className="susi__help">
            The password reset link has expired. Ask for a new one in{' '}
            <a href={settingsLink('security')}>your settings</a>.
          </p>
        )}
      </form>
    </section>
  );
}
