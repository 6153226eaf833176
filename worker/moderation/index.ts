// The moderation feature's public face: what the other features may use of it (docs/architecture.md,
// "Map of the code"). Its GraphQL types are in graphql.ts.

export { reachesReader } from './limited-account-queries.ts';
export { hidingReason } from './moderation-writes.ts';
export { spamProblem, viewerTrust } from './spam-limits.ts';
