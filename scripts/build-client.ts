// Builds the browser bundle into dist/client: minified, split ESM with hashed names, plus
// manifest.json, which the Worker reads to name the entry script and stylesheet, and the password
// estimator's dictionaries, which it reads when a password is set.
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import { minifyDocumentsIn } from '../client/graphql/minify-documents.ts';
import { compactLinkTable, linkTable, referencedRouteNames, splitLinkNames } from '../client/routes/link-table.ts';
import { dictionariesOf, PASSWORD_DICTIONARIES_PATH } from '../shared/validation/password-strength.ts';
import { buildIcons } from './build-icons.ts';
import { compressScripts } from './compress-scripts.ts';
import { mergePageChunks } from './merge-page-chunks.ts';
import { pageModuleFiles } from './page-module-files.ts';

const outdir = 'dist/client';
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
cpSync('client/public', outdir, { recursive: true });
await buildIcons(outdir);

/** The modules the browser loads for pages, each a build entry of its own. */
const pageFiles = [...new Set(pageModuleFiles().map(({ browserFile }) => browserFile))];

/** What the browser builds links from: the patterns the first script holds, and each later module's own. */
interface LinkPlan {
  readonly core: ReadonlySet<string>;
  readonly byFile: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * The browser builds links from the patterns of the routes it names, not from the whole route
 * table: shared/routes/index.ts becomes client/routes/links.ts, fed by a table computed now.
 */
const clientLinks = (plan: LinkPlan): Plugin => ({
  name: 'client-links',
  setup(bundle) {
    const routesIndex = resolve('shared/routes/index.ts');
    bundle.onResolve({ filter: /index\.ts$/ }, (args) =>
      resolve(args.resolveDir, args.path) === routesIndex ? { path: resolve('client/routes/links.ts') } : undefined,
    );
    bundle.onResolve({ filter: /^quire:link-patterns$/ }, () => ({ path: 'link-patterns', namespace: 'quire' }));
    bundle.onLoad({ filter: /.*/, namespace: 'quire' }, () => ({
      contents: `export const LINK_PATTERNS = ${JSON.stringify(compactLinkTable(linkTable(plan.core)))};`,
      loader: 'js',
    }));
  },
});

/**
 * The browser's documents stay text until the GraphQL client loads: client/graphql/graphql.ts
 * becomes client/graphql/lazy-graphql.ts, so the first script carries no parser.
 */
const lazyDocuments: Plugin = {
  name: 'lazy-documents',
  setup(bundle) {
    const parsed = resolve('client/graphql/graphql.ts');
    bundle.onResolve({ filter: /graphql\.ts$/ }, (args) =>
      resolve(args.resolveDir, args.path) === parsed ? { path: resolve('client/graphql/lazy-graphql.ts') } : undefined,
    );
  },
};

/**
 * Our sources get React and its JSX runtime through client/react-exports.ts and
 * client/jsx-runtime.ts, whose named ES exports minify to short local names where CommonJS
 * interop writes `(0, r.useState)(…)` and `(0, r.jsx)(…)` at every call.
 */
const esmReact: Plugin = {
  name: 'esm-react',
  setup(bundle) {
    const wrappers = {
      react: resolve('client/react-exports.ts'),
      'react/jsx-runtime': resolve('client/jsx-runtime.ts'),
    } as const;
    const roots = [resolve('client'), resolve('shared')];
    bundle.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, (args) => {
      const wrapper = wrappers[args.path as keyof typeof wrappers];
      const ours =
        roots.some((root) => args.importer.startsWith(root)) && !Object.values(wrappers).includes(args.importer);
      return ours ? { path: wrapper } : undefined;
    });
  },
};

/** A module that loads after the first script adds its own link patterns before anything in it runs (client/routes/links.ts). */
function ownLinkPatterns(plan: LinkPlan, path: string): string {
  const own = plan.byFile.get(relative(process.cwd(), path));
  if (!own) return '';
  const links = relative(dirname(path), resolve('client/routes/links.ts'));
  return `import { addLinkPatterns as addOwnLinkPatterns } from '${links.startsWith('.') ? links : `./${links}`}';\naddOwnLinkPatterns(${JSON.stringify(compactLinkTable(linkTable(own)))});\n`;
}

/**
 * The browser gets its GraphQL documents without comments or spacing
 * (client/graphql/minify-documents.ts), and each module loaded later its own links.
 */
const clientSources = (
  plan: LinkPlan,
  firstScript: FirstScript = { files: new Set(), entries: new Set() },
): Plugin => ({
  name: 'client-sources',
  setup(bundle) {
    const roots = [resolve('client'), resolve('shared')];
    bundle.onLoad({ filter: /\.tsx?$/ }, (args) => {
      if (!roots.some((root) => args.path.startsWith(root))) return undefined;
      const prelude = firstScript.entries.has(args.path) ? firstScriptImports(firstScript.files) : '';
      const source = minifyDocumentsIn(readFileSync(args.path, 'utf8'));
      return {
        contents:
          prelude + ownLinkPatterns(plan, args.path) + (pageEntries.has(args.path) ? withoutPageData(source) : source),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
});

const pageEntries = new Set(pageFiles.map((file) => resolve('client', file)));

/**
 * A page's data (its query, variables and the statuses its results mean) and its declaration (its
 * cache policy and share card) are for the server's page registry: a build entry keeps every
 * export, so the browser's copy of a page leaves them unexported and marked pure, and esbuild
 * drops them with what only they used (unless the page reads it).
 */
const withoutPageData = (source: string): string =>
  source
    .replace(/^export const (\w+) = definePageData\(/gm, 'const $1 = /* @__PURE__ */ definePageData(')
    .replace(/^export const pages = definePages\(/m, 'const pages = /* @__PURE__ */ definePages(');

/** The source files the first script holds, and the modules that load after it (pages and lazy parts). */
interface FirstScript {
  readonly files: ReadonlySet<string>;
  readonly entries: ReadonlySet<string>;
}

/**
 * Every module loaded after the first script (each page, each lazy part) imports what the first
 * script holds: already loaded by then, so nothing runs twice. esbuild then finds those modules
 * reached by every entry and writes them as one chunk, where it would write one for each set of
 * entries sharing a module with the main script: the story page loaded sixteen such files.
 */
const firstScriptImports = (files: ReadonlySet<string>): string =>
  [...files]
    // packages come with the files of ours that import them; importing React's CommonJS files
    // directly would leave a call to each in every page (and the interop helpers' file beside it)
    .filter((file) => !file.includes(':') && !file.startsWith('node_modules/') && file !== 'client/main.tsx')
    .map((file) => `import ${JSON.stringify(resolve(file))};\n`)
    .join('');

const options = {
  // each page is an entry of its own (scripts/page-module-files.ts), named after its module's file
  entryPoints: {
    main: 'client/main.tsx',
    // a visitor's story page starts with it, and loads main when the reader means to act
    boot: 'client/boot.ts',
    styles: 'client/styles/main.css',
    ...Object.fromEntries(pageFiles.map((file) => [`pages/${basename(file, '.tsx')}`, `client/${file}`])),
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  // Maps are written but not named in the bytes: client/public/_headers names each one in a
  // SourceMap header, which spares every reader a comment per chunk (about 1 KB on a post page).
  sourcemap: 'external',
  target: ['es2022'],
  // License texts go to a file beside each bundle instead of into the bytes every reader downloads.
  legalComments: 'linked',
  charset: 'utf8',
  jsx: 'automatic',
  entryNames: '[ext]/[name]-[hash]',
  chunkNames: 'js/chunks/[name]-[hash]',
  assetNames: 'assets/[name]-[hash]',
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  logLevel: 'warning',
} satisfies BuildOptions;

/** The entries that start a page: every other module loads after one of them. */
const FIRST_ENTRIES: ReadonlySet<string> = new Set(['client/main.tsx', 'client/boot.ts']);

/** The source files the first script holds: the main entry's file and the chunks it imports statically. */
function firstScriptFiles(metafile: Metafile): Set<string> {
  const outputs = metafile.outputs;
  const main = Object.keys(outputs).find(
    (file) => outputs[file]?.entryPoint === 'client/main.tsx' && file.endsWith('.js'),
  );
  const reached = new Set<string>();
  const walk = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    for (const imported of outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') walk(imported.path);
  };
  if (main) walk(main);
  return new Set([...reached].flatMap((file) => Object.keys(outputs[file]?.inputs ?? {})));
}

// Two passes: the first, not written, finds what the first script holds, whose links are then
// the only ones it carries; every module loaded later brings its own.
const everything: LinkPlan = { core: referencedRouteNames(), byFile: new Map() };
const survey = await build({
  ...options,
  plugins: [clientLinks(everything), clientSources(everything), lazyDocuments, esmReact],
  write: false,
});
const firstFiles = firstScriptFiles(survey.metafile);
const plan = splitLinkNames(firstFiles);
const firstScript: FirstScript = {
  files: firstFiles,
  entries: new Set(
    Object.values(survey.metafile.outputs).flatMap((output) =>
      output.entryPoint && !FIRST_ENTRIES.has(output.entryPoint) ? [resolve(output.entryPoint)] : [],
    ),
  ),
};
const result = await build({
  ...options,
  plugins: [clientLinks(plan), clientSources(plan, firstScript), lazyDocuments, esmReact],
});

const publicPath = (file: string): string => `/${relative(outdir, file)}`;
const built = Object.entries(result.metafile.outputs);
const scriptOf = (entry: string): string => {
  const output = built.find(([file, meta]) => meta.entryPoint === entry && file.endsWith('.js'));
  if (!output) throw new Error(`esbuild wrote no script for ${entry}`);
  return output[0];
};
const metafile = await mergePageChunks(
  result.metafile,
  [scriptOf('client/main.tsx'), scriptOf('client/boot.ts')],
  pageFiles.map((file) => scriptOf(`client/${file}`)),
);
// The editor's page, which only writers load, is two-fifths of terser's time in every build (8 of
// 22 s) for 1.4% of a script no reader's page carries.
await compressScripts(`${outdir}/js`, new Set([scriptOf('client/editor/editor-page.tsx')]));
const outputs = Object.entries(metafile.outputs);
const find = (entry: string, extension: string): string => {
  const output = outputs.find(([file, meta]) => meta.entryPoint === entry && file.endsWith(extension));
  if (!output) throw new Error(`esbuild wrote no ${extension} output for ${entry}`);
  return publicPath(output[0]);
};

const manifest = {
  script: find('client/main.tsx', '.js'),
  boot: find('client/boot.ts', '.js'),
  stylesheet: find('client/styles/main.css', '.css'),
  pages: Object.fromEntries(pageFiles.map((file) => [file, find(`client/${file}`, '.js')])),
};
writeFileSync(`${outdir}/manifest.json`, JSON.stringify(manifest, null, 2));
// the password estimator's dictionaries, which the Worker reads from here (worker/auth/password-estimator.ts)
mkdirSync(dirname(`${outdir}${PASSWORD_DICTIONARIES_PATH}`), { recursive: true });
writeFileSync(
  `${outdir}${PASSWORD_DICTIONARIES_PATH}`,
  JSON.stringify(dictionariesOf(await import('@zxcvbn-ts/language-common'), await import('@zxcvbn-ts/language-en'))),
);
// what each chunk holds, for bench/script-size.ts; beside dist/client, so never served
writeFileSync('dist/client-metafile.json', JSON.stringify(metafile));
console.log(`client built: ${manifest.script}, ${manifest.stylesheet}`);
