// `node bench/script-size.ts [page]`: the gzipped script a visitor's page loads before it
// hydrates, chunk by chunk, with the modules that weigh most in each (esbuild's metafile, which
// `npm run build` writes to dist/client-metafile.json). The
// story page ('post') is held to its budget in e2e/shell.e2e.test.ts.
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

/** The chunks a page loads at once: the main script, the page's own, and what they import statically. */
export function pageChunks(page: string): ChunkSize[] {
  const manifest = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8')) as {
    script: string;
    pages: Record<string, string>;
  };
  const { outputs } = JSON.parse(readFileSync('dist/client-metafile.json', 'utf8')) as {
    outputs: Record<string, Output>;
  };
  const pageScript = manifest.pages[page];
  if (!pageScript) throw new Error(`no page named ${page} in dist/client/manifest.json`);
  const reached = new Set<string>();
  const walk = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    for (const imported of outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') walk(imported.path);
  };
  for (const script of [manifest.script, pageScript]) walk(`dist/client${script}`);
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

export function describeChunks(page: string, chunks: readonly ChunkSize[]): string[] {
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzipped, 0);
  return [
    `the ${page} page loads ${(total / 1024).toFixed(1)} KB of gzipped script before it hydrates, in ${chunks.length} files:`,
    ...chunks.map(
      (chunk) =>
        `  ${(chunk.gzipped / 1024).toFixed(1).padStart(5)} KB ${chunk.file}: ${chunk.heaviest.map((input) => `${input.source} ${(input.bytes / 1024).toFixed(1)} KB`).join(', ')}`,
    ),
  ];
}

if (import.meta.main) {
  const [page = 'post'] = process.argv.slice(2);
  for (const line of describeChunks(page, pageChunks(page))) console.log(line);
}
