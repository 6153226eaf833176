import { accountRoutes } from './definitions/account-routes.ts';
import { discoveryRoutes } from './definitions/discovery-routes.ts';
import {
  apiRoutes,
  federationRoutes,
  feedRoutes,
  fileRoutes,
  miscRoutes,
  vanityRoutes,
} from './definitions/feed-and-file-routes.ts';
import { liteRoutes } from './definitions/lite-routes.ts';
import { publicationRoutes } from './definitions/publication-routes.ts';
import { staticRoutes } from './definitions/static-routes.ts';
import { writingRoutes } from './definitions/writing-routes.ts';

/** The one route table of Quire: links, dispatch, cache keys and tests all derive from it. */
export const ROUTES = [
  ...liteRoutes,
  ...staticRoutes,
  ...writingRoutes,
  ...discoveryRoutes,
  ...publicationRoutes,
  ...accountRoutes,
  ...feedRoutes,
  ...miscRoutes,
  ...apiRoutes,
  ...vanityRoutes,
  ...fileRoutes,
  ...federationRoutes,
] as const;

export type RouteName = (typeof ROUTES)[number]['name'];

/** The pages the routes render, each made by one page module (client/pages/define-page.ts). */
export type PageName = NonNullable<(typeof ROUTES)[number]['page']>;
