import { SELF } from 'cloudflare:test';

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** Posts one operation to /_/graphql as a browser on the auth domain would. */
export async function graphql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ status: number; body: GraphQLResponse<T>; roundTrips: number }> {
  const response = await SELF.fetch('http://localhost/_/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as GraphQLResponse<T>,
    roundTrips: Number(response.headers.get('X-D1-Round-Trips')),
  };
}
