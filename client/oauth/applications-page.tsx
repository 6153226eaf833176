import { useState } from 'react';
import { useQuery } from '../data/use-query.ts';
import { API_SCOPES, isApiScope } from '../../shared/api/api-scopes.ts';
import { Field } from '../auth/fields.tsx';
import { FreshProofProvider, useFreshProof } from '../auth/fresh-proof.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { SettingsSection } from '../components/settings-section.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { formatDate } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { signInHref } from '../routes/sign-in-href.ts';
import { useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const ApplicationsQuery = graphql(`
  query ApplicationsPageQuery {
    viewer {
      id
      hasPassword
      twoFactorMethod
      passkeys {
        id
      }
      oauthApplications {
        id
        name
        website
      }
      connectedApplications {
        id
        name
        website
        scopes
        connectedAt
      }
      integrationTokens {
        id
        description
        createdAt
        lastUsedAt
      }
    }
  }
`);

const DisconnectApplication = graphql(`
  mutation DisconnectApplication($id: ID!) {
    disconnectApplication(id: $id) {
      __typename
      ... on User {
        id
        connectedApplications {
          id
        }
      }
      ... on Failure {
        message
      }
    }
  }
`);

const CreateIntegrationToken = graphql(`
  mutation CreateIntegrationToken($description: String!) {
    createIntegrationToken(description: $description) {
      __typename
      ... on CreatedIntegrationToken {
        token
        owner {
          id
          integrationTokens {
            id
            description
            createdAt
            lastUsedAt
          }
        }
      }
      ... on Failure {
        message
      }
    }
  }
`);

const RevokeIntegrationToken = graphql(`
  mutation RevokeIntegrationToken($id: ID!) {
    revokeIntegrationToken(id: $id) {
      __typename
      ... on User {
        id
        integrationTokens {
          id
        }
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const applicationsData = definePageData({ query: ApplicationsQuery, variables: () => ({}), status: () => 200 });

const scopeWords = (scope: string) => (isApiScope(scope) ? API_SCOPES[scope] : scope);

function ConnectedApplications({
  connected,
}: {
  connected: readonly {
    id: string;
    name: string;
    website: string | null;
    scopes: readonly string[];
    connectedAt: number;
  }[];
}) {
  const [, disconnectApplication] = useMutation(DisconnectApplication);
  const [asking, setAsking] = useState<{ id: string; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (connected.length === 0)
    return (
      <p className="settings__row">
        No application can act for you. When you connect one, it is listed here until you disconnect it.
      </p>
    );
  const disconnect = async (id: string) => {
    setAsking(null);
    const answer = (await disconnectApplication({ id })).data?.disconnectApplication;
    setError(
      answer?.__typename === 'User'
        ? null
        : failureMessage(answer, 'The application could not be disconnected. Please try again.'),
    );
  };
  return (
    <>
      <ul className="settings__list">
        {connected.map((application) => (
          <li key={application.id} className="settings__row">
            <strong>{application.name}</strong>
            {application.website && ` (${new URL(application.website).host})`}
            {`, connected ${formatDate(application.connectedAt)}. It can: ${application.scopes.map(scopeWords).join('; ')}. `}
            <button type="button" className="link-button" onClick={() => setAsking(application)}>
              {`Disconnect ${application.name}`}
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {asking && (
        <ConfirmDialog
          title={`Disconnect ${asking.name}?`}
          confirmLabel="Disconnect"
          danger
          onCancel={() => setAsking(null)}
          onConfirm={() => void disconnect(asking.id)}
        >
          <p>It will no longer be able to act for you. To use it again, connect it again from the application.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

function IntegrationTokens({
  tokens,
}: {
  tokens: readonly { id: string; description: string; createdAt: number; lastUsedAt: number | null }[];
}) {
  const [, createIntegrationToken] = useMutation(CreateIntegrationToken);
  const [, revokeIntegrationToken] = useMutation(RevokeIntegrationToken);
  const withProof = useFreshProof();
  const [description, setDescription] = useState('');
  const [made, setMade] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await withProof(
      async () => (await createIntegrationToken({ description })).data?.createIntegrationToken,
    );
    setBusy(false);
    if (answer?.__typename === 'CreatedIntegrationToken') {
      setMade(answer.token);
      setDescription('');
      setError(null);
    } else setError(failureMessage(answer, 'The token could not be made. Please try again.'));
  };
  const revoke = async (id: string) => {
    const answer = (await revokeIntegrationToken({ id })).data?.revokeIntegrationToken;
    setError(
      answer?.__typename === 'User'
        ? null
        : failureMessage(answer, 'The token could not be revoked. Please try again.'),
    );
  };
  return (
    <>
      <p className="settings__row">
        Your own scripts can call the API as you with an integration token: send it as “Authorization: Bearer” followed
        by the token. Keep it secret, as you would a password.
      </p>
      {made && (
        <div className="settings__row" role="status">
          <p>Your new token. Copy it now: it will not be shown again.</p>
          <code className="settings__secret">{made}</code>
        </div>
      )}
      <form className="settings-form" onSubmit={(event) => void create(event)}>
        <Field
          label="What the token is for"
          name="description"
          type="text"
          value={description}
          onChange={setDescription}
          maxLength={50}
        />
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--outline" disabled={busy || description.trim() === ''}>
          Get integration token
        </button>
      </form>
      <ul className="settings__list">
        {tokens.map((token) => (
          <li key={token.id} className="settings__row">
            <strong>{token.description}</strong>
            {`, made ${formatDate(token.createdAt)}, ${token.lastUsedAt ? `last used ${formatDate(token.lastUsedAt)}` : 'never used'}. `}
            <button type="button" className="link-button" onClick={() => void revoke(token.id)}>
              {`Revoke ${token.description}`}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * /me/applications: the applications that can act for the writer (each until disconnected),
 * the applications the writer registered for others to connect, and integration tokens.
 */
export default function ApplicationsPage() {
  const { productName } = useConfig();
  const link = useLink();
  const [{ data }] = useQuery({ query: ApplicationsQuery });
  const viewer = data?.viewer;
  return (
    <main className="page" id="main">
      <title>{`Applications – ${productName}`}</title>
      <div className="reading-column">
        <p className="masthead__kicker">
          <a href={link('ShowSettings')}>Settings</a>
        </p>
        <h1 className="page__title">Applications</h1>
        {!viewer ? (
          <p>
            <a href={signInHref(link, link('ShowApplications'))}>Sign in</a> to see the applications connected to your
            account.
          </p>
        ) : (
          <>
            <SettingsSection id="connected" title="Connected applications">
              <ConnectedApplications connected={viewer.connectedApplications} />
            </SettingsSection>
            <SettingsSection id="tokens" title="Integration tokens">
              <FreshProofProvider
                account={{
                  hasPassword: viewer.hasPassword === true,
                  twoFactorMethod: viewer.twoFactorMethod,
                  hasPasskey: viewer.passkeys.length > 0,
                }}
              >
                <IntegrationTokens tokens={viewer.integrationTokens} />
              </FreshProofProvider>
            </SettingsSection>
            <SettingsSection id="yours" title="Your applications">
              <p className="settings__row">{`Build on ${productName}: register an application, and writers can let it publish or read for them through the API (OAuth 2 with PKCE).`}</p>
              <ul className="settings__list">
                {viewer.oauthApplications.map((application) => (
                  <li key={application.id} className="settings__row">
                    <a href={link('ShowApplication', { oauthApplicationId: application.id })}>{application.name}</a>
                    {application.website && ` (${new URL(application.website).host})`}
                  </li>
                ))}
              </ul>
              <p>
                <a className="button button--outline" href={link('ShowNewApplication')}>
                  New application
                </a>
              </p>
            </SettingsSection>
          </>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ applications: { data: applicationsData } });
