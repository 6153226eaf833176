/**
 * The rules the code's layers keep: `shared/` is the ground floor and imports nothing
 * from `client/` or `worker/`; no import circle, type-only or lazy ones included, so every
 * module can be read (and moved) after the ones it stands on; the worker's core imports none of
 * its features, and its database module nothing else of the worker (docs/architecture.md, "Map
 * of the code"); and the app Worker's bundle does not carry Fedify, which has a Worker of its own.
 */

/** The relative imports of one file, as paths from the repository's root. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const IMPORT =
  /\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|^\s*import\s+['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The relative specifiers a source file imports: static, type-only, re-exported, side-effect or lazy. */
export function importSpecifiers(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

/** Resolves `./x.ts` against the importing file's folder: `client/a/b.ts` + `../c.ts` is `client/c.ts`. */
export function resolveImport(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** Files under shared/ that reach up into client/ or worker/. */
export function upwardImports(graph: ImportGraph): string[] {
  const problems: string[] = [];
  for (const [file, targets] of graph) {
    if (!file.startsWith('shared/')) continue;
    for (const target of targets) {
      if (target.startsWith('client/') || target.startsWith('worker/'))
        problems.push(`${file} imports ${target}: shared/ may import only shared/`);
    }
  }
  return problems;
}

/** The worker's core folders, which its features stand on; every other folder of worker/ is a feature. */
export const WORKER_CORE: ReadonlySet<string> = new Set([
  'auth',
  'cache',
  'db',
  'graphql',
  'images',
  'jobs',
  'logging',
  'mail',
  'render',
  'routes',
]);

/**
 * Where core meets the features: the modules that gather every feature's GraphQL types, route
 * handlers, jobs, services and loaders, and the page renderer, which asks features for a page's
 * share card and for the redirects of moved names and addresses.
 */
export const WORKER_COMPOSITION: ReadonlySet<string> = new Set([
  'worker/index.ts',
  'worker/app.ts',
  'worker/graphql/schema.ts',
  'worker/graphql/graphql-context.ts',
  'worker/graphql/loaders.ts',
  'worker/routes/handlers.ts',
  'worker/routes/dispatch.ts',
  'worker/jobs/handle-job-batch.ts',
  'worker/render/render-pages.tsx',
]);

/** The folder of worker/ a file is in: `db` for worker/db/client.ts, '' for the files at worker/'s top. */
const workerFolder = (file: string): string | null => {
  const parts = file.split('/');
  if (parts[0] !== 'worker') return null;
  return parts.length > 2 ? (parts[1] ?? '') : '';
};

/**
 * Core modules that reach into a feature, composition aside; and database modules that reach
 * anything of the worker but the database, which every other part stands on.
 */
export function coreReachingFeatures(
  graph: ImportGraph,
  core: ReadonlySet<string> = WORKER_CORE,
  composition: ReadonlySet<string> = WORKER_COMPOSITION,
): string[] {
  const problems: string[] = [];
  for (const [file, targets] of graph) {
    const from = workerFolder(file);
    if (from === null || composition.has(file) || (from !== '' && !core.has(from))) continue;
    for (const target of targets) {
      const to = workerFolder(target);
      if (to === null || to === from) continue;
      if (from === 'db') problems.push(`${file} imports ${target}: worker/db/ may import only worker/db/ and shared/`);
      else if (to !== '' && !core.has(to))
        problems.push(`${file} imports ${target}: the worker's core imports no feature`);
    }
  }
  return problems;
}

/** A statement run on the database (Drizzle's builders, D1's own calls) or SQL written out. */
const QUERY =
  /\b(?:db|d1|tx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|batch|run|all|get|prepare|\$client|query|exec)\b|\bsql`/;

/** A feature's GraphQL types (`*-graphql.ts`, docs/architecture.md, "Map of the code"). */
const GRAPHQL_MODULE = /^worker\/.+-graphql\.tsx?$/;

/** A module that answers a route of the route table (worker/routes/route-handler.ts). */
const ROUTE_MODULE = /:\s*RouteHandler\b|\bapiEndpoint\(/;

/**
 * Modules that answer requests (a feature's GraphQL types, its route handlers) and run a query
 * themselves: they call their feature's data modules (`*-queries.ts`, `*-writes.ts`), where its
 * SQL and row types live, so two answers cannot read one thing two ways.
 */
export function queriesWhereRequestsAreAnswered(sources: ReadonlyMap<string, string>): string[] {
  return [...sources]
    .filter(([file, source]) => (GRAPHQL_MODULE.test(file) || ROUTE_MODULE.test(source)) && QUERY.test(source))
    .map(([file]) => `${file} runs a query: GraphQL types and route handlers call their feature's data modules`);
}

/** Every import circle, as its files in a stable order (Tarjan's strongly connected components). */
export function importCircles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;

  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const selfImport = (graph.get(file) ?? []).includes(file);
    if (component.length > 1 || selfImport) circles.push(component.sort());
  };

  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return circles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** Imports whose code lands in a bundle: static and lazy, not `import type` or `export type`. */
const BUNDLED_IMPORT =
  /^\s*(?:import|export)\s+(?!type\b)[^'";]*?\bfrom\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The specifiers, relative or packages, whose code a source file brings into its bundle. */
export function bundledSpecifiers(source: string): string[] {
  return [...source.matchAll(BUNDLED_IMPORT)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

/** Packages only the fediverse's Worker carries (wrangler.federation.toml, docs/federation.md). */
const FEDIVERSE_ONLY = /^@fedify\//;

/**
 * The app Worker's bundle keeps Fedify out: every page's isolate compiles that script, and Fedify
 * was over a third of it. Walks what `entry` brings in and names each way it reaches Fedify.
 */
export function fediverseInApp(sources: ReadonlyMap<string, string>, entry: string): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, path: readonly string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of bundledSpecifiers(sources.get(file) ?? '')) {
      if (FEDIVERSE_ONLY.test(specifier))
        problems.push(`${[...path, file].join(' → ')} imports ${specifier}: only the fediverse's Worker may`);
      else if (specifier.startsWith('.')) visit(resolveImport(file, specifier), [...path, file]);
    }
  };
  visit(entry, []);
  return problems;
}
