// Starts the site through `npm start`'s own script, on a free port and a fresh database, for
// the e2e journeys and the benchmarks; stop() ends it and removes the database.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withLocalBindings, type LocalDatabase } from './local-bindings.ts';

export interface RunningSite {
  readonly baseURL: string;
  /** Where its local database lives (a benchmark may read it directly, read-only). */
  readonly stateDir: string;
  /** The process group of wrangler and workerd (a benchmark reads their CPU time). */
  readonly processGroup: number;
  stop(): void;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });

async function waitForSite(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The site did not start at ${url}`);
}

/**
 * The client is built once for every site this process starts: `npm start` would build it again
 * for each, and a second site's build rewrites the files the first one is serving.
 */
let clientBuilt = process.env.QUIRE_CLIENT_BUILT === '1';

interface SiteOptions {
  readonly scale?: number;
  readonly rateLimitScale?: number;
  /** Writes to the seeded database before the server starts (a benchmark's own rows). */
  readonly prepare?: (db: LocalDatabase) => Promise<void>;
  /** Worker variables for this site (the e2e journeys' Stripe stand-in). */
  readonly vars?: Readonly<Record<string, string>>;
  /**
   * Bundles the worker as `wrangler deploy` does, with React's production build, and runs it
   * without wrangler's local trace collector (a benchmark's measure of production, and what the
   * e2e journeys serve). Without it `wrangler dev` uses React's development build, as `npm start`
   * does for its hydration warnings.
   */
  readonly production?: boolean;
}

/**
 * `scale` generated stories (for benchmarks) are written before the server starts, which then
 * finds its database seeded and leaves it as it is. `rateLimitScale` lets a benchmark, all from
 * one network, send that many times the per-network limit (worker/routes/within-rate-limit.ts).
 */
export async function startSite({
  scale = 0,
  rateLimitScale = 1,
  prepare,
  vars,
  production = false,
}: SiteOptions = {}): Promise<RunningSite> {
  const port = await freePort();
  // wrangler's inspector proxy listens on 9229 unless told otherwise: each site its own port
  const inspectorPort = await freePort();
  const stateDir = mkdtempSync(join(tmpdir(), 'quire-site-'));
  const env = {
    ...process.env,
    PORT: String(port),
    INSPECTOR_PORT: String(inspectorPort),
    QUIRE_STATE_DIR: stateDir,
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_SEND_METRICS: 'false',
    QUIRE_CLIENT_BUILT: '1',
    ...(rateLimitScale > 1 ? { RATE_LIMIT_SCALE: String(rateLimitScale) } : {}),
    ...(vars ? { QUIRE_DEV_VARS: JSON.stringify(vars) } : {}),
    // wrangler takes its bundle's NODE_ENV from here (development by default for `wrangler dev`);
    // and a deployed worker has no local trace collector, which wrangler dev otherwise streams every
    // request's spans to (its local explorer), at about a sixteenth of an uncached page's CPU
    ...(production ? { NODE_ENV: 'production', X_LOCAL_OBSERVABILITY: 'false' } : {}),
  };
  if (!clientBuilt) {
    execFileSync('node', ['scripts/build-client.ts'], { stdio: ['ignore', 'ignore', 'inherit'] });
    clientBuilt = true;
  }
  if (scale > 0 || prepare)
    execFileSync('node', ['scripts/seed.ts', '--scale', String(scale)], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  if (prepare) {
    const previous = process.env.QUIRE_STATE_DIR;
    process.env.QUIRE_STATE_DIR = stateDir;
    try {
      await withLocalBindings((bindings) => prepare(bindings.DB));
    } finally {
      if (previous === undefined) delete process.env.QUIRE_STATE_DIR;
      else process.env.QUIRE_STATE_DIR = previous;
    }
  }
  const server = spawn('node', ['scripts/start.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    // its own process group, so stop() ends wrangler and workerd with it
    detached: true,
  });
  const baseURL = `http://localhost:${port}`;
  await waitForSite(baseURL, Date.now() + 90_000);
  return {
    baseURL,
    stateDir,
    processGroup: server.pid ?? 0,
    stop() {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
