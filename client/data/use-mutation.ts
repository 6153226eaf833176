import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  AnyVariables,
  DocumentInput,
  OperationContext,
  OperationResult,
  TypedDocumentNode,
  UseMutationResponse,
  UseMutationState,
} from 'urql';
import { useDataSource } from './data-provider.tsx';

const IDLE: UseMutationState<unknown, AnyVariables> = {
  fetching: false,
  stale: false,
  hasNext: false,
  data: undefined,
  error: undefined,
  extensions: undefined,
  operation: undefined,
};

/**
 * A mutation's document, or how to find it in a module loaded on demand (client/data/on-demand.ts),
 * so a visitor's page need not carry a document only a reader's click uses.
 */
export type MutationDocument<Data, Variables extends AnyVariables> =
  | DocumentInput<Data, Variables>
  | (() => DocumentInput<Data, Variables> | Promise<DocumentInput<Data, Variables>>);

/** What runs one mutation (useMutation's second value), as code outside the component receives it. */
export type RunMutation<Document> =
  Document extends TypedDocumentNode<infer Data, infer Variables extends AnyVariables>
    ? UseMutationResponse<Data, Variables>[1]
    : never;

/**
 * The one way a component runs a mutation: urql's useMutation, loading the live client on the first
 * call (client/data/data-source.ts). Declared at the component's top, one per document; event
 * handlers call the second value, and code outside the component receives it (RunMutation).
 */
export function useMutation<Data = unknown, Variables extends AnyVariables = AnyVariables>(
  query: MutationDocument<Data, Variables>,
): UseMutationResponse<Data, Variables> {
  const source = useDataSource();
  const [state, setState] = useState(IDLE as UseMutationState<Data, Variables>);
  const mounted = useRef(true);
  // the runner stays the same across renders, so effects and callbacks that hold it are set up once
  const documentRef = useRef(query);
  documentRef.current = query;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const execute = useCallback(
    async (variables: Variables, context?: Partial<OperationContext>): Promise<OperationResult<Data, Variables>> => {
      setState({ ...(IDLE as UseMutationState<Data, Variables>), fetching: true });
      // with the client and the document loaded, the mutation starts within the caller's event
      // (optimistic updates show at once): nothing is awaited that is already there
      const found = typeof documentRef.current === 'function' ? documentRef.current() : documentRef.current;
      const query = found instanceof Promise ? await found : found;
      const { client } = source.live ?? (await source.load());
      const result = await client.mutation(query, variables, context).toPromise();
      if (mounted.current) {
        setState({
          fetching: false,
          stale: result.stale,
          hasNext: result.hasNext,
          data: result.data,
          error: result.error,
          extensions: result.extensions,
          operation: result.operation,
        });
      }
      return result;
    },
    [source],
  );
  return [state, execute];
}
