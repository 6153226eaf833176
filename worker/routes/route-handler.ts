import type { Context } from 'hono';
import type { RouteMatch, RouteName } from '../../shared/routes/index.ts';
import type { AppEnv } from '../context.ts';

/** Answers one named route; routes without a handler render their page. */
export type RouteHandler = (c: Context<AppEnv>, match: RouteMatch) => Response | Promise<Response>;

export type RouteHandlers = Partial<Record<RouteName, RouteHandler>>;
