import { Hono } from 'hono';
import { edgeCachePages } from '../cache/edge-cache-pages.ts';
import type { AppEnv } from '../context.ts';
import { createGraphQLContext } from './graphql-context.ts';
import { renderAppPage, renderNotFound, renderServerError } from './render-pages.tsx';
import { requestContext } from '../routes/request-context.ts';
import { dispatch } from './dispatch.ts';
import { ROUTE_HANDLERS } from './handlers.ts';
import type { RouteHandlers } from '../routes/route-handler.ts';

export interface AppOptions {
  /** Replaces or adds endpoint handlers by route name (tests inject failures this way). */
  readonly handlers?: RouteHandlers;
}

/** The Worker's Hono app: middleware around the one dispatcher of the route table. */
export function createApp(options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.use(requestContext());
  // the app's pages and GraphQL context, which core and the features reach through the request
  app.use(async (c, next) => {
    c.set('app', {
      page: (target) => renderAppPage(c, target),
      notFound: (table) => renderNotFound(c, table),
      graphqlContext: (options) => createGraphQLContext(c, options),
    });
    await next();
  });
  app.use(edgeCachePages());
  app.all('*', dispatch({ ...ROUTE_HANDLERS, ...options.handlers }));
  app.onError((error, c) => {
    // The message goes to the log only; the client sees the apology page.
    c.get('logger').error('Request failed', { path: c.req.path, message: error.message, stack: error.stack });
    return renderServerError(c, error);
  });
  return app;
}
