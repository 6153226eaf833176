/// <reference types="node" />
// For `npm run typecheck`: fails when shared/ imports client/ or worker/, when the worker's core
// imports one of its features or anything but its app imports the app, when the worker's folders
// form a circle, when a feature reaches another around its public face (index.ts, graphql.ts), when
// a module outside the data modules runs a query, when markup is escaped by hand instead of through
// the one escaper, when a client module runs a mutation around useMutation, when a worker test
// sets up rows with SQL of its own, when an import circle appears anywhere, or when the app Worker's bundle reaches
// Fedify or the fediverse's reaches the GraphQL builder (scripts/layer-rules.ts says why).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  coreReachingFeatures,
  aroundPublicFaces,
  folderCircles,
  graphqlInFediverse,
  handWrittenEscapers,
  mutationsAroundTheHook,
  sqlWritesInTests,
  queriesOutsideDataModules,
  fediverseInApp,
  importCircles,
  importSpecifiers,
  resolveImport,
  upwardImports,
} from './layer-rules.ts';

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = ['shared', 'client', 'worker'].flatMap(sourceFiles);
const tests = new Map(sourceFiles('test').map((file) => [file, readFileSync(file, 'utf8')]));
const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
const graph = new Map(
  files.map((file) => [
    file,
    importSpecifiers(sources.get(file) ?? '').map((specifier) => resolveImport(file, specifier)),
  ]),
);
const problems = [
  ...upwardImports(graph),
  ...coreReachingFeatures(graph),
  ...folderCircles(graph),
  ...queriesOutsideDataModules(sources),
  ...handWrittenEscapers(sources),
  ...mutationsAroundTheHook(sources),
  ...sqlWritesInTests(tests),
  ...fediverseInApp(sources, 'worker/index.ts'),
  ...graphqlInFediverse(sources, 'worker/federation/federation-worker.ts'),
  ...aroundPublicFaces(graph),
  ...importCircles(graph).map((circle) => `import circle: ${circle.join(' ⇄ ')}`),
];
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
