import { useMemo } from 'react';
import type { AnyVariables, DocumentInput, OperationContext, OperationResult } from '@urql/core';
import type { DataSource } from './data-source.ts';
import { useDataSource } from './data-provider.tsx';

type Ask = <Data = unknown, Variables extends AnyVariables = AnyVariables>(
  query: DocumentInput<Data, Variables>,
  variables: Variables,
  context?: Partial<OperationContext>,
) => { toPromise(): Promise<OperationResult<Data, Variables>> };

/**
 * What components ask of the GraphQL client directly, each call loading it first if it must: a
 * query run from an event, and the cache's copy of one. Mutations run through useMutation
 * (client/data/use-mutation.ts), the one way.
 */
export interface DataClient {
  readonly query: Ask;
  /** A query's result as the cache holds it, or as the page embedded it before the client loaded. */
  readQuery<Data = unknown, Variables extends AnyVariables = AnyVariables>(
    query: DocumentInput<Data, Variables>,
    variables: Variables,
  ): { readonly data?: Data } | null;
}

export function dataClient(source: DataSource): DataClient {
  // with the client loaded, the operation starts within the caller's event (optimistic updates show at once)
  const query: Ask = (document, variables, context) => ({
    toPromise: () =>
      source.live
        ? source.live.client.query(document, variables, context).toPromise()
        : source.load().then(({ client }) => client.query(document, variables, context).toPromise()),
  });
  return {
    query,
    readQuery(query, variables) {
      const cached = source.live?.client.readQuery(query, variables);
      if (cached?.data) return cached;
      const embedded = source.embedded(query, variables);
      return embedded ? { data: embedded.data as never } : null;
    },
  };
}

/** urql's useClient, over the page's DataSource. */
export function useClient(): DataClient {
  const source = useDataSource();
  return useMemo(() => dataClient(source), [source]);
}
