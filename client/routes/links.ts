// The browser's stand-in for shared/routes/index.ts (swapped in by scripts/build-client.ts): the
// same link(), over the link patterns computed at build time (client/routes/link-table.ts).
import type { LinkParams } from '../../shared/routes/format-pattern.ts';
import { createLinkBuilder, type LinkContext } from '../../shared/routes/link-builder.ts';
import type { TableMode } from '../../shared/routes/route-definition.ts';
import type { RouteName } from '../../shared/routes/route-table.ts';
import { LINK_PATTERNS } from 'quire:link-patterns';
import { patternsOf, type CompactPatterns } from './link-patterns-of.ts';

export type { RouteName } from '../../shared/routes/route-table.ts';
export type { LinkContext } from '../../shared/routes/link-builder.ts';
export type { RouteMatch, Params } from '../../shared/routes/router.ts';
export type { TableMode, RouteDefinition } from '../../shared/routes/route-definition.ts';

const TABLE_INDEX: Record<TableMode, number> = { default: 0, user: 1, collection: 2 };

const patterns: Record<string, CompactPatterns> = { ...LINK_PATTERNS };

/**
 * A page's own links, which its module adds as it loads (scripts/build-client.ts): the bundle
 * every page loads carries only the patterns of routes that code outside the pages names.
 */
export function addLinkPatterns(own: Readonly<Record<string, CompactPatterns>>): void {
  Object.assign(patterns, own);
}

const build = createLinkBuilder(
  {
    has: (name) => Object.hasOwn(patterns, name),
    patternFor: (name, table) => {
      const entry = patterns[name];
      return entry ? (patternsOf(entry)[TABLE_INDEX[table]] ?? undefined) : undefined;
    },
  },
  // the builder only warns (an empty param): the browser's console does that without the logger's levels
  console,
);

export const link = (name: RouteName, params: LinkParams = {}, context?: LinkContext): string =>
  build(name, params, context);
