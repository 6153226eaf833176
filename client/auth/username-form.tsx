import { useState } from 'react';
import {
  USERNAME_HOLD_DAYS,
  USERNAME_MAX_LENGTH,
  normalizeUsername,
  usernameError,
} from '../../shared/validation/username.ts';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { graphql } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';
import { Field } from './fields.tsx';
import { useFreshProof } from './fresh-proof.tsx';

const ChangeUsername = graphql(`
  mutation ChangeUsername($username: String!) {
    changeUsername(username: $username) {
      __typename
      ... on User {
        id
        username
      }
      ... on Failure {
        message
      }
    }
  }
`);

/**
 * A new username (and so a new profile address). Old links keep working and the old name stays
 * the writer's for a while, as the form says; the change wants a fresh proof that it is them.
 */
export function UsernameForm({ username: saved }: { readonly username: string }) {
  const [, changeUsername] = useMutation(ChangeUsername);
  const toast = useToast();
  const withProof = useFreshProof();
  const [username, setUsername] = useState(saved);
  const [current, setCurrent] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const next = normalizeUsername(username);
    const invalid = usernameError(next);
    if (invalid) return setError(invalid);
    const answer = await withProof(async () => (await changeUsername({ username: next })).data?.changeUsername);
    if (answer?.__typename === 'User' && 'username' in answer) {
      setError(null);
      setCurrent(answer.username);
      setUsername(answer.username);
      toast({ message: `Your profile is now at /@${answer.username}.` });
    } else setError(failureMessage(answer, 'Please try again.'));
  };
  return (
    <form className="settings-form" onSubmit={(event) => void save(event)}>
      <Field
        label="Username"
        name="username"
        type="text"
        value={username}
        onChange={setUsername}
        maxLength={USERNAME_MAX_LENGTH + 1}
        autoComplete="username"
        error={error}
      />
      <p className="settings__row">
        Your profile is at /@{current}. If you change it, links to the old address keep working for {USERNAME_HOLD_DAYS}{' '}
        days, and nobody else can take the old name meanwhile.
      </p>
      <button type="submit" className="button button--primary" disabled={normalizeUsername(username) === current}>
        Change username
      </button>
    </form>
  );
}
