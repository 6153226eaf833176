import { useState } from 'react';
import { useQuery } from '../data/use-query.ts';
import { useMutation } from '../data/use-mutation.ts';
import { graphql } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';
import { useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { SettingsSection } from '../components/settings-section.tsx';
import { signInHref } from '../routes/sign-in-href.ts';
import { definePages } from '../pages/define-page.ts';

const YourPublicationsQuery = graphql(`
  query YourPublicationsQuery {
    viewer {
      id
    }
    viewerCollections {
      id
      name
      slug
      mediumUrl
      viewerRole
    }
    viewerCollectionInvitations {
      id
      role
      collection {
        id
        name
        slug
      }
    }
  }
`);

const AcceptInvitation = graphql(`
  mutation AcceptCollectionInvitation($id: ID!) {
    acceptCollectionInvitation(collectionId: $id) {
      __typename
      ... on Collection {
        id
        slug
        viewerRole
      }
      ... on Failure {
        message
      }
    }
  }
`);

const DeclineInvitation = graphql(`
  mutation DeclineCollectionInvitation($id: ID!) {
    declineCollectionInvitation(collectionId: $id) {
      __typename
    }
  }
`);

export const yourPublicationsData = definePageData({
  query: YourPublicationsQuery,
  variables: () => ({}),
  status: () => 200,
});

const ROLE_NAMES = { CREATOR: 'Creator', EDITOR: 'Editor', WRITER: 'Writer' } as const;

/** /me/publications: the publications the viewer runs or writes for, and invitations to answer. */
export default function YourPublicationsPage() {
  const { productName } = useConfig();
  const link = useLink();
  const [, acceptInvitation] = useMutation(AcceptInvitation);
  const [, declineInvitation] = useMutation(DeclineInvitation);
  const toast = useToast();
  const [{ data }] = useQuery({ query: YourPublicationsQuery });
  const [answered, setAnswered] = useState<readonly string[]>([]);

  const answer = async (collectionId: string, accept: boolean) => {
    if (accept) {
      const result = await acceptInvitation({ id: collectionId });
      const collection = result.data?.acceptCollectionInvitation;
      if (collection?.__typename === 'Collection')
        return window.location.assign(link('ShowCollectionHome', { collectionSlug: collection.slug }));
      return toast({
        message: collection && 'message' in collection ? collection.message : 'Please try again.',
        toastStyle: 'ERROR',
      });
    }
    await declineInvitation({ id: collectionId });
    setAnswered((now) => [...now, collectionId]);
  };

  const invitations = (data?.viewerCollectionInvitations ?? []).filter(
    (invitation) => invitation.collection && !answered.includes(invitation.collection.id),
  );
  return (
    <main className="page" id="main">
      <title>{`Publications – ${productName}`}</title>
      <div className="reading-column">
        <div className="page__heading">
          <h1 className="page__title">Publications</h1>
          <a className="button button--primary" href={link('ShowNewCollection')}>
            New publication
          </a>
        </div>
        {!data?.viewer ? (
          <p>
            <a href={signInHref(link, link('ShowYourCollections'))}>Sign in</a> to see your publications.
          </p>
        ) : (
          <>
            {invitations.length > 0 && (
              <SettingsSection id="invitations" title="Invitations">
                <ul className="story-rows">
                  {invitations.map((invitation) => (
                    <li key={invitation.id} className="story-row">
                      <p className="story-row__text">
                        {invitation.collection?.name} invites you to be{' '}
                        {invitation.role === 'EDITOR' ? 'an editor' : 'a writer'}.
                      </p>
                      <span className="story-row__actions">
                        <button
                          type="button"
                          className="button button--primary"
                          onClick={() => void answer(invitation.collection?.id ?? '', true)}
                        >
                          Accept
                        </button>
                        <button
                          type="button"
                          className="button button--outline"
                          onClick={() => void answer(invitation.collection?.id ?? '', false)}
                        >
                          Decline
                        </button>
                      </span>
                    </li>
                  ))}
                </ul>
              </SettingsSection>
            )}
            {data.viewerCollections.length === 0 ? (
              <p className="feed__empty">You don’t run or write for any publication yet.</p>
            ) : (
              <ul className="story-rows">
                {data.viewerCollections.map((collection) => (
                  <li key={collection.id} className="story-row">
                    <div className="story-row__text">
                      <h2 className="story-row__title">
                        <a href={collection.mediumUrl}>{collection.name}</a>
                      </h2>
                      <p className="story-row__meta">
                        {collection.viewerRole ? ROLE_NAMES[collection.viewerRole] : ''}
                      </p>
                    </div>
                    {collection.viewerRole !== 'WRITER' && (
                      <a href={link('ShowCollectionSettings', { collectionSlug: collection.slug })}>Settings</a>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'your-publications': { data: yourPublicationsData } });
