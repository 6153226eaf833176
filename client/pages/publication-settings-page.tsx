import { useId, useState } from 'react';
import { useClient, useQuery } from 'urql';
import { collectionPermissions } from '../../shared/publications/roles.ts';
import { Field } from '../auth/fields.tsx';
import { PublishPost } from '../editor/editor-operations.ts';
import { graphql, type ResultOf } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { CustomDomainFields, CustomDomainSettings } from '../publications/custom-domain-settings.tsx';
import { NavigationSettings } from '../publications/navigation-settings.tsx';
import { definePageData } from './page-data.ts';
import { failureMessage } from '../data/failure-message.ts';

const PublicationSettingsQuery = graphql(
  `
  query PublicationSettingsQuery($slug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      id
      slug
      name
      description
      hideAboutLink
      mediumUrl
      viewerRole
      ...CustomDomainFields
      navigation {
        type
        title
        target
      }
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
      submissions {
        id
        title
        creator {
          id
          name
        }
      }
      followers {
        id
        name
        username
      }
    }
  }
`,
  [CustomDomainFields],
);

const UpdateCollection = graphql(`
  mutation UpdateCollection($id: ID!, $name: String!, $description: String!, $hideAboutLink: Boolean) {
    updateCollection(collectionId: $id, name: $name, description: $description, hideAboutLink: $hideAboutLink) {
      __typename
      ... on Collection {
        id
        name
        description
        hideAboutLink
      }
      ... on Failure {
        message
      }
    }
  }
`);

const InviteToCollection = graphql(`
  mutation InviteToCollection($id: ID!, $username: String!, $role: CollectionInvitedRole!) {
    inviteToCollection(collectionId: $id, username: $username, role: $role) {
      __typename
      ... on Collection {
        id
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
      ... on Failure {
        message
      }
    }
  }
`);

const RemoveFromCollection = graphql(`
  mutation RemoveFromCollection($id: ID!, $userId: ID!) {
    removeFromCollection(collectionId: $id, userId: $userId) {
      __typename
      ... on Collection {
        id
        members {
          id
          role
          user {
            id
            name
            username
          }
        }
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const publicationSettingsData = definePageData({
  query: PublicationSettingsQuery,
  variables: (params) => ({ slug: params['collectionSlug'] ?? '' }),
  status: (data) => (data.collectionByDomainOrSlug ? 200 : 404),
});

type Collection = NonNullable<ResultOf<typeof PublicationSettingsQuery>['collectionByDomainOrSlug']>;

const ROLE_NAMES = { CREATOR: 'Creator', EDITOR: 'Editor', WRITER: 'Writer' } as const;

function AboutForm({ collection }: { collection: Collection }) {
  const client = useClient();
  const toast = useToast();
  const [name, setName] = useState(collection.name);
  const [description, setDescription] = useState(collection.description);
  const [hideAboutLink, setHideAboutLink] = useState(collection.hideAboutLink);
  const [error, setError] = useState<string | null>(null);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await client.mutation(UpdateCollection, { id: collection.id, name, description, hideAboutLink }).toPromise();
    const answer = result.data?.updateCollection;
    if (answer?.__typename === 'Collection') {
      setError(null);
      toast({ message: 'Publication saved.' });
    } else setError(failureMessage(answer, 'Please try again.'));
  };
  return (
    <form className="settings-form" onSubmit={(event) => void save(event)}>
      <Field label="Name" name="name" type="text" value={name} onChange={setName} maxLength={100} error={error} />
      <Field label="Short description" name="description" type="text" value={description} onChange={setDescription} maxLength={160} />
      <label className="choice">
        <input type="checkbox" checked={hideAboutLink} onChange={(event) => setHideAboutLink(event.target.checked)} />
        <span>Hide the About link from editors</span>
      </label>
      <button type="submit" className="button button--primary">
        Save
      </button>
    </form>
  );
}

function People({ collection }: { collection: Collection }) {
  const id = useId();
  const client = useClient();
  const link = useLink();
  const toast = useToast();
  const permissions = collectionPermissions(collection.viewerRole);
  const [username, setUsername] = useState('');
  const [role, setRole] = useState(permissions.canInvite[permissions.canInvite.length - 1] ?? 'WRITER');
  const [error, setError] = useState<string | null>(null);
  const invite = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await client.mutation(InviteToCollection, { id: collection.id, username, role }).toPromise();
    const answer = result.data?.inviteToCollection;
    if (answer?.__typename === 'Collection') {
      setError(null);
      setUsername('');
      toast({ message: `Invitation sent to @${username.replace(/^@/, '')}.` });
    } else setError(failureMessage(answer, 'Please try again.'));
  };
  const remove = async (userId: string) => {
    const result = await client.mutation(RemoveFromCollection, { id: collection.id, userId }).toPromise();
    const answer = result.data?.removeFromCollection;
    if (answer?.__typename !== 'Collection') toast({ message: failureMessage(answer, 'Please try again.'), toastStyle: 'ERROR' });
  };
  return (
    <>
      <ul className="story-rows">
        {collection.members.map((member) => (
          <li key={member.id} className="story-row">
            <p className="story-row__text">
              <a href={link('ShowUser', { username: member.user.username })}>{member.user.name}</a> · {ROLE_NAMES[member.role]}
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
          <Field label="Invite by username" name="username" type="text" value={username} onChange={setUsername} error={error} />
          <label className="field__label" htmlFor={`${id}-role`}>
            As
          </label>
          <select id={`${id}-role`} className="select" value={role} onChange={(event) => setRole(event.target.value as typeof role)}>
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

function Submissions({ collection }: { collection: Collection }) {
  const client = useClient();
  const link = useLink();
  const toast = useToast();
  const publish = async (postId: string) => {
    const result = await client.mutation(PublishPost, { id: postId, collectionId: collection.id }).toPromise();
    const answer = result.data?.publishPost;
    if (answer?.__typename === 'Post') window.location.assign(answer.mediumUrl);
    else toast({ message: failureMessage(answer, 'Please try again.'), toastStyle: 'ERROR' });
  };
  if (collection.submissions.length === 0) return <p className="feed__empty">No submissions are waiting.</p>;
  return (
    <ul className="story-rows">
      {collection.submissions.map((post) => (
        <li key={post.id} className="story-row">
          <p className="story-row__text">
            <a href={link('ShowEditPost', { postId: post.id })}>{post.title || 'Untitled story'}</a> by {post.creator.name}
          </p>
          <button type="button" className="button button--primary" onClick={() => void publish(post.id)}>
            Publish
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * /{collectionSlug}/settings (and /about, /navigation, /followers, stories and submissions):
 * the publication's about line, its people and invitations, the submissions waiting for an
 * editor, and its followers. Editors and the creator only.
 */
export default function PublicationSettingsPage() {
  const { productName } = useConfig();
  const link = useLink();
  const { params } = useNavigation();
  const [{ data }] = useQuery({ query: PublicationSettingsQuery, variables: { slug: params['collectionSlug'] ?? '' } });
  const collection = data?.collectionByDomainOrSlug;
  if (!collection || !collectionPermissions(collection.viewerRole).canManage) {
    return (
      <main className="page page--message" id="main">
        <title>{`Publication settings – ${productName}`}</title>
        <h1 className="message__title">Only editors can see this page</h1>
        <p className="message__text">{collection ? <a href={collection.mediumUrl}>Read {collection.name}</a> : 'This publication does not exist.'}</p>
      </main>
    );
  }
  return (
    <main className="page" id="main">
      <title>{`${collection.name} settings – ${productName}`}</title>
      <div className="reading-column">
        <div className="page__heading">
          <h1 className="page__title">{collection.name}</h1>
          <a className="button button--primary" href={link('ShowCollectionNewPost', { collectionSlug: collection.slug })}>
            Write a story
          </a>
        </div>
        <section aria-labelledby="about-title">
          <h2 className="settings__heading" id="about-title">
            About
          </h2>
          <AboutForm collection={collection} />
        </section>
        <section aria-labelledby="people-title">
          <h2 className="settings__heading" id="people-title">
            Editors and writers
          </h2>
          <People collection={collection} />
        </section>
        <section aria-labelledby="submissions-title" id="submissions">
          <h2 className="settings__heading" id="submissions-title">
            Submissions
          </h2>
          <Submissions collection={collection} />
        </section>
        <section aria-labelledby="navigation-title" id="navigation">
          <h2 className="settings__heading" id="navigation-title">
            Navigation
          </h2>
          <NavigationSettings collection={collection} />
        </section>
        <section aria-labelledby="domain-title" id="custom-domain">
          <h2 className="settings__heading" id="domain-title">
            Custom domain
          </h2>
          <CustomDomainSettings collection={collection} />
        </section>
        <section aria-labelledby="followers-title" id="followers">
          <h2 className="settings__heading" id="followers-title">
            Followers
          </h2>
          {collection.followers.length === 0 ? (
            <p className="feed__empty">No followers yet.</p>
          ) : (
            <ul className="story-rows">
              {collection.followers.map((follower) => (
                <li key={follower.id} className="story-row">
                  <a href={link('ShowUser', { username: follower.username })}>{follower.name}</a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}
