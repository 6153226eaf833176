// The reports feature's GraphQL face: the types and resolvers the other features' GraphQL types build on
// (docs/architecture.md, "Map of the code"); other features use nothing else of it.

export { reportSubject } from './report-graphql.ts';
