import { readFileSync } from 'node:fs';

/** The chunk the build wrote for a module loaded on demand (esbuild's metafile, written by `npm run build`). */
export function chunkOf(source: string): string {
  const { outputs } = JSON.parse(readFileSync('dist/client-metafile.json', 'utf8')) as {
    outputs: Record<string, { entryPoint?: string }>;
  };
  const file = Object.keys(outputs).find((output) => outputs[output]?.entryPoint === source && output.endsWith('.js'));
  if (!file) throw new Error(`The build wrote no chunk for ${source}`);
  return file.replace('dist/client', '');
}

/** The GraphQL client's chunk. */
export const liveClientScript = (): string => chunkOf('client/data/live-client.ts');
