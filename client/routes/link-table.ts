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
const NOT_SHIPPED = /\.test\.tsx?$|(^|\/)(definitions|editor)\//;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return SOURCE.test(entry.name) && !NOT_SHIPPED.test(path) ? [path] : [];
  });
}

/**
 * Route names quoted anywhere in the code the browser runs (client/ and shared/, route
 * definitions aside). RouteName is a union of literals, so a route the client links to is always
 * written out somewhere as a string.
 */
export function referencedRouteNames(roots: readonly string[] = ['client', 'shared']): Set<string> {
  const names = new Set<string>();
  for (const file of roots.flatMap(sources)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/['"`]([A-Z][A-Za-z0-9]+)['"`]/g)) {
      const name = match[1] ?? '';
      if (router.has(name)) names.add(name);
    }
  }
  return names;
}

export function linkTable(names: Iterable<string> = referencedRouteNames()): LinkTable {
  return Object.fromEntries([...names].sort().map((name) => [name, LINK_TABLES.map((table) => router.patternFor(name, table) ?? null)]));
}

/** The form the browser receives (client/routes/link-patterns-of.ts). */
export function compactLinkTable(table: LinkTable = linkTable()): Record<string, CompactPatterns> {
  return Object.fromEntries(Object.entries(table).map(([name, patterns]) => [name, compactPatterns(patterns)]));
}
