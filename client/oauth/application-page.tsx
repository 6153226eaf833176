import { useState } from 'react';
import { useQuery } from '../data/use-query.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { formatDate } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { signInHref } from '../routes/sign-in-href.ts';
import type { Params } from '../../shared/routes/index.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const ApplicationQuery = graphql(`
  query ApplicationPageQuery($id: ID!) {
    viewer {
      id
    }
    oauthApplication(id: $id) {
      id
      name
      website
      redirectUris
      createdAt
      mediumCompatible
    }
  }
`);

const DeleteOAuthApplication = graphql(`
  mutation DeleteOAuthApplication($id: ID!) {
    deleteOAuthApplication(id: $id) {
      __typename
      ... on Failure {
        message
      }
    }
  }
`);

const variables = (params: Params) => ({ id: params['oauthApplicationId'] ?? '' });

/** Only its owner sees an application: a visitor is asked to sign in, anyone else finds nothing. */
export const applicationData = definePageData({
  query: ApplicationQuery,
  variables,
  status: (data) => (data.oauthApplication || !data.viewer ? 200 : 404),
});

/** /me/applications/{oauthApplicationId}: what an application sends and where, and deleting it. */
export default function ApplicationPage() {
  const { productName, authOrigin } = useConfig();
  const link = useLink();
  const [, deleteOAuthApplication] = useMutation(DeleteOAuthApplication);
  const { params } = useNavigation();
  const [{ data }] = useQuery({ query: ApplicationQuery, variables: variables(params) });
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const application = data?.oauthApplication;
  if (!application) {
    return (
      <main className="page" id="main">
        <title>{`Applications – ${productName}`}</title>
        <div className="reading-column">
          <h1 className="page__title">Applications</h1>
          <p>
            <a
              href={signInHref(
                link,
                link('ShowApplication', { oauthApplicationId: params['oauthApplicationId'] ?? '' }),
              )}
            >
              Sign in
            </a>{' '}
            to see your application.
          </p>
        </div>
      </main>
    );
  }

  const remove = async () => {
    setAsking(false);
    const answer = (await deleteOAuthApplication({ id: application.id })).data?.deleteOAuthApplication;
    if (answer?.__typename === 'User') return window.location.assign(link('ShowApplications'));
    setError(failureMessage(answer, 'The application could not be deleted. Please try again.'));
  };
  return (
    <main className="page" id="main">
      <title>{`${application.name} – ${productName}`}</title>
      <div className="reading-column">
        <p className="masthead__kicker">
          <a href={link('ShowApplications')}>Applications</a>
        </p>
        <h1 className="page__title">{application.name}</h1>
        <dl className="settings__credentials">
          <dt>Client id</dt>
          <dd>
            <code>{application.id}</code>
          </dd>
          <dt>Website</dt>
          <dd>{application.website ?? 'None given'}</dd>
          <dt>Sends people back to</dt>
          {application.redirectUris.map((uri) => (
            <dd key={uri}>
              <code>{uri}</code>
            </dd>
          ))}
          <dt>Asks for access at</dt>
          <dd>
            <code>{authOrigin + link('AcctOAuthAuthorize')}</code>
          </dd>
          <dt>Gets tokens at</dt>
          <dd>
            <code>{authOrigin + link('AcctToken')}</code>
            {application.mediumCompatible && (
              <>
                {' or, as Medium’s clients do, '}
                <code>{authOrigin + link('ApiTokens')}</code>
              </>
            )}
          </dd>
          <dt>Proof of its requests (PKCE)</dt>
          <dd>
            {application.mediumCompatible
              ? 'Optional: made for Medium’s API, whose clients send none'
              : 'Required, with S256'}
          </dd>
          {application.createdAt !== null && (
            <>
              <dt>Registered</dt>
              <dd>{formatDate(application.createdAt)}</dd>
            </>
          )}
        </dl>
        <p>
          The client secret was shown once, when the application was registered. If it is lost, delete the application
          and register it again.
        </p>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
          Delete application
        </button>
        {asking && (
          <ConfirmDialog
            title={`Delete ${application.name}?`}
            confirmLabel="Delete"
            danger
            onCancel={() => setAsking(false)}
            onConfirm={() => void remove()}
          >
            <p>Every writer who connected it is disconnected, and its tokens stop working at once.</p>
          </ConfirmDialog>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ application: { data: applicationData } });
