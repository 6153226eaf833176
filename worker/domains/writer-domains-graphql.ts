import { randomHex } from '../../shared/hex.ts';
import { customDomainProblem, nextDomainStatus, verificationName } from '../../shared/publications/custom-domain.ts';
import { subdomainProblem } from '../../shared/validation/username.ts';
import type { users, UserRow } from '../db/schema/index.ts';
import {
  CLAIM_LAPSED,
  claimLapsed,
  clearOtherClaims,
  DOMAIN_IN_USE,
  domainHeldByOther,
  lostTheRace,
} from './domain-claim-writes.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { purgeEntityPages } from '../cache/purge-pages.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { DomainStatusEnum, DomainVerificationRef } from './domain-types-graphql.ts';
import { UserRef } from '../graphql/types/refs.ts';
import { updateUser } from '../accounts/index.ts';
import { failure, type Failure, SIGN_IN } from '../graphql/types/failure.ts';

interface DomainSetting {
  readonly domain: string;
  readonly status: UserRow['customDomainStatus'];
  readonly verification: { readonly name: string; readonly value: string } | null;
}

const DomainSettingRef = builder.objectRef<DomainSetting>('CustomDomainSetting').implement({
  description: 'A writer’s own domain as its owner sees it: the domain, its status, and the TXT record that proves it.',
  fields: (t) => ({
    domain: t.exposeString('domain'),
    status: t.field({ type: DomainStatusEnum, nullable: true, resolve: (setting) => setting.status }),
    verification: t.field({ type: DomainVerificationRef, nullable: true, resolve: (setting) => setting.verification }),
  }),
});

builder.objectField(UserRef, 'customDomainSetting', (t) =>
  t.field({
    type: DomainSettingRef,
    nullable: true,
    description: 'The viewer’s own custom domain, whatever its state; null for anyone else’s account.',
    resolve: (user, _args, context) =>
      context.viewer?.user.id === user.id && user.customDomain && user.customDomainStatus !== 'DELETED'
        ? {
            domain: user.customDomain,
            status: user.customDomainStatus,
            verification: user.customDomainToken
              ? { name: verificationName(user.customDomain), value: user.customDomainToken }
              : null,
          }
        : null,
  }),
);

const WriterDomainResult = resultUnion('WriterDomainResult', UserRef, ['Unauthorized', 'BadRequest', 'AlreadyExists']);

/** Changes the viewer's row, purges every page that names them (their addresses change) and answers the row as it is now. */
async function changeViewer(
  context: GraphQLContext,
  fields: Partial<typeof users.$inferInsert>,
  host?: string,
): Promise<UserRow | Failure> {
  const viewer = context.viewer?.user;
  if (!viewer) return SIGN_IN;
  await updateUser(context.db, viewer.id, fields);
  await purgeEntityPages(context, [{ userId: viewer.id, ...(host ? { host } : {}) }]);
  context.loaders.userById.clear(viewer.id);
  return (await context.loaders.userById.load(viewer.id)) ?? SIGN_IN;
}

builder.mutationFields((t) => ({
  /** /me/create-subdomain: the writer's profile at {username}.{AUTH_DOMAIN}, or back on the main domain. */
  setSubdomain: t.field({
    type: WriterDomainResult,
    args: { enabled: t.arg.boolean() },
    resolve: (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      const problem = args.enabled ? subdomainProblem(viewer.username) : null;
      if (problem) return failure('BadRequest', problem);
      return changeViewer(context, { hasSubdomain: args.enabled }, `${viewer.username}.${context.authDomain}`);
    },
  }),
  /** /me/settings/custom-domain: asks for a domain; it serves once its TXT record is found, as a publication's does. */
  setUserCustomDomain: t.field({
    type: WriterDomainResult,
    args: { domain: t.arg.string() },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      const problem = customDomainProblem(args.domain, context.authDomain);
      if (problem) return failure('BadRequest', problem);
      const domain = args.domain.trim().toLowerCase().replace(/\.$/, '');
      if (await domainHeldByOther(context.db, domain, { userId: viewer.id }))
        return failure('AlreadyExists', DOMAIN_IN_USE);
      return changeViewer(
        context,
        {
          customDomain: domain,
          customDomainStatus: nextDomainStatus(viewer.customDomainStatus, 'request'),
          customDomainToken: `quire-verification=${randomHex(16)}`,
          customDomainRequestedAt: context.now(),
        },
        viewer.customDomain ?? undefined,
      );
    },
  }),
  /** Looks for the TXT record: found, the domain goes live at once (the Worker answers every host); missing, it has FAILED and can be checked again. */
  verifyUserCustomDomain: t.field({
    type: WriterDomainResult,
    resolve: async (_root, _args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      const { customDomain: domain, customDomainToken: token, customDomainStatus: status } = viewer;
      if (!domain || !token || nextDomainStatus(status, 'record-found') === null)
        return failure('BadRequest', 'There is no domain waiting to be checked.');
      if (claimLapsed(viewer.customDomainRequestedAt, context.now())) return failure('BadRequest', CLAIM_LAPSED);
      if (await domainHeldByOther(context.db, domain, { userId: viewer.id }))
        return failure('AlreadyExists', DOMAIN_IN_USE);
      const records = await context.lookupTxt(verificationName(domain));
      if (records === null)
        return failure('BadRequest', 'The DNS check could not be made. Please try again in a minute.');
      const verified = nextDomainStatus(status, records.includes(token) ? 'record-found' : 'record-missing');
      const next = verified === 'VERIFIED' ? nextDomainStatus(verified, 'went-live') : verified;
      try {
        const answer = await changeViewer(context, { customDomainStatus: next }, domain);
        // the first to prove the domain takes it: the others' waiting claims lapse now
        if (next === 'ACTIVE') await clearOtherClaims(context.db, domain, { userId: viewer.id });
        return answer;
      } catch (error) {
        if (lostTheRace(error)) return failure('AlreadyExists', DOMAIN_IN_USE);
        throw error;
      }
    },
  }),
  removeUserCustomDomain: t.field({
    type: WriterDomainResult,
    resolve: (_root, _args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      if (!viewer.customDomain) return failure('BadRequest', 'You have no custom domain.');
      // pages stored under the domain it no longer serves go too
      return changeViewer(
        context,
        { customDomain: null, customDomainStatus: null, customDomainToken: null, customDomainRequestedAt: null },
        viewer.customDomain,
      );
    },
  }),
}));
