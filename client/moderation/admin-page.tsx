import { useId, useState } from 'react';
import {
  MODERATION_ACTION_LABELS,
  MODERATION_ACTIONS_TAKEN,
  REPORT_SUBJECT_NAMES,
} from '../../shared/social/reports.ts';
import { FreshProofProvider, useFreshProof } from '../auth/fresh-proof.tsx';
import { DecisionForm, LogEntryFragment, refusalOf, RestoreForm } from './moderation-decisions.tsx';
import { useQuery } from '../data/use-query.ts';
import { useMutation } from '../data/use-mutation.ts';
import { formatDate } from '../format.ts';
import { graphql, type ResultOf } from '../graphql/graphql.ts';
import { ToolNav } from '../components/tool-nav.tsx';
import { useConfig, useNavigation } from '../state/app-state.tsx';
import { definePageData, pageLocation, type PageLocation } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const AccountFragment = graphql(
  `
    fragment AdminAccountItem on AdminAccount @_unmask {
      id
      email
      customDomain
      createdAt
      deleted
      isStaff
      isModerator
      isLimited
      isSuspended
      trustLevel
      user {
        id
        name
        username
        mediumUrl
      }
      sessions {
        id
        device
        place
        lastSeenAt
        host
      }
      decisions {
        ...LogEntry
      }
    }
  `,
  [LogEntryFragment],
);

/** The blocked link domains, as the page and each change's answer carry them. */
const DomainsFragment = graphql(`
  fragment BlockedDomains on BlockedLinkDomains @_unmask {
    domains {
      domain
      reason
      createdAt
      addedBy {
        id
        name
      }
    }
  }
`);

const AdminQuery = graphql(
  `
    query AdminPageQuery($query: String!, $users: Boolean!, $domains: Boolean!) {
      viewer {
        id
        hasPassword
        twoFactorMethod
        passkeys {
          id
        }
      }
      adminAccounts(query: $query) @include(if: $users) {
        __typename
        ... on AdminAccounts {
          accounts {
            ...AdminAccountItem
          }
        }
      }
      blockedLinkDomains @include(if: $domains) {
        __typename
        ... on BlockedLinkDomains {
          ...BlockedDomains
        }
      }
    }
  `,
  [AccountFragment, DomainsFragment],
);

const AccountAnswer = `
  __typename
  ... on AdminAccount {
    ...AdminAccountItem
  }
  ... on Failure {
    message
  }
`;

const SetModerator = graphql(
  `mutation SetModerator($id: ID!, $on: Boolean!) { setModerator(userId: $id, moderator: $on) { ${AccountAnswer} } }`,
  [AccountFragment],
);
const RestrictAccount = graphql(
  `mutation RestrictAccount($id: ID!, $action: AccountRestriction!, $reason: String!) { restrictAccount(userId: $id, action: $action, reason: $reason) { ${AccountAnswer} } }`,
  [AccountFragment],
);
const EndAccountSessions = graphql(
  `mutation EndAccountSessions($id: ID!) { endAccountSessions(userId: $id) { ${AccountAnswer} } }`,
  [AccountFragment],
);

const DomainsAnswer = `
  __typename
  ... on BlockedLinkDomains {
    ...BlockedDomains
  }
  ... on Failure {
    message
  }
`;
const BlockLinkDomain = graphql(
  `mutation BlockLinkDomain($domain: String!, $reason: String!) { blockLinkDomain(domain: $domain, reason: $reason) { ${DomainsAnswer} } }`,
  [DomainsFragment],
);
const UnblockLinkDomain = graphql(
  `mutation UnblockLinkDomain($domain: String!) { unblockLinkDomain(domain: $domain) { ${DomainsAnswer} } }`,
  [DomainsFragment],
);

type Account = ResultOf<typeof AccountFragment>;
type Domain = {
  readonly domain: string;
  readonly reason: string;
  readonly createdAt: number;
  readonly addedBy: { readonly name: string } | null;
};

const variables = (location: PageLocation) => ({
  query: location.search.get('q') ?? '',
  users: location.routeName === 'ShowAdminUsers',
  domains: location.routeName === 'ShowAdminLinkDomains',
});

export const adminData = definePageData({
  query: AdminQuery,
  variables: (_params, location) => variables(location),
  // the operators' view is staff's; anyone else finds nothing
  status: (data) => ((data.adminAccounts ?? data.blockedLinkDomains)?.__typename === 'NotFound' ? 404 : 200),
});

/** What staff see of an account at a glance: its roles and restrictions. */
function badgesOf(account: Account): string[] {
  return [
    account.isStaff && 'Staff',
    account.isModerator && 'Moderator',
    account.trustLevel === 'NEW' && 'New account',
    account.isLimited && 'Limited',
    account.isSuspended && 'Suspended',
    account.deleted && 'Deleted',
  ].filter((badge): badge is string => typeof badge === 'string');
}

/** One account found: who, since when, its sessions, what moderators decided, and what staff can do. */
function AccountCard({
  account,
  viewerId,
  onChanged,
}: {
  account: Account;
  viewerId: string | null;
  onChanged: () => void;
}) {
  const [, setModerator] = useMutation(SetModerator);
  const [, endAccountSessions] = useMutation(EndAccountSessions);
  const [, restrictAccount] = useMutation(RestrictAccount);
  const withProof = useFreshProof();
  const [error, setError] = useState<string | null>(null);
  const own = account.id === viewerId;
  /** Runs an action that answers the account, asking for a fresh proof when the server wants one. */
  const act = async (run: () => Promise<{ readonly __typename: string } | undefined>): Promise<string | null> => {
    const answer = await withProof(run);
    if (answer?.__typename !== 'AdminAccount') {
      const refusal = refusalOf(answer as { message?: string } | undefined);
      setError(refusal);
      return refusal;
    }
    setError(null);
    onChanged();
    return null;
  };
  return (
    <li className="moderation-item">
      <h2 className="moderation-item__title">
        <a href={account.user.mediumUrl}>{account.user.name}</a>{' '}
        <span className="report-item__kind">@{account.user.username}</span>
      </h2>
      <p className="moderation-item__facts">
        {[
          account.email ?? 'No e-mail address',
          account.customDomain,
          `joined ${formatDate(account.createdAt)}`,
          ...badgesOf(account),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <h3 className="admin-account__heading">Sessions</h3>
      {account.sessions.length === 0 ? (
        <p>Signed in nowhere.</p>
      ) : (
        <ul className="moderation-item__notes">
          {account.sessions.map((session) => (
            <li key={session.id}>
              {[session.device, session.place, session.host, `last seen ${formatDate(session.lastSeenAt)}`]
                .filter(Boolean)
                .join(' · ')}
            </li>
          ))}
        </ul>
      )}
      <h3 className="admin-account__heading">Decisions about this account</h3>
      {account.decisions.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul className="moderation-item__notes">
          {account.decisions.map((entry) => (
            <li key={entry.id}>
              {`${formatDate(entry.createdAt)}: ${MODERATION_ACTIONS_TAKEN[entry.action]} (${REPORT_SUBJECT_NAMES[entry.subject]}${entry.title ? ` “${entry.title}”` : ''}) by ${entry.moderator?.name ?? 'a former moderator'}, “${entry.reason}”`}
              {entry.inForce && !own && <RestoreForm entry={entry} onRestored={onChanged} />}
            </li>
          ))}
        </ul>
      )}
      {own ? (
        <p className="moderation-item__own">
          Staff do not act on their own account here: another member of staff does.
        </p>
      ) : (
        <>
          <div className="admin-account__actions">
            <button
              type="button"
              className="button"
              onClick={() =>
                void act(
                  async () => (await setModerator({ id: account.id, on: !account.isModerator })).data?.setModerator,
                )
              }
            >
              {account.isModerator ? 'Take away the moderator role' : 'Make a moderator'}
            </button>
            <button
              type="button"
              className="button"
              onClick={() =>
                void act(async () => (await endAccountSessions({ id: account.id })).data?.endAccountSessions)
              }
            >
              Sign out everywhere
            </button>
          </div>
          {error && (
            <p className="field__error" role="alert">
              {error}
            </p>
          )}
          <DecisionForm
            name={`restrict-${account.id}`}
            choices={(['LIMIT', 'SUSPEND'] as const).map((value) => ({
              value,
              label: MODERATION_ACTION_LABELS[value],
            }))}
            reasonLabel="Reason (the person reads it)"
            busy={false}
            onDecide={(action, reason) =>
              act(async () => (await restrictAccount({ id: account.id, action, reason })).data?.restrictAccount)
            }
          />
        </>
      )}
    </li>
  );
}

/** The blocked link domains: added with a reason, removed with a click. */
function BlockedDomains({ domains: listed }: { domains: readonly Domain[] }) {
  const [, blockLinkDomain] = useMutation(BlockLinkDomain);
  const [, unblockLinkDomain] = useMutation(UnblockLinkDomain);
  const domainId = useId();
  const reasonId = useId();
  const [domains, setDomains] = useState(listed);
  const [domain, setDomain] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const settle = (
    answer:
      | { readonly __typename: string; readonly domains?: readonly Domain[]; readonly message?: string }
      | undefined,
  ) => {
    if (answer?.__typename === 'BlockedLinkDomains' && answer.domains) {
      setDomains(answer.domains);
      setError(null);
      return true;
    }
    setError(refusalOf(answer));
    return false;
  };
  return (
    <>
      <form
        className="moderation-item__decision"
        onSubmit={(event) => {
          event.preventDefault();
          void blockLinkDomain({ domain, reason }).then((result) => {
            if (settle(result.data?.blockLinkDomain)) {
              setDomain('');
              setReason('');
            }
          });
        }}
      >
        <label htmlFor={domainId}>Domain</label>
        <input
          id={domainId}
          className="field__input"
          value={domain}
          onChange={(event) => setDomain(event.target.value)}
          placeholder="spam.example"
        />
        <label htmlFor={reasonId}>Why it is blocked</label>
        <input
          id={reasonId}
          className="field__input"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary">
          Block
        </button>
      </form>
      {domains.length === 0 ? (
        <p className="feed__empty">No domain is blocked.</p>
      ) : (
        <table className="stats-table">
          <thead>
            <tr>
              <th scope="col">Domain</th>
              <th scope="col">Why</th>
              <th scope="col">Added</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {domains.map((row) => (
              <tr key={row.domain}>
                <td>{row.domain}</td>
                <td>{row.reason}</td>
                <td>{`${formatDate(row.createdAt)}${row.addedBy ? ` by ${row.addedBy.name}` : ''}`}</td>
                <td>
                  <button
                    type="button"
                    className="button"
                    aria-label={`Unblock ${row.domain}`}
                    onClick={() =>
                      void unblockLinkDomain({ domain: row.domain }).then((result) =>
                        settle(result.data?.unblockLinkDomain),
                      )
                    }
                  >
                    Unblock
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** The operators' pages, linked from each of them. */
const OPERATOR_PAGES = [
  ['ShowAdminUsers', 'Accounts'],
  ['ShowAdminLinkDomains', 'Blocked link domains'],
  ['ShowModeration', 'Moderation'],
] as const;

function AdminNav({ current }: { current: (typeof OPERATOR_PAGES)[number][0] }) {
  return <ToolNav label="Operators" pages={OPERATOR_PAGES} current={current} />;
}

/** /_/admin/users and /_/admin/link-domains: staff find an account and act on it, and keep the list of blocked link domains. */
export default function AdminPage() {
  const { productName } = useConfig();
  const navigation = useNavigation();
  const vars = variables(pageLocation(navigation));
  const [{ data }, reexecute] = useQuery({ query: AdminQuery, variables: vars });
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  const queryId = useId();
  const viewer = data?.viewer;
  if (vars.domains) {
    const domains =
      data?.blockedLinkDomains?.__typename === 'BlockedLinkDomains' ? data.blockedLinkDomains.domains : [];
    return (
      <main className="page" id="main">
        <title>{`Blocked link domains – ${productName}`}</title>
        <div className="reading-column">
          <h1 className="page__title">Blocked link domains</h1>
          <AdminNav current="ShowAdminLinkDomains" />
          <p>No story or response may link to these domains, or to any host under them.</p>
          <BlockedDomains domains={domains} />
        </div>
      </main>
    );
  }
  const accounts = data?.adminAccounts?.__typename === 'AdminAccounts' ? data.adminAccounts.accounts : [];
  return (
    <main className="page" id="main">
      <title>{`Accounts – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">Accounts</h1>
        <AdminNav current="ShowAdminUsers" />
        <form method="get" className="admin-search" role="search">
          <label htmlFor={queryId}>Find an account by name, username, e-mail address or domain</label>
          <input id={queryId} className="field__input" name="q" defaultValue={vars.query} />
          <button type="submit" className="button button--primary">
            Find
          </button>
        </form>
        {vars.query && accounts.length === 0 && <p className="feed__empty">{`No account matches “${vars.query}”.`}</p>}
        {viewer && accounts.length > 0 && (
          <FreshProofProvider
            account={{
              hasPassword: viewer.hasPassword === true,
              twoFactorMethod: viewer.twoFactorMethod,
              hasPasskey: viewer.passkeys.length > 0,
            }}
          >
            <ul className="moderation-queue">
              {accounts.map((account) => (
                <AccountCard key={account.id} account={account} viewerId={viewer.id} onChanged={refresh} />
              ))}
            </ul>
          </FreshProofProvider>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ admin: { data: adminData } });
