import { useId, useState } from 'react';
import { collectionPermissions } from '../../shared/publications/roles.ts';
import { Field } from '../auth/fields.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { graphql, type ResultOf } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';
import { useLink } from '../state/app-state.tsx';

/** A publication's people and open invitations; inviting and removing answer with it. */
export const CollectionPeople = graphql(`
  fragment CollectionPeople on Collection @_unmask {
    id
    viewerRole
    members {
      id
      role
      user {
        id
        name
        username
      }
    }
    invitations {
      id
      role
      user {
        id
        name
        username
      }
    }
  }
`);

const InviteToCollection = graphql(
  `
  mutation InviteToCollection($id: ID!, $username: String!, $role: CollectionInvitedRole!) {
    inviteToCollection(collectionId: $id, username: $username, role: $role) {
      __typename
      ... on Collection {
        ...CollectionPeople
      }
      ... on Failure {
        message
      }
    }
  }
`,
  [CollectionPeople],
);

const RemoveFromCollection = graphql(
  `
  mutation RemoveFromCollection($id: ID!, $userId: ID!) {
    removeFromCollection(collectionId: $id, userId: $userId) {
      __typename
      ... on Collection {
        ...CollectionPeople
      }
      ... on Failure {
        message
      }
    }
  }
`,
  [CollectionPeople],
);

const ROLE_NAMES = { CREATOR: 'Creator', EDITOR: 'Editor', WRITER: 'Writer' } as const;

/** The editors and writers of a publication, with the invitation form for those who may invite. */
export function PeopleSettings({ collection }: { collection: ResultOf<typeof CollectionPeople> }) {
  const id = useId();
  const [, inviteToCollection] = useMutation(InviteToCollection);
  const [, removeFromCollection] = useMutation(RemoveFromCollection);
  const link = useLink();
  const toast = useToast();
  const permissions = collectionPermissions(collection.viewerRole);
  const [username, setUsername] = useState('');
  const [role, setRole] = useState(permissions.canInvite[permissions.canInvite.length - 1] ?? 'WRITER');
  const [error, setError] = useState<string | null>(null);
  const invite = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await inviteToCollection({ id: collection.id, username, role });
    const answer = result.data?.inviteToCollection;
    if (answer?.__typename === 'Collection') {
      setError(null);
      setUsername('');
      toast({ message: `Invitation sent to @${username.replace(/^@/, '')}.` });
    } else setError(failureMessage(answer, 'Please try again.'));
  };
  const remove = async (userId: string) => {
    const result = await removeFromCollection({ id: collection.id, userId });
    const answer = result.data?.removeFromCollection;
    if (answer?.__typename !== 'Collection')
      toast({ message: failureMessage(answer, 'Please try again.'), toastStyle: 'ERROR' });
  };
  return (
    <>
      <ul className="story-rows">
        {collection.members.map((member) => (
          <li key={member.id} className="story-row">
            <p className="story-row__text">
              <a href={link('ShowUser', { username: member.user.username })}>{member.user.name}</a> ·{' '}
              {ROLE_NAMES[member.role]}
            </p>
            {member.role !== 'CREATOR' && permissions.canInvite.includes(member.role) && (
              <button type="button" className="link-button" onClick={() => void remove(member.user.id)}>
                Remove
              </button>
            )}
          </li>
        ))}
        {collection.invitations.map((invitation) => (
          <li key={invitation.id} className="story-row">
            <p className="story-row__text">
              {invitation.user?.name ?? 'Someone'} · invited as {ROLE_NAMES[invitation.role].toLowerCase()}
            </p>
          </li>
        ))}
      </ul>
      {permissions.canInvite.length > 0 && (
        <form className="settings-form settings-form--inline" onSubmit={(event) => void invite(event)}>
          <Field
            label="Invite by username"
            name="username"
            type="text"
            value={username}
            onChange={setUsername}
            error={error}
          />
          <label className="field__label" htmlFor={`${id}-role`}>
            As
          </label>
          <select
            id={`${id}-role`}
            className="select"
            value={role}
            onChange={(event) => setRole(event.target.value as typeof role)}
          >
            {permissions.canInvite.map((option) => (
              <option key={option} value={option}>
                {ROLE_NAMES[option]}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--outline">
            Invite
          </button>
        </form>
      )}
    </>
  );
}
