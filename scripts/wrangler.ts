// Runs wrangler the same way for every script: offline (no Request.cf download, no metrics) and
// against the local state directory that QUIRE_STATE_DIR names (default: wrangler's own .wrangler/state).
import { spawn, type ChildProcess } from 'node:child_process';

export const wranglerEnv: NodeJS.ProcessEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
};

const persistArgs = (): string[] => (process.env.QUIRE_STATE_DIR ? ['--persist-to', process.env.QUIRE_STATE_DIR] : []);

/**
 * Development settings a script may pass through its environment (scripts/site.ts): the benches'
 * RATE_LIMIT_SCALE, and QUIRE_DEV_VARS, a JSON object of worker variables (the e2e journeys'
 * Stripe stand-in). wrangler splits each at its first colon, so a value may hold more.
 */
const devVars = (): string[] => {
  const vars: Record<string, string> = {
    ...(process.env.QUIRE_DEV_VARS ? (JSON.parse(process.env.QUIRE_DEV_VARS) as Record<string, string>) : {}),
  };
  if (process.env.RATE_LIMIT_SCALE) vars['RATE_LIMIT_SCALE'] = process.env.RATE_LIMIT_SCALE;
  return Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
};

/** INSPECTOR_PORT: where wrangler's DevTools inspector proxy listens (9229 by default, one site at a time). */
const inspectorArgs = (): string[] =>
  process.env.INSPECTOR_PORT ? ['--inspector-port', process.env.INSPECTOR_PORT] : [];

export function startDevServer(port: string): ChildProcess {
  // the scheduled jobs' mail links lead to this local site (wrangler.toml's SITE_ORIGIN)
  const siteOrigin = ['--var', `SITE_ORIGIN:http://localhost:${port}`];
  return spawn(
    'wrangler',
    // the app's Worker first (it answers on the port), then the fediverse's, which it calls
    [
      'dev',
      '-c',
      'wrangler.toml',
      '-c',
      'wrangler.federation.toml',
      '--port',
      port,
      '--ip',
      '127.0.0.1',
      ...persistArgs(),
      ...inspectorArgs(),
      ...siteOrigin,
      ...devVars(),
    ],
    {
      env: wranglerEnv,
      stdio: 'inherit',
    },
  );
}
