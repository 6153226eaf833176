import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { link, router } from '../shared/routes/index.ts';
import type { RouteName } from '../shared/routes/index.ts';
import { ROUTE_HANDLERS } from '../worker/routes/handlers.ts';
import { preloadedStateOf } from './support/html.ts';
import { sampleParams } from './support/route-samples.ts';
import { seedHosts } from './support/seed-hosts.ts';

beforeAll(seedHosts);

// Every route that renders a page (not a redirect, not an endpoint) renders without error.
const pageRoutes = router.routes.filter(
  (definition) => !definition.redirect && !Object.hasOwn(ROUTE_HANDLERS, definition.name),
);

describe('every page route of spec 3 renders', () => {
  it.each(pageRoutes.map((definition) => [definition.name, definition] as const))('%s', async (name, definition) => {
    const params = sampleParams(definition.path);
    const response = await SELF.fetch(`http://localhost${link(name as RouteName, params)}`);
    if (definition.flag) {
      // gated routes are "not found" while their flag is off
      expect(response.status).toBe(404);
      return;
    }
    expect(response.status).toBe(200);
    const state = preloadedStateOf(await response.text());
    expect(state.navigation.routeName).toBe(name);
    expect(state.navigation.params).toEqual(params);
  });
});
