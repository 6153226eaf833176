import { servesTraffic } from '../../shared/publications/custom-domain.ts';

/** Whether a writer's custom domain serves: once verified and live, or set before domains were checked (no status). */
export const userDomainServes = (status: Parameters<typeof servesTraffic>[0] | undefined): boolean =>
  status === null || status === undefined || servesTraffic(status);

/** A writer's row as the address rules read it: their own domain while it serves, as the story and profile addresses count it. */
export const liveUser = <
  T extends { customDomain: string | null; customDomainStatus?: Parameters<typeof servesTraffic>[0] },
>(
  user: T,
) => ({
  ...user,
  customDomainState:
    user.customDomain && userDomainServes(user.customDomainStatus) ? { live: { domain: user.customDomain } } : null,
});

/** A publication's row as the address rules read it: its domain only while it serves traffic. */
export const liveCollection = <T extends { domain: string | null; domainStatus: Parameters<typeof servesTraffic>[0] }>(
  collection: T,
) => ({
  ...collection,
  domain: servesTraffic(collection.domainStatus) ? collection.domain : null,
});
