// The domains feature's public face: what the other features may use of it (docs/architecture.md,
// "Map of the code"). Its GraphQL types are in graphql.ts.

export {
  CLAIM_LAPSED,
  claimLapsed,
  clearOtherClaims,
  DOMAIN_IN_USE,
  domainHeldByOther,
  lostTheRace,
} from './domain-claim-writes.ts';
