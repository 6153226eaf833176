import { useCallback, useEffect, useState } from 'react';
import type { AnyVariables, OperationContext, UseQueryArgs, UseQueryResponse } from 'urql';
import type { QueryResult } from './query-result.ts';
import { useDataSource, useLiveClient } from './data-provider.tsx';
import type { LiveClient } from './live-client.ts';
import { operationKey } from './operation-key.ts';

const IDLE: QueryResult = {
  fetching: false,
  stale: false,
  hasNext: false,
  data: undefined,
  error: undefined,
  extensions: undefined,
};

/** Policies that take a cached answer as final: an embedded result needs nothing more from them. */
const settledByCache = (policy: UseQueryArgs['requestPolicy']) =>
  policy === undefined || policy === 'cache-first' || policy === 'cache-only';

/** What a hook shows before it hears from the live client (and what the server rendered). */
function firstResult(
  embedded: QueryResult | undefined,
  live: LiveClient | null,
  args: UseQueryArgs<AnyVariables>,
  context: Partial<OperationContext>,
): QueryResult {
  if (args.pause) return IDLE;
  if (embedded && settledByCache(context.requestPolicy)) return embedded;
  // shown at once and marked stale while the network refreshes it, as urql's cache does
  if (embedded && context.requestPolicy === 'cache-and-network') return { ...embedded, stale: true };
  return live?.peek(args.query, args.variables, context) ?? { ...IDLE, data: embedded?.data, fetching: true };
}

/**
 * urql's rule for a new result: data stays until an answer replaces it or an error clears it;
 * a result that changes nothing is the previous one, so the component does not render again.
 */
function nextResult(previous: QueryResult, next: Partial<QueryResult>): QueryResult {
  const result: QueryResult = {
    ...previous,
    ...next,
    data: next.data !== undefined || next.error ? next.data : previous.data,
    fetching: Boolean(next.fetching),
    stale: Boolean(next.stale),
    error: next.fetching ? previous.error : next.error,
  };
  const same = (Object.keys(result) as (keyof QueryResult)[]).every((key) =>
    key === 'operation' ? result.operation?.key === previous.operation?.key : result[key] === previous[key],
  );
  return same ? previous : result;
}

/**
 * urql's useQuery, over a DataSource: a result the page embedded renders at once and asks the
 * network nothing; the live client is loaded only for a query the page lacks, a policy that
 * wants the network, or a refetch, and once loaded every query follows its cache.
 */
export function useQuery<Data = unknown, Variables extends AnyVariables = AnyVariables>(
  args: UseQueryArgs<Variables, Data>,
): UseQueryResponse<Data, Variables> {
  const source = useDataSource();
  const live = useLiveClient(source);
  const key = operationKey(args.query, args.variables);
  // a refetch's own context, numbered so that asking twice asks twice
  const [refetch, setRefetch] = useState<{
    readonly context: Partial<OperationContext>;
    readonly count: number;
  } | null>(null);
  const context: Partial<OperationContext> = {
    requestPolicy: args.requestPolicy,
    ...args.context,
    ...refetch?.context,
  };
  const following = `${key} ${args.pause ? 'paused' : 'on'} ${args.requestPolicy ?? ''} ${refetch?.count ?? 0}`;
  const embedded = source.embedded(args.query, args.variables);
  const [state, setState] = useState(() => ({
    following,
    result: firstResult(embedded, live, args as UseQueryArgs<AnyVariables>, context),
  }));
  let result = state.result;
  if (state.following !== following) {
    result = firstResult(embedded, live, args as UseQueryArgs<AnyVariables>, context);
    setState({ following, result });
  }
  const needsNetwork = !args.pause && (!settledByCache(context.requestPolicy) || !embedded);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `following` names everything the watch depends on; the context object is new each render
  useEffect(() => {
    if (args.pause) return undefined;
    if (!live) {
      if (needsNetwork) void source.load();
      return undefined;
    }
    let active = true;
    const stop = live.watch(args.query, args.variables ?? {}, context, (next) => {
      if (active)
        setState((current) =>
          current.following === following ? { following, result: nextResult(current.result, next) } : current,
        );
    });
    return () => {
      active = false;
      stop();
    };
  }, [live, following, args.context]);
  const reexecute = useCallback(
    (opts?: Partial<OperationContext>) =>
      setRefetch((current) => ({ context: opts ?? {}, count: (current?.count ?? 0) + 1 })),
    [],
  );
  return [result as UseQueryResponse<Data, Variables>[0], reexecute];
}
