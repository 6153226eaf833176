import type { Logger } from '../logger.ts';
import { formatSegments, parsePattern, shapeOf, type PatternSegment } from './path-pattern.ts';
import { isPostParam, parsePostParam } from './post-id.ts';
import type { RouteDefinition, TableMode } from './route-definition.ts';
import { SegmentTree } from './segment-tree.ts';

export type Params = Readonly<Record<string, string>>;

export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly table: TableMode;
  /** Matched params plus the one the host implies (username or collectionSlug). */
  readonly params: Params;
}

interface TableEntry {
  readonly route: RouteDefinition;
  readonly segments: readonly PatternSegment[];
  readonly paramNames: readonly string[];
  /** The segments written out: link building asks for it on every link a page shows. */
  readonly pattern: string;
}

/** The segment a table drops from its patterns: the host already names the writer or the publication. */
const HOST_SEGMENT: Record<Exclude<TableMode, 'default'>, (segment: PatternSegment) => boolean> = {
  user: (segment) => segment.kind === 'param' && segment.prefix === '@' && segment.name === 'username',
  collection: (segment) => segment.kind === 'param' && segment.prefix === '' && segment.name === 'collectionSlug',
};

function segmentsFor(route: RouteDefinition, table: TableMode): PatternSegment[] | null {
  const segments = parsePattern(route.path);
  if (table === 'default') return segments;
  const tables = route.tables ?? [];
  if (tables.includes('all')) return segments;
  if (!tables.includes(table)) return null;
  const dropAt = segments.findIndex(HOST_SEGMENT[table]);
  return dropAt === -1 ? segments : segments.filter((_, index) => index !== dropAt);
}

const paramNamesOf = (segments: readonly PatternSegment[]): string[] =>
  segments.flatMap((segment) => (segment.kind === 'param' ? [segment.name] : segment.kind === 'rest' ? ['*'] : []));

/** Splits a request path into decoded segments; null when it can never name a route. */
function splitPath(path: string): string[] | null {
  if (!path.startsWith('/')) return null;
  if (path === '/') return [];
  const raws = path.slice(1).split('/');
  const parts: string[] = [];
  for (const [index, raw] of raws.entries()) {
    let part: string;
    try {
      part = decodeURIComponent(raw);
    } catch {
      return null;
    }
    // An empty segment, or an encoded slash or backslash, is path confusion, never a route. A
    // trailing slash is an empty last segment, which only a pattern ending in a slash names.
    if ((part === '' && index < raws.length - 1) || part.includes('/') || part.includes('\\')) return null;
    parts.push(part);
  }
  return parts;
}

export interface Router {
  match(path: string, table: TableMode, hostParams?: Params): RouteMatch | null;
  /** The route's pattern in that table, or undefined when the route is not served there. */
  patternFor(name: string, table: TableMode): string | undefined;
  get(name: string): RouteDefinition | undefined;
  has(name: string): boolean;
  readonly routes: readonly RouteDefinition[];
}

/**
 * Builds the three tables (default, user, collection) from the route definitions. An ambiguous
 * duplicate is rejected, logged as the warning "Cannot add route", and skipped (docs/spec-checklist.md 3 §8).
 */
export function createRouter(routes: readonly RouteDefinition[], logger: Logger): Router {
  const byName = new Map<string, RouteDefinition>();
  const tables = new Map<TableMode, { tree: SegmentTree<TableEntry>; entries: Map<string, TableEntry> }>();
  for (const table of ['default', 'user', 'collection'] as const) {
    tables.set(table, { tree: new SegmentTree(), entries: new Map() });
  }

  for (const route of routes) {
    if (byName.has(route.name)) throw new Error(`Route name "${route.name}" is used twice; route names must be unique`);
    let registered = false;
    for (const [table, { tree, entries }] of tables) {
      const segments = segmentsFor(route, table);
      if (!segments) continue;
      const entry = { route, segments, paramNames: paramNamesOf(segments), pattern: formatSegments(segments) };
      if (!tree.insert(segments, entry)) {
        const error = `Can not register [${route.name} ${entry.pattern}], path is ambiguous`;
        logger.warn('Cannot add route', { error, table, shape: shapeOf(segments) });
        continue;
      }
      entries.set(route.name, entry);
      registered = true;
    }
    if (registered) byName.set(route.name, route);
  }

  for (const route of byName.values()) {
    if (route.redirect && !byName.has(route.redirect.to)) {
      throw new Error(`Route "${route.name}" redirects to "${route.redirect.to}", which is not in the route table`);
    }
  }

  return {
    routes: [...byName.values()],
    get: (name) => byName.get(name),
    has: (name) => byName.has(name),
    patternFor: (name, table) => tables.get(table)?.entries.get(name)?.pattern,
    match(path, table, hostParams = {}) {
      const parts = splitPath(path);
      const tree = tables.get(table)?.tree;
      if (!parts || !tree) return null;
      let params: Record<string, string> = {};
      const found = tree.match(parts, (entry, values) => {
        params = { ...hostParams };
        for (const [index, name] of entry.paramNames.entries()) {
          const value = values[index] ?? '';
          if (isPostParam(name)) {
            const postId = parsePostParam(value);
            if (!postId) return false;
            params[name] = postId;
          } else {
            params[name] = value;
          }
        }
        return true;
      });
      return found && { route: found.value.route, table, params };
    },
  };
}
