/// <reference types="node" />
// Computes, at build time, the part of the route table the browser needs: the link patterns of
// the routes client code can name. The browser then builds links exactly as the server does
// (shared/routes/link-builder.ts) without shipping the whole table and its matcher.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { router } from '../../shared/routes/index.ts';
import type { TableMode } from '../../shared/routes/route-definition.ts';
import { compactPatterns, type CompactPatterns, type LinkPatterns } from './link-patterns-of.ts';

export const LINK_TABLES: readonly TableMode[] = ['default', 'user', 'collection'];

/** Each named route's pattern in the default, user and collection tables (null where not served). */
export type LinkTable = Record<string, LinkPatterns>;

const SOURCE = /\.(ts|tsx)$/;
// tests, and the route table's own definitions, which name every route
const NOT_SHIPPED = /\.test\.tsx?$|(^|\/)definitions\//;

/**
 * Modules pages import that the browser never runs: the share cards, named only by the pages'
 * declarations, which the build leaves out of the browser's copy of a page (scripts/build-client.ts).
 * Scanned, the links they name would travel with every page that has a card, and keep them in it.
 */
const SERVER_ONLY_MODULES: readonly string[] = ['shared/discovery/share-cards.ts'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return SOURCE.test(entry.name) && !NOT_SHIPPED.test(path) && !SERVER_ONLY_MODULES.includes(path) ? [path] : [];
  });
}

const ROUTE_NAME_LITERAL = /['"`]([A-Z][A-Za-z0-9]+)['"`]/g;

/** The route names quoted in `files`. RouteName is a union of literals, so a route the client links to is always written out somewhere as a string. */
function routeNamesIn(files: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(ROUTE_NAME_LITERAL)) {
      const name = match[1] ?? '';
      if (router.has(name)) names.add(name);
    }
  }
  return names;
}

/** Route names quoted anywhere in the code the browser runs (client/ and shared/, route definitions aside). */
export function referencedRouteNames(roots: readonly string[] = ['client', 'shared']): Set<string> {
  return routeNamesIn(roots.flatMap(sources));
}

/** Which link patterns the first script carries, and which each other module brings along. */
export interface LinkNames {
  readonly core: ReadonlySet<string>;
  readonly byFile: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * Splits the names between the first script every page loads (`coreFiles`, the modules it holds)
 * and the rest: a route named only by modules that load later (a page, the avatar menu's items,
 * a dialog) travels with each of them (scripts/build-client.ts adds their patterns as the module
 * loads), so no reader downloads the patterns of links their page cannot show.
 */
export function splitLinkNames(
  coreFiles: ReadonlySet<string>,
  roots: readonly string[] = ['client', 'shared'],
): LinkNames {
  const files = roots.flatMap(sources);
  const core = routeNamesIn(files.filter((file) => coreFiles.has(file)));
  const byFile = new Map(
    files
      .filter((file) => !coreFiles.has(file))
      .flatMap((file) => {
        const own = [...routeNamesIn([file])].filter((name) => !core.has(name));
        return own.length > 0 ? [[file, new Set(own)] as const] : [];
      }),
  );
  return { core, byFile };
}

export function linkTable(names: Iterable<string> = referencedRouteNames()): LinkTable {
  return Object.fromEntries(
    [...names].sort().map((name) => [name, LINK_TABLES.map((table) => router.patternFor(name, table) ?? null)]),
  );
}

/** The form the browser receives (client/routes/link-patterns-of.ts). */
export function compactLinkTable(table: LinkTable = linkTable()): Record<string, CompactPatterns> {
  return Object.fromEntries(Object.entries(table).map(([name, patterns]) => [name, compactPatterns(patterns)]));
}
