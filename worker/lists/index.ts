// The lists feature's public face: what the other features may use of it (docs/architecture.md,
// "Map of the code"). Its GraphQL types are in graphql.ts.

export { publicCatalogNamed } from './catalog-queries.ts';
