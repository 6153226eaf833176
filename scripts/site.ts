// Starts the site through `npm start`'s own script, on a free port and a fresh database, for
// the e2e journeys and the benchmarks; stop() ends it and removes the database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningSite {
  readonly baseURL: string;
  stop(): void;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
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

export async function startSite(): Promise<RunningSite> {
  const port = await freePort();
  const stateDir = mkdtempSync(join(tmpdir(), 'quire-site-'));
  const server = spawn('node', ['scripts/start.ts'], {
    env: { ...process.env, PORT: String(port), QUIRE_STATE_DIR: stateDir },
    stdio: ['ignore', 'ignore', 'inherit'],
    // its own process group, so stop() ends wrangler and workerd with it
    detached: true,
  });
  const baseURL = `http://localhost:${port}`;
  await waitForSite(baseURL, Date.now() + 90_000);
  return {
    baseURL,
    stop() {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
