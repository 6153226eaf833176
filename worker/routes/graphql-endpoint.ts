import { createGraphQLContext } from '../graphql/graphql-context.ts';
import { graphqlServer } from '../graphql/yoga.ts';
import type { RouteHandler } from './route-handler.ts';

/** POST /_/graphql: one operation or a batch of up to 20. */
export const graphqlEndpoint: RouteHandler = async (c) => {
  const context = await createGraphQLContext(c);
  const response = await graphqlServer(c.env.ENVIRONMENT).fetch(c.req.raw, context);
  if (c.env.ENVIRONMENT === 'production') return response;
  const counted = new Response(response.body, response);
  counted.headers.set('X-D1-Round-Trips', String(c.get('d1RoundTrips')()));
  return counted;
};
