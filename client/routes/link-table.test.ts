import { describe, expect, it } from 'vitest';
import { createLogger } from '../../shared/logger.ts';
import { link, router, type RouteName } from '../../shared/routes/index.ts';
import { sampleParams } from '../../test/support/route-samples.ts';
import { createLinkBuilder } from '../../shared/routes/link-builder.ts';
import { patternsOf } from './link-patterns-of.ts';
import { PAGE_MODULES } from '../pages/page-modules.ts';
import { compactLinkTable, LINK_TABLES, referencedRouteNames, splitLinkNames } from './link-table.ts';

describe('the browser’s link table', () => {
  // The compact form the browser receives, read back as links.ts reads it.
  const table = compactLinkTable();
  const browserLink = createLinkBuilder(
    { has: (name) => Object.hasOwn(table, name), patternFor: (name, mode) => patternsOf(table[name] ?? [])[LINK_TABLES.indexOf(mode)] ?? undefined },
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

  it('writes most routes once and spells out only those that break the own-domain rule', () => {
    expect(table['ShowUserFollowers']).toBe('/@{username}/followers');
    expect(table['ShowCollectionHome']).toBe('/{collectionSlug}');
    expect(table['ShowPost']).toEqual(['/p/{postId}', '/p/{postId}', '/p/{postId}']);
    expect(table['ShowCollectionNewPost']).toEqual(['/{collectionSlug}/new-story', null, null]);
  });

  it('holds the routes client code names, and leaves out those only the server uses', () => {
    const names = referencedRouteNames();
    for (const used of ['ShowHome', 'ShowYourLists', 'ShowTagPosts', 'ShowUserFollowers', 'ShowCollectionArchiveMonth', 'ShowSequencePost']) expect(names.has(used)).toBe(true);
    for (const serverOnly of ['FeedTag', 'AcctCallbackApple', 'StaticCss']) expect(names.has(serverOnly)).toBe(false);
  });

  it('refuses a route it does not hold, as the server refuses an unknown one', () => {
    expect(() => browserLink('FeedTag')).toThrow('Route with name FeedTag does not exist');
  });

  it('keeps a route that only pages name out of the bundle every page loads: those pages bring it', () => {
    const pageFiles = [...new Set(Object.values(PAGE_MODULES))].map((file) => `client/pages/${file}`);
    const { core, byPage } = splitLinkNames(pageFiles);
    // the topic pages' own links are theirs; the story page's bundle has none of them
    expect(byPage.get('client/pages/topic-page.tsx')).toEqual(new Set(['ShowTopics', 'ShowEditTopic', 'ShowTopicAddPosts']));
    expect(core.has('ShowTopicAddPosts')).toBe(false);
    // a route named outside the pages stays in the bundle, and no page carries it again
    expect(core.has('ShowHome')).toBe(true);
    for (const own of byPage.values()) expect(own.has('ShowHome')).toBe(false);
    // together they are every route client code names
    expect(new Set([...core, ...[...byPage.values()].flatMap((own) => [...own])])).toEqual(referencedRouteNames());
  });
});
