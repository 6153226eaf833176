import { parseAccountQuery } from '../../shared/social/account-query.ts';
import { REASON_NEEDED } from '../../shared/social/reports.ts';
import { trustLevel, TRUST_LEVELS, normalizeLinkDomain } from '../../shared/social/trust.ts';
import { endSessionsOf } from '../auth/session-writes.ts';
import {
  blockDomain,
  blockedDomains,
  findAccounts,
  setModerator,
  unblockDomain,
  type BlockedLinkDomainRow,
} from './account-admin-writes.ts';
import { historiesOf, restrictAccount, type ModerationActionRow } from './moderation-writes.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { isStaff } from '../graphql/is-staff.ts';
import { purgeEntityPages } from '../cache/purge-pages.ts';
import { requireFreshProof } from '../graphql/require-fresh-proof.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { ModerationLogEntryRef, tellOfDecision } from './moderation-graphql.ts';
import { UserRef } from '../graphql/types/refs.ts';
import type { UserRow } from '../db/schema/index.ts';
import { liveSessionsOf, SessionRef, type SessionRow } from '../accounts/graphql.ts';
import { failure, type Failure, isKind } from '../graphql/types/failure.ts';

/**
 * The operators' view (docs/trust-and-safety.md, "Operators"): staff find an account by name,
 * e-mail or domain, see its sessions and what moderators decided about it, and act. Acting wants a
 * fresh proof, staff or not: a stolen staff session must not be able to suspend anyone.
 */

const staffOnly = (context: GraphQLContext): Failure | null =>
  isStaff(context) ? null : failure('NotFound', 'Page not found');

/** How many decisions about an account the operators' view shows: the newest. */
const DECISIONS_SHOWN = 20;

const TrustLevelEnum = builder.enumType('TrustLevel', { values: TRUST_LEVELS });
const AccountRestrictionEnum = builder.enumType('AccountRestriction', { values: ['LIMIT', 'SUSPEND'] as const });

/** An account found, with its live sessions and the newest decisions about it. */
interface FoundAccount {
  readonly account: UserRow;
  readonly sessions: readonly SessionRow[];
  readonly decisions: readonly ModerationActionRow[];
}

/** The accounts with their sessions and decisions: two queries however many accounts were found. */
async function withDetails(context: GraphQLContext, accounts: readonly UserRow[]): Promise<FoundAccount[]> {
  const ids = accounts.map((account) => account.id);
  const [sessions, decisions] = await Promise.all([
    liveSessionsOf(context, ids, null),
    historiesOf(context.db, ids, DECISIONS_SHOWN),
  ]);
  return accounts.map((account) => ({
    account,
    sessions: sessions.get(account.id) ?? [],
    decisions: decisions.get(account.id) ?? [],
  }));
}

const AdminAccountRef = builder.objectRef<FoundAccount>('AdminAccount').implement({
  description: 'An account as staff see it at /_/admin/users.',
  fields: (t) => ({
    id: t.id({ resolve: ({ account }) => account.id }),
    user: t.field({ type: UserRef, resolve: ({ account }) => account }),
    email: t.string({ nullable: true, resolve: ({ account }) => account.email }),
    customDomain: t.string({ nullable: true, resolve: ({ account }) => account.customDomain }),
    createdAt: t.float({ resolve: ({ account }) => account.createdAt.getTime() }),
    deleted: t.boolean({ resolve: ({ account }) => account.deletedAt !== null }),
    isStaff: t.boolean({ resolve: ({ account }) => account.isStaff }),
    isModerator: t.boolean({ resolve: ({ account }) => account.isModerator }),
    isLimited: t.boolean({ resolve: ({ account }) => account.isLimited }),
    isSuspended: t.boolean({ resolve: ({ account }) => account.isSuspended }),
    trustLevel: t.field({
      type: TrustLevelEnum,
      resolve: ({ account }, _args, context) =>
        trustLevel({ ...account, createdAt: account.createdAt.getTime() }, context.now().getTime()),
    }),
    // bounded lists, read with the accounts: their live sessions, and the newest DECISIONS_SHOWN decisions
    sessions: t.field({
      type: [SessionRef],
      complexity: { field: 1, multiplier: 1 },
      resolve: (found) => [...found.sessions],
    }),
    decisions: t.field({
      type: [ModerationLogEntryRef],
      complexity: { field: 1, multiplier: 1 },
      resolve: (found) => [...found.decisions],
    }),
  }),
});

const AdminAccountsRef = builder
  .objectRef<{ readonly kind: 'AdminAccounts'; readonly accounts: readonly FoundAccount[] }>('AdminAccounts')
  .implement({
    isTypeOf: isKind('AdminAccounts'),
    fields: (t) => ({ accounts: t.field({ type: [AdminAccountRef], resolve: (found) => [...found.accounts] }) }),
  });

const BlockedLinkDomainRef = builder.objectRef<BlockedLinkDomainRow>('BlockedLinkDomain').implement({
  fields: (t) => ({
    domain: t.exposeString('domain'),
    reason: t.exposeString('reason'),
    createdAt: t.float({ resolve: (row) => row.createdAt.getTime() }),
    addedBy: t.field({
      type: UserRef,
      nullable: true,
      resolve: (row, _args, context) => (row.addedBy ? context.loaders.userById.load(row.addedBy) : null),
    }),
  }),
});

const BlockedLinkDomainsRef = builder
  .objectRef<{ readonly kind: 'BlockedLinkDomains'; readonly domains: readonly BlockedLinkDomainRow[] }>(
    'BlockedLinkDomains',
  )
  .implement({
    isTypeOf: isKind('BlockedLinkDomains'),
    fields: (t) => ({ domains: t.field({ type: [BlockedLinkDomainRef], resolve: (list) => [...list.domains] }) }),
  });

const AdminAccountsResult = resultUnion('AdminAccountsResult', AdminAccountsRef, ['NotFound']);
const AdminAccountResult = resultUnion('AdminAccountResult', AdminAccountRef, [
  'BadRequest',
  'Forbidden',
  'NotFound',
  'ReauthenticationRequired',
]);
const BlockedLinkDomainsResult = resultUnion('BlockedLinkDomainsResult', BlockedLinkDomainsRef, [
  'BadRequest',
  'NotFound',
]);

const domainList = async (context: GraphQLContext) => ({
  kind: 'BlockedLinkDomains' as const,
  domains: await blockedDomains(context.db),
});

builder.queryFields((t) => ({
  /** /_/admin/users: the accounts a name, an e-mail address or a domain finds. */
  adminAccounts: t.field({
    type: AdminAccountsResult,
    args: { query: t.arg.string() },
    resolve: async (_root, args, context) => {
      const refused = staffOnly(context);
      if (refused) return refused;
      const query = parseAccountQuery(args.query);
      return {
        kind: 'AdminAccounts' as const,
        accounts: query ? await withDetails(context, await findAccounts(context.db, query)) : [],
      };
    },
  }),
  /** /_/admin/link-domains: the domains no story or response may link to. */
  blockedLinkDomains: t.field({
    type: BlockedLinkDomainsResult,
    resolve: async (_root, _args, context) => staffOnly(context) ?? domainList(context),
  }),
}));

/**
 * Runs an operator's action on an account: staff only, after a fresh proof, never on their own
 * account (nobody judges themselves). Answers the account as it is afterwards.
 */
async function onAccount(
  context: GraphQLContext,
  userId: string,
  // biome-ignore lint/suspicious/noConfusingVoidType: a write that answers nothing has not failed
  act: (account: UserRow, staffId: string) => Promise<Failure | void>,
): Promise<FoundAccount | Failure> {
  const refused = staffOnly(context) ?? requireFreshProof(context);
  if (refused) return refused;
  const staffId = context.viewer?.user.id ?? '';
  const account = await context.loaders.userById.load(userId);
  if (!account) return failure('NotFound', 'There is no such account.');
  if (account.id === staffId)
    return failure('Forbidden', 'Staff do not act on their own account here: another member of staff does.');
  const problem = await act(account, staffId);
  if (problem) return problem;
  context.loaders.userById.clear(userId);
  const changed = await context.loaders.userById.load(userId);
  const [found] = changed ? await withDetails(context, [changed]) : [];
  return found ?? failure('NotFound', 'There is no such account.');
}

builder.mutationFields((t) => ({
  /** Makes an account a moderator, or no longer one. */
  setModerator: t.field({
    type: AdminAccountResult,
    args: { userId: t.arg.id(), moderator: t.arg.boolean() },
    resolve: (_root, args, context) =>
      onAccount(
        context,
        String(args.userId),
        async (account) => void (await setModerator(context.db, account.id, args.moderator)),
      ),
  }),
  /** Limits or suspends an account on an operator's own finding, with a reason: logged, told, purged, as a decision on reports is. */
  restrictAccount: t.field({
    type: AdminAccountResult,
    args: { userId: t.arg.id(), action: t.arg({ type: AccountRestrictionEnum }), reason: t.arg.string() },
    resolve: (_root, args, context) =>
      onAccount(context, String(args.userId), async (account, staffId) => {
        const reason = args.reason.trim();
        if (!reason) return failure('BadRequest', REASON_NEEDED);
        const decisionId = await restrictAccount(
          context.db,
          { moderatorId: staffId, account, action: args.action, reason },
          context.now(),
        );
        await purgeEntityPages(context, [{ userId: account.id }]);
        await tellOfDecision(context, {
          action: args.action,
          subject: 'PROFILE',
          ownerId: account.id,
          title: '',
          postId: null,
          reason,
          decisionId,
        });
      }),
  }),
  /** Signs an account out everywhere (a session that looks stolen, an account taken over). */
  endAccountSessions: t.field({
    type: AdminAccountResult,
    args: { userId: t.arg.id() },
    resolve: (_root, args, context) =>
      onAccount(context, String(args.userId), async (account) => endSessionsOf(context.db, account.id)),
  }),
  /** Adds a domain to the blocked link domains (or changes its reason): stories and responses linking there are refused. */
  blockLinkDomain: t.field({
    type: BlockedLinkDomainsResult,
    args: { domain: t.arg.string(), reason: t.arg.string() },
    resolve: async (_root, args, context) => {
      const refused = staffOnly(context);
      if (refused) return refused;
      const domain = normalizeLinkDomain(args.domain);
      if (!domain) return failure('BadRequest', 'Enter a domain, such as spam.example.');
      if (!args.reason.trim()) return failure('BadRequest', 'Say why it is blocked: other staff will read it.');
      await blockDomain(
        context.db,
        { domain, reason: args.reason.trim(), addedBy: context.viewer?.user.id ?? '' },
        context.now(),
      );
      return domainList(context);
    },
  }),
  unblockLinkDomain: t.field({
    type: BlockedLinkDomainsResult,
    args: { domain: t.arg.string() },
    resolve: async (_root, args, context) => {
      const refused = staffOnly(context);
      if (refused) return refused;
      await unblockDomain(context.db, args.domain.trim().toLowerCase());
      return domainList(context);
    },
  }),
}));
