import { useState } from 'react';
import { useQuery } from '../data/use-query.ts';
import { subdomainProblem } from '../../shared/validation/username.ts';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { useToast } from '../shell/use-toast.ts';
import { graphql } from '../graphql/graphql.ts';
import { signInHref } from '../routes/sign-in-href.ts';
import { useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

/** docs/spec-checklist.md 1 §8: the retryable error's advice, when turning the subdomain off did not go through. */
const SUBDOMAIN_DEACTIVATION_ERROR =
  'An error occured during deactivation of the subdomain. Please try again or contact our support team for help.';

const CreateSubdomainQuery = graphql(`
  query CreateSubdomainQuery {
    viewer {
      id
      username
      hasSubdomain
      mediumUrl
    }
  }
`);

const SetSubdomain = graphql(`
  mutation SetSubdomain($enabled: Boolean!) {
    setSubdomain(enabled: $enabled) {
      __typename
      ... on User {
        id
        hasSubdomain
        mediumUrl
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const createSubdomainData = definePageData({
  query: CreateSubdomainQuery,
  variables: () => ({}),
  status: () => 200,
});

/**
 * /me/create-subdomain: a writer's profile and stories at {username}.{AUTH_DOMAIN}, their own
 * corner of Quire; old /@username links lead there. Switched off, they live on the main domain again.
 */
export default function CreateSubdomainPage() {
  const { productName, authDomain } = useConfig();
  const link = useLink();
  const [, setSubdomain] = useMutation(SetSubdomain);
  const [{ data }] = useQuery({ query: CreateSubdomainQuery });
  const [error, setError] = useState<string | null>(null);
  const viewer = data?.viewer;
  const showToast = useToast();
  const change = async (enabled: boolean) => {
    const answer = (await setSubdomain({ enabled })).data?.setSubdomain;
    if (answer?.__typename === 'User') return setError(null);
    if (enabled) return setError(failureMessage(answer, 'Please try again.'));
    setError(null);
    // docs/spec-checklist.md 1 §8: turning the subdomain off that did not go through says so in a toast
    showToast({ message: failureMessage(answer, SUBDOMAIN_DEACTIVATION_ERROR) });
  };
  const address = viewer ? `${viewer.username}.${authDomain}` : '';
  const problem = viewer ? subdomainProblem(viewer.username) : null;
  return (
    <main className="page" id="main">
      <title>{`Your subdomain – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">Your subdomain</h1>
        {!viewer ? (
          <p>
            <a href={signInHref(link, link('ShowCreateSubdomain'))}>Sign in</a> to give your profile an address of its
            own.
          </p>
        ) : viewer.hasSubdomain ? (
          <>
            <p>
              Your profile and stories live at <a href={viewer.mediumUrl}>{address}</a>. Links to your old address lead
              there.
            </p>
            <button type="button" className="button button--outline" onClick={() => void change(false)}>
              Stop using {address}
            </button>
          </>
        ) : (
          <>
            <p>
              Give your profile and stories an address of their own: <strong>{address}</strong>. Links to{' '}
              {`/@${viewer.username}`} keep working. You can also use a domain you own, in{' '}
              <a href={link('ShowCustomDomainSettings')}>settings</a>.
            </p>
            {problem ? (
              <p className="notice">
                {problem} <a href={link('ShowSettingsSection', { setting: 'account' })}>Change your username</a>
              </p>
            ) : (
              <button type="button" className="button button--primary" onClick={() => void change(true)}>
                Create {address}
              </button>
            )}
          </>
        )}
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'create-subdomain': { data: createSubdomainData } });
