import type { RouteName } from '../../shared/routes/index.ts';

/** The sign-in page, coming back to `redirect` once signed in (on a writer's own domain, the main site's page). */
export const signInHref = (link: (name: RouteName) => string, redirect: string): string =>
  `${link('ShowSignIn')}?redirect=${encodeURIComponent(redirect)}`;
