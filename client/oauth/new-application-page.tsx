import { useState } from 'react';
import { useQuery } from '../data/use-query.ts';
import { Field, TextAreaField } from '../auth/fields.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { graphql } from '../graphql/graphql.ts';
import { signInHref } from '../routes/sign-in-href.ts';
import { useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const NewApplicationQuery = graphql(`
  query NewApplicationPageQuery {
    viewer {
      id
    }
  }
`);

const CreateOAuthApplication = graphql(`
  mutation CreateOAuthApplication($name: String!, $website: String, $redirectUris: [String!]!, $mediumCompatible: Boolean) {
    createOAuthApplication(name: $name, website: $website, redirectUris: $redirectUris, mediumCompatible: $mediumCompatible) {
      __typename
      ... on CreatedOAuthApplication {
        clientSecret
        application {
          id
          name
          website
          redirectUris
          mediumCompatible
        }
        owner {
          id
          oauthApplications {
            id
            name
            website
          }
        }
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const newApplicationData = definePageData({
  query: NewApplicationQuery,
  variables: () => ({}),
  status: () => 200,
});

/** /me/applications/new: registers an application; its secret is shown here once, never again. */
export default function NewApplicationPage() {
  const { productName, authOrigin } = useConfig();
  const link = useLink();
  const [, createOAuthApplication] = useMutation(CreateOAuthApplication);
  const [{ data }] = useQuery({ query: NewApplicationQuery });
  const [name, setName] = useState('');
  const [website, setWebsite] = useState('');
  const [redirectUris, setRedirectUris] = useState('');
  const [mediumCompatible, setMediumCompatible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ id: string; name: string; secret: string } | null>(null);

  const register = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = (
      await createOAuthApplication({
        name,
        website: website || null,
        redirectUris: redirectUris.split('\n'),
        mediumCompatible,
      })
    ).data?.createOAuthApplication;
    setBusy(false);
    if (answer?.__typename === 'CreatedOAuthApplication')
      setCreated({ id: answer.application.id, name: answer.application.name, secret: answer.clientSecret });
    else setError(failureMessage(answer, 'The application could not be registered. Please try again.'));
  };
  return (
    <main className="page" id="main">
      <title>{`New application – ${productName}`}</title>
      <div className="reading-column">
        <p className="masthead__kicker">
          <a href={link('ShowApplications')}>Applications</a>
        </p>
        <h1 className="page__title">New application</h1>
        {!data?.viewer ? (
          <p>
            <a href={signInHref(link, link('ShowNewApplication'))}>Sign in</a> to register an application.
          </p>
        ) : created ? (
          <div role="status">
            <p>{`${created.name} is registered. It sends people to ${authOrigin}${link('AcctOAuthAuthorize')} to ask for access, and trades the code for a token at ${authOrigin}${link('AcctToken')}.`}</p>
            <dl className="settings__credentials">
              <dt>Client id</dt>
              <dd>
                <code>{created.id}</code>
              </dd>
              <dt>Client secret</dt>
              <dd>
                <code className="settings__secret">{created.secret}</code>
              </dd>
            </dl>
            <p>Copy the secret now: it will not be shown again.</p>
            <p>
              <a href={link('ShowApplication', { oauthApplicationId: created.id })}>{`Go to ${created.name}`}</a>
            </p>
          </div>
        ) : (
          <form className="settings-form" onSubmit={(event) => void register(event)}>
            <Field label="Name" name="name" type="text" value={name} onChange={setName} maxLength={50} />
            <Field label="Website (optional)" name="website" type="text" value={website} onChange={setWebsite} />
            <TextAreaField
              label="Addresses to send people back to, one per line"
              value={redirectUris}
              onChange={setRedirectUris}
              placeholder="https://your-app.example/callback"
            />
            <label className="checkbox">
              <input
                type="checkbox"
                checked={mediumCompatible}
                onChange={(event) => setMediumCompatible(event.target.checked)}
              />
              <span>Made for Medium’s API: it connects as Medium’s clients do, without PKCE</span>
            </label>
            {error && (
              <p className="field__error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="button button--primary" disabled={busy}>
              Register application
            </button>
          </form>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'new-application': { data: newApplicationData } });
