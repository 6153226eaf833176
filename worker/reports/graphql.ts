// The reports feature's GraphQL face: the types and resolvers the other features' GraphQL types build on
// (docs/architecture.md, "Map of the code"). The rest of its public face is index.ts.

export { reportSubject } from './report-graphql.ts';
