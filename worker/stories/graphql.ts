// The stories feature's GraphQL face: the types and resolvers the other features' GraphQL types build on
// (docs/architecture.md, "Map of the code"). The rest of its public face is index.ts.

export { publishedPostConnection } from './post-connection-graphql.ts';
export { SequenceRef } from './post-graphql.ts';
export { NOT_FOUND, PostActionResult } from './post-mutations-graphql.ts';
export { TopicRef } from './post-settings-graphql.ts';
export { findCollectionByDomainOrSlug, resolvePost } from './story-queries-graphql.ts';
