import { describe, expect, it } from 'vitest';
import { createLogger } from '../../shared/logger.ts';
import { link, router, type RouteName } from '../../shared/routes/index.ts';
import { sampleParams } from '../../test/support/route-samples.ts';
import { createLinkBuilder } from '../../shared/routes/link-builder.ts';
import { LINK_TABLES, linkTable, referencedRouteNames } from './link-table.ts';

describe('the browser’s link table', () => {
  const table = linkTable();
  const browserLink = createLinkBuilder(
    { has: (name) => Object.hasOwn(table, name), patternFor: (name, mode) => table[name]?.[LINK_TABLES.indexOf(mode)] ?? undefined },
    createLogger('silent'),
  );

  it('builds every link it holds exactly as the server does, on every kind of host', () => {
    for (const name of Object.keys(table)) {
      const params = sampleParams(router.get(name)?.path ?? '');
      for (const mode of LINK_TABLES) {
        const context = { table: mode, authOrigin: 'https://quire.example' };
        expect(browserLink(name, params, context)).toBe(link(name as RouteName, params, context));
      }
    }
  });

  it('holds the routes client code names, and leaves out those only the server uses', () => {
    const names = referencedRouteNames();
    for (const used of ['ShowHome', 'ShowYourLists', 'ShowTagPosts', 'ShowUserFollowers', 'ShowCollectionArchiveMonth', 'ShowSequencePost']) expect(names.has(used)).toBe(true);
    for (const serverOnly of ['FeedTag', 'AcctCallbackApple', 'StaticCss']) expect(names.has(serverOnly)).toBe(false);
  });

  it('refuses a route it does not hold, as the server refuses an unknown one', () => {
    expect(() => browserLink('FeedTag')).toThrow('Route with name FeedTag does not exist');
  });
});
