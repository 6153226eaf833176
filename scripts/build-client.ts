// Builds the browser bundle into dist/client: minified, split ESM with hashed names, plus
// manifest.json, which the Worker reads to name the entry script and stylesheet.
import { build, type Plugin } from 'esbuild';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { minifyDocumentsIn } from '../client/graphql/minify-documents.ts';
import { compactLinkTable, linkTable, splitLinkNames } from '../client/routes/link-table.ts';
import { PAGE_MODULES } from '../client/pages/page-modules.ts';
import { buildIcons } from './build-icons.ts';

const outdir = 'dist/client';
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
cpSync('client/public', outdir, { recursive: true });
await buildIcons(outdir);

const pageFiles = [...new Set(Object.values(PAGE_MODULES))];
const linkNames = splitLinkNames(pageFiles.map((file) => `client/pages/${file}`));

/**
 * The browser builds links from the patterns of the routes it names, not from the whole route
 * table: shared/routes/index.ts becomes client/routes/links.ts, fed by a table computed now.
 */
const clientLinks: Plugin = {
  name: 'client-links',
  setup(bundle) {
    const routesIndex = resolve('shared/routes/index.ts');
    bundle.onResolve({ filter: /index\.ts$/ }, (args) => (resolve(args.resolveDir, args.path) === routesIndex ? { path: resolve('client/routes/links.ts') } : undefined));
    bundle.onResolve({ filter: /^quire:link-patterns$/ }, () => ({ path: 'link-patterns', namespace: 'quire' }));
    bundle.onLoad({ filter: /.*/, namespace: 'quire' }, () => ({ contents: `export const LINK_PATTERNS = ${JSON.stringify(compactLinkTable(linkTable(linkNames.core)))};`, loader: 'js' }));
  },
};

/** A page module adds its own link patterns before anything in it runs (client/routes/links.ts). */
function ownLinkPatterns(path: string): string {
  const own = linkNames.byPage.get(relative(process.cwd(), path));
  if (!own || own.size === 0) return '';
  return `import { addLinkPatterns as addOwnLinkPatterns } from '../routes/links.ts';\naddOwnLinkPatterns(${JSON.stringify(compactLinkTable(linkTable(own)))});\n`;
}

/**
 * The browser gets its GraphQL documents without comments or spacing
 * (client/graphql/minify-documents.ts), and each page module its own links.
 */
const clientSources: Plugin = {
  name: 'client-sources',
  setup(bundle) {
    const client = resolve('client');
    bundle.onLoad({ filter: /\.tsx?$/ }, (args) => {
      if (!args.path.startsWith(client)) return undefined;
      return { contents: ownLinkPatterns(args.path) + minifyDocumentsIn(readFileSync(args.path, 'utf8')), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

const result = await build({
  plugins: [clientLinks, clientSources],
  // each page is an entry of its own (client/pages/page-modules.ts), named after its module
  entryPoints: { main: 'client/main.tsx', styles: 'client/styles/main.css', ...Object.fromEntries(pageFiles.map((file) => [`pages/${file.replace(/\.tsx$/, '')}`, `client/pages/${file}`])) },
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
});

const publicPath = (file: string): string => `/${relative(outdir, file)}`;
const outputs = Object.entries(result.metafile.outputs);
const find = (entry: string, extension: string): string => {
  const output = outputs.find(([file, meta]) => meta.entryPoint === entry && file.endsWith(extension));
  if (!output) throw new Error(`esbuild wrote no ${extension} output for ${entry}`);
  return publicPath(output[0]);
};

const manifest = {
  script: find('client/main.tsx', '.js'),
  stylesheet: find('client/styles/main.css', '.css'),
  pages: Object.fromEntries(Object.entries(PAGE_MODULES).map(([page, file]) => [page, find(`client/pages/${file}`, '.js')])),
};
writeFileSync(`${outdir}/manifest.json`, JSON.stringify(manifest, null, 2));
console.log(`client built: ${manifest.script}, ${manifest.stylesheet}`);
