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
  'hosts',
  'images',
  'jobs',
  'logging',
  'mail',
  'render',
  'routes',
]);

/**
 * Where core meets the features: the app (worker/app/) gathers every feature's GraphQL types,
 * route handlers, jobs, services and loaders, and renders pages; the Worker's entry
 * (worker/index.ts, wrangler's `main`) is part of it. Nothing else imports it: what core and the
 * features need of it (a page, "not found", the GraphQL context) comes on the request (worker/context.ts).
 */
export const WORKER_APP = 'app';

/** The folder of worker/ a file belongs to: `db` for worker/db/client.ts, '' for the files at worker/'s top. */
export const workerFolder = (file: string): string | null => {
  const parts = file.split('/');
  if (parts[0] !== 'worker') return null;
  if (file === 'worker/index.ts') return WORKER_APP;
  return parts.length > 2 ? (parts[1] ?? '') : '';
};

/** The worker's top files (its request context) stand with core. */
const isCore = (folder: string, core: ReadonlySet<string>) => folder === '' || core.has(folder);

/**
 * Core modules that reach into a feature, and database modules that reach anything of the worker
 * but the database, which every other part stands on; and anything but the app importing the app.
 */
export function coreReachingFeatures(graph: ImportGraph, core: ReadonlySet<string> = WORKER_CORE): string[] {
  const problems: string[] = [];
  for (const [file, targets] of graph) {
    const from = workerFolder(file);
    if (from === null || from === WORKER_APP) continue;
    for (const target of targets) {
      const to = workerFolder(target);
      if (to === null || to === from) continue;
      if (to === WORKER_APP)
        problems.push(
          `${file} imports ${target}: only the app imports worker/app/ (the request carries what it hands on)`,
        );
      else if (from === 'db')
        problems.push(`${file} imports ${target}: worker/db/ may import only worker/db/ and shared/`);
      else if (isCore(from, core) && !isCore(to, core))
        problems.push(`${file} imports ${target}: the worker's core imports no feature`);
    }
  }
  return problems;
}

/**
 * Circles between the worker's folders: a feature that uses another is used by none of that
 * one's, so each folder can be read after the ones it stands on. Each circle is named with one
 * import for each step, the place to start cutting it.
 */
export function folderCircles(graph: ImportGraph): string[] {
  const folders = new Map<string, Set<string>>();
  const example = new Map<string, string>();
  for (const [file, targets] of graph) {
    const from = workerFolder(file);
    if (from === null) continue;
    for (const target of targets) {
      const to = workerFolder(target);
      if (to === null || to === from) continue;
      folders.set(from, (folders.get(from) ?? new Set()).add(to));
      if (!example.has(`${from} ${to}`)) example.set(`${from} ${to}`, `${file} → ${target}`);
    }
  }
  const folderGraph = new Map([...folders].map(([from, targets]) => [from, [...targets]]));
  return importCircles(folderGraph).map((circle) => {
    const inside = new Set(circle);
    const steps = [...example]
      .filter(([pair]) => {
        const [from = '', to = ''] = pair.split(' ');
        return inside.has(from) && inside.has(to);
      })
      .map(([, step]) => step);
    return `folder circle: ${circle.map((folder) => `worker/${folder}/`).join(' ⇄ ')} (${steps.join('; ')})`;
  });
}

/** A statement run on the database (Drizzle's builders, D1's own calls) or SQL written out. */
const QUERY =
  /\b(?:db|d1|tx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|batch|run|all|get|prepare|\$client|query|exec)\b|\bdatabase\((?:[^()]|\([^()]*\))*\)\s*\.\s*(?:select|selectDistinct|insert|update|delete|batch)\b|\bsql`/;

/** Where the worker's SQL lives: a folder's data modules, and the database itself. */
const DATA_MODULE = /^worker\/(?:db\/.+|.+-(?:queries|writes)\.tsx?)$/;

const TEST_MODULE = /\.test\.tsx?$/;

/**
 * Worker modules that run a query outside the data modules (`*-queries.ts`, `*-writes.ts`,
 * `worker/db/`), where each folder's SQL and row types live, so two answers cannot read one thing
 * two ways.
 */
export function queriesOutsideDataModules(sources: ReadonlyMap<string, string>): string[] {
  return [...sources]
    .filter(
      ([file, source]) =>
        file.startsWith('worker/') && !TEST_MODULE.test(file) && !DATA_MODULE.test(file) && QUERY.test(source),
    )
    .map(([file]) => `${file} runs a query: SQL lives in its folder's data modules (*-queries.ts, *-writes.ts)`);
}

/** A hand-written escaper: markup's characters replaced one by one. */
const ESCAPER = /\.replace\(\s*\/\[[^\]]*[<&>][^\]]*\]\/g|\.replaceAll\(\s*['"][<&>]['"]/;

/** The one escaper of text for HTML and XML. */
export const THE_ESCAPER = 'shared/content/html-entities.ts';

/** Modules that escape markup by hand instead of calling the one escaper (`escapeEntities`). */
export function handWrittenEscapers(sources: ReadonlyMap<string, string>): string[] {
  return [...sources]
    .filter(([file, source]) => file !== THE_ESCAPER && !TEST_MODULE.test(file) && ESCAPER.test(source))
    .map(([file]) => `${file} escapes markup by hand: call escapeEntities (${THE_ESCAPER})`);
}

/** The one place the client runs a mutation on urql's client: the hook every component uses. */
export const THE_MUTATION_HOOK = 'client/data/use-mutation.ts';

/** A mutation run on a client object (`client.mutation(…)`, `.mutation(` on a line of its own). */
const MUTATION_CALL = /\.mutation\(/;

/**
 * Client modules that run a mutation on the GraphQL client themselves instead of through
 * useMutation, so a mutation's in-flight state, its loading of the client and its document are
 * handled one way.
 */
export function mutationsAroundTheHook(sources: ReadonlyMap<string, string>): string[] {
  return [...sources]
    .filter(
      ([file, source]) =>
        file.startsWith('client/') &&
        file !== THE_MUTATION_HOOK &&
        !TEST_MODULE.test(file) &&
        MUTATION_CALL.test(source),
    )
    .map(([file]) => `${file} runs a mutation on the client: use useMutation (${THE_MUTATION_HOOK})`);
}

/** A statement that writes, written as SQL text: `insert into`, `update … set`, `delete from`. */
const SQL_WRITE = /['"`]\s*(?:insert\s+(?:or\s+\w+\s+)?into|update\s+\w+\s+set|delete\s+from)\b/i;

/**
 * Worker tests that set up rows with SQL of their own instead of through the schema
 * (test/support/test-database.ts), where a renamed or retyped column fails the typecheck. Reads
 * that check what was stored may stay SQL: they look at the rows apart from the code under test.
 */
export function sqlWritesInTests(sources: ReadonlyMap<string, string>): string[] {
  return [...sources]
    .filter(([file, source]) => file.startsWith('test/') && SQL_WRITE.test(source))
    .map(([file]) => `${file} writes rows with SQL: set them up through the schema (test/support/test-database.ts)`);
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

/** The GraphQL schema's builder, which the fediverse's Worker has no use for. */
const GRAPHQL_BUILDER = /^@pothos\//;

/** Every way `entry`'s bundle reaches a package `pattern` names. */
function packagesReached(sources: ReadonlyMap<string, string>, entry: string, pattern: RegExp, why: string): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, path: readonly string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of bundledSpecifiers(sources.get(file) ?? '')) {
      if (pattern.test(specifier)) problems.push(`${[...path, file].join(' → ')} imports ${specifier}: ${why}`);
      else if (specifier.startsWith('.')) visit(resolveImport(file, specifier), [...path, file]);
    }
  };
  visit(entry, []);
  return problems;
}

/**
 * The app Worker's bundle keeps Fedify out: every page's isolate compiles that script, and Fedify
 * was over a third of it. Walks what `entry` brings in and names each way it reaches Fedify.
 */
export const fediverseInApp = (sources: ReadonlyMap<string, string>, entry: string): string[] =>
  packagesReached(sources, entry, FEDIVERSE_ONLY, "only the fediverse's Worker may");

/**
 * The fediverse's Worker keeps the GraphQL schema out: it reaches other features through their
 * public faces (index.ts), which hold no GraphQL types, so its isolates never build the schema.
 */
export const graphqlInFediverse = (sources: ReadonlyMap<string, string>, entry: string): string[] =>
  packagesReached(sources, entry, GRAPHQL_BUILDER, "the fediverse's Worker builds no GraphQL schema");

/** A feature's public faces: `index.ts` for its rules and data, `graphql.ts` for its GraphQL types. */
const PUBLIC_FACE = /^worker\/[^/]+\/(index|graphql)\.ts$/;
const GRAPHQL_SOURCE = /-graphql\.tsx?$|\/graphql\.ts$/;

/**
 * Imports that reach into another feature around its public face: a feature uses another only
 * through its `index.ts`, and, from a GraphQL module, its `graphql.ts`; an `index.ts` holds no
 * GraphQL types, so what reaches a feature's rules and data does not bring the schema along.
 */
export function aroundPublicFaces(graph: ImportGraph, core: ReadonlySet<string> = WORKER_CORE): string[] {
  const problems: string[] = [];
  const isFeature = (folder: string | null): folder is string =>
    folder !== null && folder !== '' && folder !== WORKER_APP && !core.has(folder);
  for (const [file, targets] of graph) {
    const from = workerFolder(file);
    if (!isFeature(from) || TEST_MODULE.test(file)) continue;
    for (const target of targets) {
      const to = workerFolder(target);
      if (to === from && file.endsWith('/index.ts') && GRAPHQL_SOURCE.test(target))
        problems.push(`${file} re-exports ${target}: GraphQL types belong in the feature's graphql.ts`);
      if (!isFeature(to) || to === from) continue;
      if (!PUBLIC_FACE.test(target))
        problems.push(`${file} imports ${target}: another feature is used through its index.ts (or graphql.ts)`);
      else if (target.endsWith('/graphql.ts') && !GRAPHQL_SOURCE.test(file))
        problems.push(`${file} imports ${target}: only GraphQL modules use another feature's graphql.ts`);
    }
  }
  return problems;
}
