import { useState } from 'react';
import { useClient } from 'urql';
import { Field } from '../auth/fields.tsx';
import { graphql, type ResultOf } from '../graphql/graphql.ts';

/** What the custom domain section shows; the three domain mutations answer with it. */
export const CustomDomainFields = graphql(`
  fragment CustomDomainFields on Collection @_unmask {
    id
    domain
    mediumUrl
    customDomain
    domainStatus
    domainVerification {
      name
      value
    }
  }
`);

const SetCustomDomain = graphql(
  `
  mutation SetCollectionCustomDomain($id: ID!, $domain: String!) {
    setCollectionCustomDomain(collectionId: $id, domain: $domain) {
      __typename
      ... on Collection {
        ...CustomDomainFields
      }
      ... on Failure {
        message
      }
    }
  }
`,
  [CustomDomainFields],
);

const VerifyCustomDomain = graphql(
  `
  mutation VerifyCollectionCustomDomain($id: ID!) {
    verifyCollectionCustomDomain(collectionId: $id) {
      __typename
      ... on Collection {
        ...CustomDomainFields
      }
      ... on Failure {
        message
      }
    }
  }
`,
  [CustomDomainFields],
);

const RemoveCustomDomain = graphql(
  `
  mutation RemoveCollectionCustomDomain($id: ID!) {
    removeCollectionCustomDomain(collectionId: $id) {
      __typename
      ... on Collection {
        ...CustomDomainFields
      }
      ... on Failure {
        message
      }
    }
  }
`,
  [CustomDomainFields],
);

/** What each domain status means to the people setting it up (spec 3 §3 domain statuses). */
const DOMAIN_STATUS_TEXT: Readonly<Record<string, string>> = {
  CREATED: 'Waiting for its DNS record.',
  FAILED: 'The DNS record was not found yet. DNS changes can take a while; check again later.',
  VERIFIED: 'Verified; going live.',
  ACTIVE: 'Live: readers reach the publication at this domain.',
};

export function CustomDomainSettings({ collection }: { collection: ResultOf<typeof CustomDomainFields> }) {
  const client = useClient();
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const answer = (result: { __typename: string; message?: string } | undefined) => setError(result && result.__typename !== 'Collection' && result.message ? result.message : null);
  const pending = collection.customDomain && collection.domainStatus !== 'ACTIVE';
  return (
    <>
      {collection.customDomain ? (
        <>
          <p className="settings__row">
            <strong>{collection.customDomain}</strong> · {DOMAIN_STATUS_TEXT[collection.domainStatus ?? ''] ?? collection.domainStatus}
          </p>
          {pending && collection.domainVerification && (
            <p className="settings__row">
              Add this TXT record at your DNS provider, then check it: <code>{collection.domainVerification.name}</code> with the value <code>{collection.domainVerification.value}</code>. Point the
              domain itself at this site with a CNAME record.
            </p>
          )}
          <p className="story-row__actions">
            {pending && (
              <button type="button" className="button button--primary" onClick={() => void client.mutation(VerifyCustomDomain, { id: collection.id }).toPromise().then((result) => answer(result.data?.verifyCollectionCustomDomain))}>
                Check DNS now
              </button>
            )}
            <button type="button" className="button button--outline" onClick={() => void client.mutation(RemoveCustomDomain, { id: collection.id }).toPromise().then((result) => answer(result.data?.removeCollectionCustomDomain))}>
              Remove domain
            </button>
          </p>
          {error && (
            <p className="field__error" role="alert">
              {error}
            </p>
          )}
        </>
      ) : (
        <form
          className="settings-form settings-form--inline"
          onSubmit={(event) => {
            event.preventDefault();
            void client.mutation(SetCustomDomain, { id: collection.id, domain }).toPromise().then((result) => answer(result.data?.setCollectionCustomDomain));
          }}
        >
          <Field label="Your domain" name="domain" type="text" value={domain} onChange={setDomain} error={error} />
          <button type="submit" className="button button--outline">
            Use this domain
          </button>
        </form>
      )}
    </>
  );
}
