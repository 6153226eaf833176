// `node bench/script-size.ts [page-module]`: the gzipped script a visitor's page loads before it
// hydrates, chunk by chunk, with the modules that weigh most in each (esbuild's metafile, which
// `npm run build` writes to dist/client-metafile.json). For the story page ('stories/post-page.tsx'), first what a
// visitor who only reads loads (its first script, client/boot.ts), held to its budget in
// e2e/shell.e2e.test.ts, then what it loads to hydrate when they act.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

interface Output {
  readonly imports: readonly { readonly path: string; readonly kind: string }[];
  readonly inputs: Readonly<Record<string, { readonly bytesInOutput: number }>>;
  readonly entryPoint?: string;
}

export interface ChunkSize {
  readonly file: string;
  readonly gzipped: number;
  /** The heaviest sources in the chunk, by their minified bytes. */
  readonly heaviest: readonly { readonly source: string; readonly bytes: number }[];
}

const manifest = () =>
  JSON.parse(readFileSync('dist/client/manifest.json', 'utf8')) as {
    script: string;
    boot: string;
    pages: Record<string, string>;
  };

/** The chunks `scripts` load at once: themselves and what they import statically. */
function chunksOf(scripts: readonly string[]): ChunkSize[] {
  const { outputs } = JSON.parse(readFileSync('dist/client-metafile.json', 'utf8')) as {
    outputs: Record<string, Output>;
  };
  const reached = new Set<string>();
  const walk = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    for (const imported of outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') walk(imported.path);
  };
  for (const script of scripts) walk(`dist/client${script}`);
  return [...reached]
    .map((file) => ({
      file: file.replace('dist/client', ''),
      gzipped: gzipSync(readFileSync(file)).length,
      heaviest: Object.entries(outputs[file]?.inputs ?? {})
        .map(([source, { bytesInOutput }]) => ({ source: source.replace(/^node_modules\//, ''), bytes: bytesInOutput }))
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 4),
    }))
    .sort((a, b) => b.gzipped - a.gzipped);
}

/**
 * The chunks a page loads to hydrate: the main script, its module's own (by the module's file in
 * client/pages), and what they import statically.
 */
export function pageChunks(module: string): ChunkSize[] {
  const { script, pages } = manifest();
  const pageScript = pages[module];
  if (!pageScript) throw new Error(`no page module ${module} in dist/client/manifest.json`);
  return chunksOf([script, pageScript]);
}

/** What a visitor's story loads until they mean to act: its first script alone (client/boot.ts). */
export const readerChunks = (): ChunkSize[] => chunksOf([manifest().boot]);

export function describeChunks(what: string, chunks: readonly ChunkSize[]): string[] {
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzipped, 0);
  return [
    `${what} ${(total / 1024).toFixed(1)} KB of gzipped script, in ${chunks.length} files:`,
    ...chunks.map(
      (chunk) =>
        `  ${(chunk.gzipped / 1024).toFixed(1).padStart(5)} KB ${chunk.file}: ${chunk.heaviest.map((input) => `${input.source} ${(input.bytes / 1024).toFixed(1)} KB`).join(', ')}`,
    ),
  ];
}

if (import.meta.main) {
  const [module = 'stories/post-page.tsx'] = process.argv.slice(2);
  if (module === 'stories/post-page.tsx')
    for (const line of describeChunks('a visitor who only reads a story loads', readerChunks())) console.log(line);
  for (const line of describeChunks(`${module} loads to hydrate`, pageChunks(module))) console.log(line);
}
