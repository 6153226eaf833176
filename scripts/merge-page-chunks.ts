// esbuild splits code shared between entry points into chunks by which entries reach it, so a
// page loads its own script plus a chunk for every set of pages it shares a module with: the
// story page loaded 36 files, and each costs gzip its own dictionary (about 6 KB in all).
// After the build, each page's script takes in the chunks that only it can load on its page.
import { build, type Metafile, type Plugin } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';

type Outputs = Metafile['outputs'];

function closure(outputs: Outputs, starts: Iterable<string>, follows: (kind: string) => boolean): Set<string> {
  const reached = new Set<string>();
  const walk = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    for (const imported of outputs[file]?.imports ?? []) if (follows(imported.kind)) walk(imported.path);
  };
  for (const file of starts) walk(file);
  return reached;
}

const isStatic = (kind: string) => kind === 'import-statement';

/**
 * The chunks a page's script can take in: those it imports statically that the first scripts
 * (main, and a story's boot) do not already hold and that nothing loaded later on the page
 * imports too. A module inlined there must exist once on the page (a React context, a
 * registry), so any chunk a lazy part of the page or of a first script also reaches stays a file
 * of its own.
 */
export function chunksToInline(outputs: Outputs, firsts: readonly string[], page: string): Set<string> {
  const first = closure(outputs, firsts, isStatic);
  const pageFiles = closure(outputs, [page], isStatic);
  const lazyStarts = [...first, ...pageFiles].flatMap((file) =>
    (outputs[file]?.imports ?? [])
      .filter((imported) => imported.kind === 'dynamic-import')
      .map((imported) => imported.path),
  );
  const later = closure(outputs, lazyStarts, (kind) => kind === 'import-statement' || kind === 'dynamic-import');
  return new Set([...pageFiles].filter((file) => file !== page && !first.has(file) && !later.has(file)));
}

/** Bundles the inlined chunks into the page's file; every other import keeps pointing at its file. */
const pageMerge = (page: string, inline: ReadonlySet<string>): Plugin => ({
  name: 'page-merge',
  setup(bundle) {
    bundle.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return { path: resolve(args.path) };
      const target = resolve(args.resolveDir, args.path);
      if (inline.has(relative(process.cwd(), target))) return { path: target };
      const fromPage = relative(dirname(resolve(page)), target);
      return { path: fromPage.startsWith('.') ? fromPage : `./${fromPage}`, external: true };
    });
    // each chunk names its source map, so the page's map leads back to the TypeScript sources
    bundle.onLoad({ filter: /\.js$/ }, (args) => ({
      contents: `${readFileSync(args.path, 'utf8')}\n//# sourceMappingURL=${basename(args.path)}.map`,
      loader: 'js',
    }));
  },
});

/**
 * Rewrites each page's script in place (its name already hashes the chunks it takes in) and
 * the metafile beside it, so bench/script-size.ts reads what a page really loads.
 */
export async function mergePageChunks(
  metafile: Metafile,
  firsts: readonly string[],
  pages: readonly string[],
): Promise<Metafile> {
  const outputs: Outputs = { ...metafile.outputs };
  for (const page of pages) {
    const inline = chunksToInline(metafile.outputs, firsts, page);
    if (inline.size === 0) continue;
    const merged = await build({
      entryPoints: [page],
      outfile: page,
      bundle: true,
      format: 'esm',
      minify: true,
      target: ['es2022'],
      charset: 'utf8',
      sourcemap: 'external',
      legalComments: 'linked',
      write: false,
      metafile: true,
      logLevel: 'warning',
      plugins: [pageMerge(page, inline)],
    });
    for (const file of merged.outputFiles) writeFileSync(file.path, file.contents);
    const before = outputs[page]!;
    const script = Object.entries(merged.metafile.outputs).find(([file]) => file.endsWith('.js'))?.[1];
    const imports = (script?.imports ?? []).map((imported) => ({
      ...imported,
      path: relative(process.cwd(), resolve(dirname(page), imported.path)),
    }));
    const inputs = Object.fromEntries(
      [page, ...inline].flatMap((file) => Object.entries(metafile.outputs[file]?.inputs ?? {})),
    );
    outputs[page] = {
      ...before,
      imports,
      inputs,
      bytes: merged.outputFiles.find((file) => file.path.endsWith('.js'))?.contents.length ?? before.bytes,
    };
  }
  return { ...metafile, outputs };
}
