// Runs wrangler the same way for every script: offline (no Request.cf download, no metrics) and
// against the local state directory that QUIRE_STATE_DIR names (default: wrangler's own .wrangler/state).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';

export const wranglerEnv: NodeJS.ProcessEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
};

const persistArgs = (): string[] => (process.env.QUIRE_STATE_DIR ? ['--persist-to', process.env.QUIRE_STATE_DIR] : []);

/** Runs a wrangler command to completion and returns what it printed. */
export function wrangler(args: readonly string[]): string {
  return execFileSync('wrangler', [...args, ...persistArgs()], { env: wranglerEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
}

/** Runs SQL against the local D1 database and returns the rows of the last statement. */
export function queryLocal<T>(sql: string): T[] {
  const output = wrangler(['d1', 'execute', 'DB', '--local', '--json', '--command', sql]);
  const results = JSON.parse(output) as { results: T[] }[];
  return results.at(-1)?.results ?? [];
}

export function startDevServer(port: string): ChildProcess {
  return spawn('wrangler', ['dev', '--port', port, '--ip', '127.0.0.1', ...persistArgs()], {
    env: wranglerEnv,
    stdio: 'inherit',
  });
}
