import { useState } from 'react';
import { MAX_PROFILE_BIO, MAX_PROFILE_NAME, profileFieldsError } from '../../shared/validation/profile-fields.ts';
import { parseXHandle } from '../../shared/validation/x-handle.ts';
import { graphql } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';
import { Field } from './fields.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';

const UpdateUserProfile = graphql(`
  mutation UpdateUserProfile($name: String!, $bio: String!, $twitterScreenName: String) {
    updateUserProfile(name: $name, bio: $bio, twitterScreenName: $twitterScreenName) {
      __typename
      ... on User {
        id
        name
        bio
        twitterScreenName
      }
      ... on Failure {
        message
      }
    }
  }
`);

/** The name and bio readers see on the profile and on every byline, and the X handle their stories' cards credit. */
export function ProfileForm({
  name: savedName,
  bio: savedBio,
  twitterScreenName,
}: {
  readonly name: string;
  readonly bio: string;
  readonly twitterScreenName: string | null;
}) {
  const [, updateUserProfile] = useMutation(UpdateUserProfile);
  const toast = useToast();
  const [name, setName] = useState(savedName);
  const [bio, setBio] = useState(savedBio);
  const [handle, setHandle] = useState(twitterScreenName ? `@${twitterScreenName}` : '');
  const [handleError, setHandleError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const invalid = profileFieldsError({ name, bio });
    if (invalid) return setError(invalid);
    const parsed = parseXHandle(handle);
    if ('error' in parsed) return setHandleError(parsed.error);
    setHandleError(null);
    const answer = (await updateUserProfile({ name, bio, twitterScreenName: handle })).data?.updateUserProfile;
    if (answer?.__typename === 'User') {
      setError(null);
      setHandle(answer.twitterScreenName ? `@${answer.twitterScreenName}` : '');
      toast({ message: 'Your profile is saved.' });
    } else setError(failureMessage(answer, 'An error occured. Please try again or contact our support team for help.'));
  };
  return (
    <form className="settings-form" onSubmit={(event) => void save(event)}>
      <Field
        label="Name"
        name="name"
        type="text"
        value={name}
        onChange={setName}
        maxLength={MAX_PROFILE_NAME}
        autoComplete="name"
        error={error}
      />
      <Field label="Short bio" name="bio" type="text" value={bio} onChange={setBio} maxLength={MAX_PROFILE_BIO} />
      <Field
        label="X handle (optional)"
        name="twitter"
        type="text"
        value={handle}
        onChange={setHandle}
        maxLength={40}
        error={handleError}
      />
      <button type="submit" className="button button--primary">
        Save
      </button>
    </form>
  );
}
