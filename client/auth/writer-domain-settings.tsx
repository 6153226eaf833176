import { DomainSetup } from '../domains/domain-setup.tsx';
import { graphql, type ResultOf } from '../graphql/graphql.ts';
import { useLink } from '../state/app-state.tsx';
import { useMutation } from '../data/use-mutation.ts';

/** What a writer's domain settings show; the domain mutations answer with it. */
export const WriterDomainFields = graphql(`
  fragment WriterDomainFields on User @_unmask {
    id
    username
    hasSubdomain
    mediumUrl
    customDomainSetting {
      domain
      status
      verification {
        name
        value
      }
    }
  }
`);

const SetDomain = graphql(
  `
    mutation SetUserCustomDomain($domain: String!) {
      setUserCustomDomain(domain: $domain) {
        __typename
        ... on User {
          ...WriterDomainFields
        }
        ... on Failure {
          message
        }
      }
    }
  `,
  [WriterDomainFields],
);

const VerifyDomain = graphql(
  `
    mutation VerifyUserCustomDomain {
      verifyUserCustomDomain {
        __typename
        ... on User {
          ...WriterDomainFields
        }
        ... on Failure {
          message
        }
      }
    }
  `,
  [WriterDomainFields],
);

const RemoveDomain = graphql(
  `
    mutation RemoveUserCustomDomain {
      removeUserCustomDomain {
        __typename
        ... on User {
          ...WriterDomainFields
        }
        ... on Failure {
          message
        }
      }
    }
  `,
  [WriterDomainFields],
);

const failureOf = (result: { __typename: string; message?: string } | undefined) =>
  result?.__typename === 'User' ? null : (result?.message ?? 'Please try again.');

/** /me/settings/custom-domain: where a writer's profile lives, their subdomain and their own domain. */
export function WriterDomainSettings({ writer }: { writer: ResultOf<typeof WriterDomainFields> }) {
  const [, setDomain] = useMutation(SetDomain);
  const [, verifyDomain] = useMutation(VerifyDomain);
  const [, removeDomain] = useMutation(RemoveDomain);
  const link = useLink();
  const setting = writer.customDomainSetting;
  return (
    <>
      <p className="settings__row">
        Your profile is at <a href={writer.mediumUrl}>{writer.mediumUrl}</a>.{' '}
        {writer.hasSubdomain ? 'It lives on your own subdomain.' : 'You can give it a subdomain of its own.'}{' '}
        <a href={link('ShowCreateSubdomain')}>{writer.hasSubdomain ? 'Subdomain settings' : 'Create your subdomain'}</a>
      </p>
      <p className="settings__row">Or bring a domain you own: readers then reach your profile and stories there.</p>
      <DomainSetup
        domain={setting?.domain ?? null}
        status={setting?.status ?? null}
        verification={setting?.verification ?? null}
        onSet={async (domain) => failureOf((await setDomain({ domain })).data?.setUserCustomDomain)}
        onVerify={async () => failureOf((await verifyDomain({})).data?.verifyUserCustomDomain)}
        onRemove={async () => failureOf((await removeDomain({})).data?.removeUserCustomDomain)}
      />
    </>
  );
}
