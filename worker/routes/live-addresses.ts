import { servesTraffic } from '../../shared/publications/custom-domain.ts';

/** A writer's row as the address rules read it: their own domain, as the story and profile addresses count it. */
export const liveUser = <T extends { customDomain: string | null }>(user: T) => ({ ...user, customDomainState: user.customDomain ? { live: { domain: user.customDomain } } : null });

/** A publication's row as the address rules read it: its domain only while it serves traffic. */
export const liveCollection = <T extends { domain: string | null; domainStatus: Parameters<typeof servesTraffic>[0] }>(collection: T) => ({
  ...collection,
  domain: servesTraffic(collection.domainStatus) ? collection.domain : null,
});
