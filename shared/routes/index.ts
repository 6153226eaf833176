import { createLogger } from '../logger.ts';
import { createLinkBuilder, type LinkContext } from './link-builder.ts';
import type { LinkParams } from './format-pattern.ts';
import { ROUTES, type RouteName } from './route-table.ts';
import { createRouter } from './router.ts';

export type { PageName, RouteName } from './route-table.ts';
export type { LinkContext } from './link-builder.ts';
export type { RouteMatch, Params } from './router.ts';
export type { TableMode, RouteDefinition } from './route-definition.ts';

/** The application's router over the one route table. */
export const router = createRouter(ROUTES, createLogger('warn'));

const build = createLinkBuilder(router, createLogger('warn'));

/** A link to a named route; the name is checked at compile time against the route table. */
export const link = (name: RouteName, params: LinkParams = {}, context?: LinkContext): string =>
  build(name, params, context);
