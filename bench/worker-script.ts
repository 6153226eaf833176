// `node bench/worker-script.ts`: the Worker's script as `wrangler deploy` bundles it, its gzipped
// size against the plans' limits (3 MB free, 10 MB paid), the packages that weigh most in it
// (esbuild's metafile), and what a new isolate pays to start on it: wrangler's workerd started on
// the script, against workerd started on a script of nothing, the median of a few of each. Workers
// compile and evaluate a script's top level when an isolate starts, so a module loaded with
// `import()` (Stripe, the password dictionaries, the export readers) costs nothing there until
// it is used. Also run by `npm run bench`.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type AddressInfo, connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { median } from './measure.ts';

export interface WorkerScript {
  readonly gzipped: number;
  /** The heaviest packages (or Quire's own folders), by their bytes in the script. */
  readonly heaviest: readonly { readonly name: string; readonly bytes: number }[];
  /** Milliseconds workerd takes to start on the script beyond starting on a script of nothing. */
  readonly startupMs: number;
  /** The fediverse's Worker (wrangler.federation.toml), which only fediverse work starts. */
  readonly federationGzipped: number;
}

/** Where a bundled source comes from: its package, or Quire's own top folder and the one below it. */
const ownerOf = (source: string): string =>
  source.includes('node_modules/')
    ? source.replace(/^.*node_modules\/((?:@[^/]+\/)?[^/]+).*$/, '$1')
    : source.split('/').slice(0, 2).join('/');

/** The workerd that wrangler itself runs, so the script starts in the runtime it is tested in. */
const workerd = (): string => {
  const fromWrangler = createRequire(createRequire(import.meta.url).resolve('wrangler/package.json'));
  return join(dirname(fromWrangler.resolve('workerd/package.json')), 'bin', 'workerd');
};

/** A port nothing listens on. */
const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** Whether something accepts connections on the port yet. */
const listening = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.destroy() !== null));
    socket.once('error', () => resolve(false));
  });

/**
 * Milliseconds from starting workerd on `module` (a file in `dir`) until it accepts connections:
 * it opens its sockets once its workers are compiled and their top level has run.
 */
async function startMs(dir: string, module: string): Promise<number> {
  const config = join(dir, `${module}.capnp`);
  writeFileSync(
    config,
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = .worker)],
  sockets = [(name = "http", address = "127.0.0.1:0", http = (), service = "main")],
);
const worker :Workerd.Worker = (
  modules = [(name = "${module}", esModule = embed "${module}")],
  compatibilityDate = "2026-11-01",
  compatibilityFlags = ["nodejs_compat"],
);
`,
  );
  const port = await freePort();
  const started = performance.now();
  const server = spawn(workerd(), ['serve', config, `--socket-addr=http=127.0.0.1:${port}`], { stdio: 'ignore' });
  try {
    while (!(await listening(port))) await new Promise((resolve) => setTimeout(resolve, 1));
    return performance.now() - started;
  } finally {
    // the next start waits for this one to be gone, so the two do not share the machine
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill();
    await exited;
  }
}

interface Bundle {
  readonly gzipped: number;
  readonly heaviest: WorkerScript['heaviest'];
}

/** The script `wrangler deploy` would upload for a config, bundled into `dir`, and what weighs in it. */
function bundle(config: string, dir: string): Bundle {
  execFileSync('npx', ['wrangler', 'deploy', '-c', config, '--dry-run', '--outdir', dir, '--metafile'], {
    stdio: 'pipe',
  });
  const { outputs } = JSON.parse(readFileSync(join(dir, 'bundle-meta.json'), 'utf8')) as {
    outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
  };
  const [name, output] = Object.entries(outputs).find(([file]) => file.endsWith('.js')) ?? [];
  const byOwner = new Map<string, number>();
  for (const [source, { bytesInOutput }] of Object.entries(output?.inputs ?? {}))
    byOwner.set(ownerOf(source), (byOwner.get(ownerOf(source)) ?? 0) + bytesInOutput);
  return {
    gzipped: name ? gzipSync(readFileSync(join(dir, name.split('/').at(-1) ?? name))).length : 0,
    heaviest: [...byOwner]
      .map(([owner, bytes]) => ({ name: owner, bytes }))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 10),
  };
}

export async function workerScript(rounds = 5): Promise<WorkerScript> {
  const dir = mkdtempSync(join(tmpdir(), 'quire-worker-'));
  const federationDir = mkdtempSync(join(tmpdir(), 'quire-federation-'));
  try {
    const app = bundle('wrangler.toml', dir);
    const federation = bundle('wrangler.federation.toml', federationDir);
    writeFileSync(join(dir, 'empty.js'), 'export default { fetch: () => new Response("") };\n');
    const differences: number[] = [];
    // in turns, so a slow moment of the machine weighs on both
    for (let round = 0; round < rounds; round += 1)
      differences.push((await startMs(dir, 'index.js')) - (await startMs(dir, 'empty.js')));
    return { ...app, startupMs: median(differences), federationGzipped: federation.gzipped };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(federationDir, { recursive: true, force: true });
  }
}

export const describeWorkerScript = (script: WorkerScript): string[] => [
  `the worker's script as deployed: ${(script.gzipped / 1024).toFixed(0)} KB gzipped (limits: 3,072 KB on the free plan, 10,240 paid; goal at most 1,024); a new isolate starts on it in ${script.startupMs.toFixed(0)} ms more than on a script of nothing (median)`,
  `  heaviest in it: ${script.heaviest.map((part) => `${part.name} ${(part.bytes / 1024).toFixed(0)} KB`).join(', ')}`,
  `  the fediverse's Worker (Fedify, called through a service binding): ${(script.federationGzipped / 1024).toFixed(0)} KB gzipped`,
];

if (import.meta.main) for (const line of describeWorkerScript(await workerScript())) console.log(line);
