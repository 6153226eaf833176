import { DomainSetup } from '../domains/domain-setup.tsx';
import { graphql, type ResultOf } from '../graphql/graphql.ts';
import { useMutation } from '../data/use-mutation.ts';

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
  const [, setCustomDomain] = useMutation(SetCustomDomain);
  const [, verifyCustomDomain] = useMutation(VerifyCustomDomain);
  const [, removeCustomDomain] = useMutation(RemoveCustomDomain);
  return (
    <DomainSetup
      domain={collection.customDomain}
      status={collection.domainStatus}
      verification={collection.domainVerification}
      onSet={async (domain) =>
        failureOf((await setCustomDomain({ id: collection.id, domain })).data?.setCollectionCustomDomain)
      }
      onVerify={async () =>
        failureOf((await verifyCustomDomain({ id: collection.id })).data?.verifyCollectionCustomDomain)
      }
      onRemove={async () =>
        failureOf((await removeCustomDomain({ id: collection.id })).data?.removeCollectionCustomDomain)
      }
    />
  );
}
