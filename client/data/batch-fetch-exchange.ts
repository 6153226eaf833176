import {
  makeErrorResult,
  makeResult,
  stringifyDocument,
  type Exchange,
  type Operation,
  type OperationResult,
} from '@urql/core';
import { filter, make, merge, mergeMap, pipe, share, takeUntil } from 'wonka';
import { createBatcher } from './batcher.ts';

export interface BatchFetchOptions {
  readonly url: string;
  readonly maxBatchSize: number;
  readonly intervalMs: number;
  /** Headers for every batch: the app, its version and release, the route and the path. */
  readonly headers: () => Record<string, string>;
  /** Light viewer operations share their own batch (docs/spec-checklist.md 2 §7). */
  readonly isLight: (operation: Operation) => boolean;
  readonly fetch?: typeof fetch;
}

/** Browsers refuse a keepalive request whose body, with the others in flight, passes 64 KiB. */
const KEEPALIVE_LIMIT = 60_000;

interface Pending {
  readonly operation: Operation;
  readonly deliver: (result: OperationResult) => void;
}

const operationName = (operation: Operation): string => {
  for (const definition of operation.query.definitions) {
    if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  }
  return 'anonymous';
};

/**
 * Sends queries and mutations to the GraphQL endpoint in batches of up to 20, posting a JSON
 * array with same-origin credentials. Everything else goes on to the next exchange.
 */
export const batchFetchExchange =
  (options: BatchFetchOptions): Exchange =>
  ({ forward }) => {
    const send = async (batch: Pending[]): Promise<void> => {
      const body = batch.map(({ operation }) => ({
        operationName: operationName(operation),
        query: stringifyDocument(operation.query),
        variables: operation.variables,
      }));
      const payload = JSON.stringify(body);
      try {
        const response = await (options.fetch ?? fetch)(options.url, {
          method: 'POST',
          credentials: 'same-origin',
          // a change the reader made must reach the server even if they leave the page at once
          keepalive: batch.some(({ operation }) => operation.kind === 'mutation') && payload.length < KEEPALIVE_LIMIT,
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            'X-Operation-Names': body.map((entry) => entry.operationName).join(','),
            ...options.headers(),
          },
          body: payload,
        });
        const json: unknown = await response.json();
        const results = Array.isArray(json) ? json : batch.map(() => json);
        batch.forEach(({ operation, deliver }, index) => {
          const result: unknown = results[index];
          deliver(
            result && typeof result === 'object'
              ? makeResult(operation, result)
              : makeErrorResult(operation, new Error(`GraphQL batch answered ${response.status}`)),
          );
        });
      } catch (error) {
        for (const { operation, deliver } of batch) deliver(makeErrorResult(operation, error as Error));
      }
    };
    const batcher = createBatcher<Pending>({
      maxSize: options.maxBatchSize,
      intervalMs: options.intervalMs,
      send: (batch) => void send(batch),
    });
    // a batch still waiting out its interval when the page goes leaves with it (a follow, then a link)
    if (typeof window !== 'undefined') window.addEventListener('pagehide', () => batcher.flushAll());

    return (operations$) => {
      const shared$ = share(operations$);
      const isFetched = (operation: Operation) => operation.kind === 'query' || operation.kind === 'mutation';

      const results$ = pipe(
        shared$,
        filter(isFetched),
        mergeMap((operation) => {
          const teardown$ = pipe(
            shared$,
            filter((next) => next.kind === 'teardown' && next.key === operation.key),
          );
          return pipe(
            make<OperationResult>((observer) =>
              batcher.add(
                {
                  operation,
                  deliver: (result) => {
                    observer.next(result);
                    observer.complete();
                  },
                },
                options.isLight(operation) ? 'light' : 'default',
              ),
            ),
            takeUntil(teardown$),
          );
        }),
      );
      const forwarded$ = forward(
        pipe(
          shared$,
          filter((operation) => !isFetched(operation)),
        ),
      );
      return merge([results$, forwarded$]);
    };
  };
