import type { RouteHandler } from './route-handler.ts';

/**
 * Files of the well-known and static routes. The asset server answers existing files before the
 * Worker runs; a request that still reaches here found no file, unless it came another way.
 */
export const staticFile: RouteHandler = async (c, match) => {
  const response = await c.env.ASSETS.fetch(c.req.raw);
  return response.ok ? response : c.get('app').notFound(match.table);
};
