import { createGraphQLContext } from '../graphql/graphql-context.ts';
import { graphqlServer } from '../graphql/yoga.ts';
import type { RouteHandler } from './route-handler.ts';

/** POST /_/graphql: one operation or a batch of up to 20. */
export const graphqlEndpoint: RouteHandler = async (c) => {
  const context = await createGraphQLContext(c);
  const answer = await graphqlServer(c.env.ENVIRONMENT).fetch(c.req.raw, context);
  const response = new Response(answer.body, answer);
  for (const cookie of context.responseCookies) response.headers.append('Set-Cookie', cookie);
  // Answers depend on the viewer: never store them in a shared cache.
  response.headers.set('Cache-Control', 'private, no-store');
  if (c.env.ENVIRONMENT !== 'production') response.headers.set('X-D1-Round-Trips', String(c.get('d1RoundTrips')()));
  return response;
};
