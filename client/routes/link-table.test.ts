import { describe, expect, it } from 'vitest';
import { createLogger } from '../../shared/logger.ts';
import { link, router, type RouteName } from '../../shared/routes/index.ts';
import { sampleParams } from '../../test/support/route-samples.ts';
import { createLinkBuilder } from '../../shared/routes/link-builder.ts';
import { patternsOf } from './link-patterns-of.ts';
import { compactLinkTable, LINK_TABLES, referencedRouteNames, splitLinkNames } from './link-table.ts';

describe('the browser’s link table', () => {
  // The compact form the browser receives, read back as links.ts reads it.
  const table = compactLinkTable();
  const browserLink = createLinkBuilder(
    {
      has: (name) => Object.hasOwn(table, name),
      patternFor: (name, mode) => patternsOf(table[name] ?? [])[LINK_TABLES.indexOf(mode)] ?? undefined,
    },
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
    for (const used of [
      'ShowHome',
      'ShowYourLists',
      'ShowTagPosts',
      'ShowUserFollowers',
      'ShowCollectionArchiveMonth',
      'ShowSequencePost',
    ])
      expect(names.has(used)).toBe(true);
    for (const serverOnly of ['FeedTag', 'AcctCallbackApple', 'StaticCss']) expect(names.has(serverOnly)).toBe(false);
  });

  it('refuses a route it does not hold, as the server refuses an unknown one', () => {
    expect(() => browserLink('FeedTag')).toThrow('Route with name FeedTag does not exist');
  });

  it('keeps a route that only later modules name out of the first script: each of them brings it', () => {
    const firstScript = new Set([
      'client/components/top-bar.tsx',
      'client/components/site-footer.tsx',
      'shared/navigation/footer-links.ts',
    ]);
    const { core, byFile } = splitLinkNames(firstScript);
    // the top bar's Write and the footer's links are in the first script
    expect(core.has('ShowNewPost')).toBe(true);
    expect(core.has('ShowHelp')).toBe(true);
    // the topic pages' own links are theirs; the first script has none of them
    expect(byFile.get('client/topics/topic-page.tsx')).toEqual(
      new Set(['ShowTopics', 'ShowEditTopic', 'ShowTopicAddPosts']),
    );
    expect(core.has('ShowTopicAddPosts')).toBe(false);
    // the editor's page, in its feature's folder like any page, brings the address a new draft moves to
    expect(byFile.get('client/editor/editor-page.tsx')?.has('ShowEditPost')).toBe(true);
    // a module loaded later (the avatar menu's items) brings what it names, less what the first script has
    const menu = byFile.get('shared/navigation/avatar-menu-items.ts');
    expect(menu?.has('ShowYourLists')).toBe(true);
    expect(menu?.has('ShowNewPost')).toBe(false);
    for (const own of byFile.values()) expect(own.has('ShowHome')).toBe(false);
    // together they are every route client code names
    expect(new Set([...core, ...[...byFile.values()].flatMap((own) => [...own])])).toEqual(referencedRouteNames());
  });
});
