import { useState, type FormEvent } from 'react';
import { validateEmail } from '../../shared/validation/account-fields.ts';
import { graphql } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';
import { Field } from './fields.tsx';
import { useFreshProof } from './fresh-proof.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';

const SendVerificationEmail = graphql(`
  mutation sendVerificationEmail($email: String) {
    sendVerificationEmail(email: $email) {
      __typename
      ... on VerificationEmailSent {
        email
      }
      ... on Failure {
        message
      }
    }
  }
`);

/**
 * For an account without a verified address: send the verification link (docs/spec-checklist.md 2 §4
 * VERIFY_EMAIL). With one (`current`), a change: the new address takes over only once its link
 * is opened, and asking for it wants a fresh proof.
 */
export function VerifyEmailForm({ pending, current = null }: { pending: string | null; current?: string | null }) {
  const [, sendVerificationEmail] = useMutation(SendVerificationEmail);
  const withProof = useFreshProof();
  const showToast = useToast();
  const [changing, setChanging] = useState(false);
  const [email, setEmail] = useState(pending ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEmail(email);
    if (invalid) return setError(invalid);
    setError(null);
    const answer = await withProof(async () => (await sendVerificationEmail({ email })).data?.sendVerificationEmail);
    if (answer?.__typename === 'VerificationEmailSent') {
      // docs/spec-checklist.md 1 §8: this toast is permanent.
      return showToast({ message: `A verification email has been sent to ${answer.email}`, duration: 'FOREVER' });
    }
    setError(failureMessage(answer, 'Please try again.'));
  };

  if (current && !changing) {
    return (
      <p className="settings__row">
        Email: {current}{' '}
        <button type="button" className="link-button" onClick={() => setChanging(true)}>
          Change
        </button>
      </p>
    );
  }
  return (
    <form className="verify-email" onSubmit={(event) => void submit(event)} noValidate>
      <p>
        {current
          ? `Your email is ${current}. We’ll send a link to the new address; it becomes your email when you open it.`
          : 'Verify your email to get full access.'}
      </p>
      <Field
        label={current ? 'New email' : 'Your email'}
        name="email"
        type="email"
        value={email}
        onChange={setEmail}
        error={error}
        autoComplete="email"
        inputMode="email"
      />
      <button type="submit" className="button button--primary">
        Send verification email
      </button>
    </form>
  );
}
