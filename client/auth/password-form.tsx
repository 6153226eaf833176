import { useState, type FormEvent } from 'react';
import { validatePassword } from '../../shared/validation/account-fields.ts';
import { weakPasswordError } from '../../shared/validation/password-strength.ts';
import { loadPasswordEstimator } from './password-estimator.ts';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { graphql } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';
import { Field } from './fields.tsx';
import { useFreshProof } from './fresh-proof.tsx';

const ChangePassword = graphql(`
  mutation changePassword($password: String!, $oldPassword: String) {
    crupdatePassword(password: $password, oldPassword: $oldPassword) {
      __typename
      ... on Failure {
        message
      }
    }
  }
`);

/**
 * Security settings: change the password (the current one is the proof), or set a first one
 * for an account that signs in by link or provider (after confirming it is you).
 */
export function PasswordForm({
  hasPassword,
  personal,
}: {
  hasPassword: boolean;
  personal: readonly (string | null)[];
}) {
  const [, changePassword] = useMutation(ChangePassword);
  const withProof = useFreshProof();
  const showToast = useToast();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ current?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (hasPassword && !current) return setErrors({ current: 'Please enter your current password.' });
    const invalid = validatePassword(password);
    if (invalid) return setErrors({ password: invalid });
    setErrors({});
    setBusy(true);
    try {
      const weak = await weakPasswordError(password, personal, loadPasswordEstimator);
      if (weak) return setErrors({ password: weak });
      const variables = hasPassword ? { password, oldPassword: current } : { password };
      const answer = await withProof(async () => (await changePassword(variables)).data?.crupdatePassword);
      if (answer?.__typename === 'User') {
        setCurrent('');
        setPassword('');
        return showToast({ message: hasPassword ? 'Your password was changed.' : 'Your password was set.' });
      }
      const message = failureMessage(answer, 'Please try again.');
      setErrors(answer?.__typename === 'Forbidden' ? { current: message } : { password: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="settings__form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="password-title"
    >
      <h3 className="settings__subheading" id="password-title">
        {hasPassword ? 'Change your password' : 'Set a password'}
      </h3>
      {hasPassword && (
        <Field
          label="Current password"
          name="current-password"
          type="password"
          value={current}
          onChange={setCurrent}
          error={errors.current}
          autoComplete="current-password"
        />
      )}
      <Field
        label="New password"
        name="new-password"
        type="password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        autoComplete="new-password"
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {hasPassword ? 'Change password' : 'Set password'}
      </button>
    </form>
  );
}
