import { expect } from 'vitest';
import { graphql } from './graphql.ts';
import { signIn } from './seed-content.ts';

export type Answer = Record<string, unknown> & { __typename: string };
export type Ask = (query: string, variables?: Record<string, unknown>) => Promise<Record<string, Answer>>;

/** GraphQL as a signed-in user, or a visitor (null): the data, with any GraphQL error failing the test. */
export async function asViewer(userId: string | null): Promise<Ask> {
  const headers = userId
    ? await signIn(userId).then(({ cookie, xsrf }) => ({ Cookie: cookie, 'X-Xsrf-Token': xsrf }))
    : { 'X-Xsrf-Token': '' };
  return async (query, variables = {}) => {
    const { body } = await graphql<Record<string, Answer>>(query, variables, headers);
    expect(body.errors).toBeUndefined();
    return body.data ?? {};
  };
}
