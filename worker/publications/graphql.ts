// The publications feature's GraphQL face: the types and resolvers the other features' GraphQL types build on
// (docs/architecture.md, "Map of the code"). The rest of its public face is index.ts.

export { FeaturePageRef } from './feature-pages-graphql.ts';
export { CollectionResult, managedCollection, NavigationItemInput, NavigationItemRef } from './publication-graphql.ts';
