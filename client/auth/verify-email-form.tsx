import { useState, type FormEvent } from 'react';
import { useClient } from 'urql';
import { validateEmail } from '../../shared/validation/account-fields.ts';
import { graphql } from '../graphql/graphql.ts';
import { useToast } from '../shell/toasts.tsx';
import { Field } from './fields.tsx';
import { failureMessage } from '../data/failure-message.ts';

const SendVerificationEmail = graphql(`
  mutation sendVerificationEmail($email: String) {
    sendVerificationEmail(email: $email) {
      __typename
      ... on VerificationEmailSent {
        email
      }
      ... on BadRequest {
        message
      }
      ... on AlreadyExists {
        message
      }
      ... on TooManyRequests {
        message
      }
    }
  }
`);

/** For an account without a verified address: send the verification link (spec 2 §4 VERIFY_EMAIL). */
export function VerifyEmailForm({ pending }: { pending: string | null }) {
  const client = useClient();
  const showToast = useToast();
  const [email, setEmail] = useState(pending ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEmail(email);
    if (invalid) return setError(invalid);
    setError(null);
    const result = await client.mutation(SendVerificationEmail, { email }).toPromise();
    const answer = result.data?.sendVerificationEmail;
    if (answer?.__typename === 'VerificationEmailSent') {
      // spec 1 §8: this toast is permanent.
      return showToast({ message: `A verification email has been sent to ${answer.email}`, duration: 'FOREVER' });
    }
    setError(failureMessage(answer, 'Please try again.'));
  };

  return (
    <form className="verify-email" onSubmit={(event) => void submit(event)} noValidate>
      <p>Verify your email to get full access.</p>
      <Field label="Your email" name="email" type="email" value={email} onChange={setEmail} error={error} autoComplete="email" inputMode="email" />
      <button type="submit" className="button button--primary">
        Send verification email
      </button>
    </form>
  );
}
