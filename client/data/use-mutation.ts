import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  AnyVariables,
  DocumentInput,
  OperationContext,
  OperationResult,
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

/** urql's useMutation, loading the live client on the first call (client/data/data-source.ts). */
export function useMutation<Data = unknown, Variables extends AnyVariables = AnyVariables>(
  query: DocumentInput<Data, Variables>,
): UseMutationResponse<Data, Variables> {
  const source = useDataSource();
  const [state, setState] = useState(IDLE as UseMutationState<Data, Variables>);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const execute = useCallback(
    async (variables: Variables, context?: Partial<OperationContext>): Promise<OperationResult<Data, Variables>> => {
      setState({ ...(IDLE as UseMutationState<Data, Variables>), fetching: true });
      // with the client loaded, the mutation starts within the caller's event (optimistic updates show at once)
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
    [source, query],
  );
  return [state, execute];
}
