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

let network = 0;

/**
 * A network of its own for each call (198.51.100.0/24, a documentation range, in turn), so a test
 * that only needs not to be limited stays far under every per-network limit.
 */
export const newNetwork = (): string => `198.51.100.${(network = (network % 250) + 1)}`;

/**
 * Posts one operation to /_/graphql from a network of its own, as a visitor (an empty anti-forgery
 * value) unless `headers` say otherwise, and hands back the answer itself, headers and all.
 */
export const postGraphql = (
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Response> =>
  SELF.fetch('http://localhost/_/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Xsrf-Token': '', 'CF-Connecting-IP': newNetwork(), ...headers },
    body: JSON.stringify({ query, variables }),
  });
