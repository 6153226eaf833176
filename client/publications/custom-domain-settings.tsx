import { useClient } from '../data/use-client.ts';
import { DomainSetup } from '../domains/domain-setup.tsx';
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

const failureOf = (result: { __typename: string; message?: string } | undefined) =>
  result?.__typename === 'Collection' ? null : (result?.message ?? 'Please try again.');

/** A publication's own domain (/{collectionSlug}/settings/custom-domain). */
export function CustomDomainSettings({ collection }: { collection: ResultOf<typeof CustomDomainFields> }) {
  const client = useClient();
  return (
    <DomainSetup
      domain={collection.customDomain}
      status={collection.domainStatus}
      verification={collection.domainVerification}
      onSet={async (domain) =>
        failureOf(
          (await client.mutation(SetCustomDomain, { id: collection.id, domain }).toPromise()).data
            ?.setCollectionCustomDomain,
        )
      }
      onVerify={async () =>
        failureOf(
          (await client.mutation(VerifyCustomDomain, { id: collection.id }).toPromise()).data
            ?.verifyCollectionCustomDomain,
        )
      }
      onRemove={async () =>
        failureOf(
          (await client.mutation(RemoveCustomDomain, { id: collection.id }).toPromise()).data
            ?.removeCollectionCustomDomain,
        )
      }
    />
  );
}
