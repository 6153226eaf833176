import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import type { GraphQLContext } from './context.ts';
import { graphqlServer } from './yoga.ts';

export interface OperationResult<T> {
  readonly data?: T | null;
  readonly errors?: readonly { message: string; extensions?: { code?: string } }[];
}

/**
 * Runs one GraphQL operation inside the Worker, through the same server, rules and limits as
 * the data API: what an endpoint does for a browser path or the public API is exactly what the
 * app's own mutation does.
 */
export async function runOperation<T>(
  c: Context<AppEnv>,
  context: GraphQLContext,
  query: string,
  variables: Record<string, unknown>,
): Promise<OperationResult<T>> {
  const request = new Request(new URL('/_/graphql', c.req.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await (
    await graphqlServer(context.schema, c.env.ENVIRONMENT).fetch(request, context)
  ).json()) as OperationResult<T>;
}
