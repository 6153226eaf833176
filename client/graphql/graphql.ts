import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/** Typed GraphQL documents, checked against the server's schema at compile time. */
export const graphql = initGraphQLTada<{ introspection: introspection }>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
export { readFragment } from 'gql.tada';
