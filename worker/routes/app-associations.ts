import type { RouteHandler } from './route-handler.ts';
import { CACHED_FOR_A_DAY } from './cached-for-a-day.ts';

/**
 * Quire ships no native app, so the association files name none: Apple's and Google's crawlers
 * get a valid, empty answer rather than a "not found" page. A deployment with an app lists its
 * ids here (applinks for universal links, webcredentials so its passkeys work in the app).
 */
const CACHE = { 'Cache-Control': CACHED_FOR_A_DAY };

export const appleAppSiteAssociation: RouteHandler = (c) =>
  c.json({ applinks: { details: [] }, webcredentials: { apps: [] } }, 200, CACHE);

export const assetLinks: RouteHandler = (c) => c.json([], 200, CACHE);
