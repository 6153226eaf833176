import type { OperationResult } from '@urql/core';

/** A query's result as a hook keeps it: what the server embedded, or what the live client answered. */
export type QueryResult = Pick<OperationResult, 'data' | 'error' | 'extensions' | 'stale' | 'hasNext'> & {
  readonly operation?: OperationResult['operation'];
  readonly fetching: boolean;
};
