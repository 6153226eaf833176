import { useState } from 'react';
import { useClient } from 'urql';
import { MAX_PROFILE_BIO, MAX_PROFILE_NAME, profileFieldsError } from '../../shared/validation/profile-fields.ts';
import { graphql } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';
import { Field } from './fields.tsx';
import { failureMessage } from '../data/failure-message.ts';

const UpdateUserProfile = graphql(`
  mutation UpdateUserProfile($name: String!, $bio: String!) {
    updateUserProfile(name: $name, bio: $bio) {
      __typename
      ... on User {
        id
        name
        bio
      }
      ... on Failure {
        message
      }
    }
  }
`);

/** The name and bio readers see on the profile and on every byline. */
export function ProfileForm({ name: savedName, bio: savedBio }: { readonly name: string; readonly bio: string }) {
  const client = useClient();
  const toast = useToast();
  const [name, setName] = useState(savedName);
  const [bio, setBio] = useState(savedBio);
  const [error, setError] = useState<string | null>(null);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const invalid = profileFieldsError({ name, bio });
    if (invalid) return setError(invalid);
    const answer = (await client.mutation(UpdateUserProfile, { name, bio }).toPromise()).data?.updateUserProfile;
    if (answer?.__typename === 'User') {
      setError(null);
      toast({ message: 'Your profile is saved.' });
    } else setError(failureMessage(answer, 'An error occured. Please try again or contact our support team for help.'));
  };
  return (
    <form className="settings-form" onSubmit={(event) => void save(event)}>
      <Field label="Name" name="name" type="text" value={name} onChange={setName} maxLength={MAX_PROFILE_NAME} autoComplete="name" error={error} />
      <Field label="Short bio" name="bio" type="text" value={bio} onChange={setBio} maxLength={MAX_PROFILE_BIO} />
      <button type="submit" className="button button--primary">
        Save
      </button>
    </form>
  );
}
