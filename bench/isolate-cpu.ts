// The worker's own CPU per request, from V8's sampling profiler in the worker's isolate, reached
// through the local runtime's DevTools inspector. The profiler samples only while the isolate
// runs: its samples come about 125 µs apart during a render and stop while the isolate waits, with
// gaps of milliseconds at each D1 call and between requests. D1 runs in an isolate of its own
// (miniflare's), so neither its SQLite work nor the wait for it is counted. So samples × the usual
// gap between them is the time the worker's code ran, profiler's overhead included.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RunningSite } from '../scripts/site.ts';
import { median } from './measure.ts';
import { workerdProcesses } from './workerd-processes.ts';

/** The app's Worker, as wrangler.toml names it (the runtime's inspector lists it as `core:user:<name>`). */
const APP_WORKER = 'core:user:quire';

interface Profile {
  readonly nodes: readonly { readonly id: number; readonly callFrame: { readonly functionName: string } }[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** The TCP ports a process listens on (Linux: its sockets' inodes found in /proc/net/tcp). */
function listeningPorts(pid: string): number[] {
  const sockets = new Set(
    readdirSync(`/proc/${pid}/fd`)
      .map((fd) => {
        try {
          return readlinkSync(`/proc/${pid}/fd/${fd}`);
        } catch {
          return ''; // closed since the listing
        }
      })
      .flatMap((link) => /^socket:\[(\d+)\]$/.exec(link)?.[1] ?? []),
  );
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[3] === '0A' /* LISTEN */ && sockets.has(fields[9] ?? ''))
    .map((fields) => Number.parseInt(fields[1]?.split(':')[1] ?? '', 16));
}

/** The app Worker in workerd's own inspector, which wrangler starts on a port of its choosing. */
async function runtimeTarget(site: RunningSite): Promise<string> {
  const runtime = workerdProcesses(site).find((process) => process.args.includes('--inspector-addr'));
  if (!runtime) throw new Error('The site runs no workerd with an inspector');
  for (const port of listeningPorts(runtime.pid)) {
    // the runtime listens on other ports too, some of which never answer HTTP
    const targets = await fetch(`http://127.0.0.1:${port}/json/list`, { signal: AbortSignal.timeout(2000) })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ id: string; webSocketDebuggerUrl: string }[]>) : [],
      )
      .catch(() => []);
    const app = targets.find((target) => target.id === APP_WORKER);
    if (app) return app.webSocketDebuggerUrl;
  }
  throw new Error(`The runtime's inspector lists no ${APP_WORKER}`);
}

/** A DevTools connection with the profiler set up, or null when the isolate does not answer. */
async function openProfiler(url: string) {
  const socket = new WebSocket(url);
  const opened = await Promise.race([
    new Promise<boolean>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(true), { once: true });
      socket.addEventListener('error', () => reject(new Error('The inspector refused the connection')), {
        once: true,
      });
    }),
    sleep(3000).then(() => false),
  ]);
  if (!opened) {
    socket.close();
    return null;
  }
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  let lastId = 0;
  const send = <Result>(method: string, params: object = {}): Promise<Result> => {
    const id = (lastId += 1);
    socket.send(JSON.stringify({ id, method, params }));
    return new Promise((resolve, reject) => {
      waiting.set(id, resolve as (result: unknown) => void);
      // a command left unanswered fails the bench rather than hanging it
      setTimeout(() => reject(new Error(`The inspector did not answer ${method}`)), 60_000).unref();
    });
  };
  const answered = (method: string, params: object = {}): Promise<boolean> =>
    Promise.race([send(method, params).then(() => true), sleep(3000).then(() => false)]);
  // a sample every 100 µs: a render's few milliseconds then hold dozens
  if ((await answered('Profiler.enable')) && (await answered('Profiler.setSamplingInterval', { interval: 100 })))
    return { send, close: () => socket.close() };
  socket.close();
  return null;
}

/**
 * The app Worker's profiler, straight from the runtime: wrangler's inspector proxy attaches to
 * whichever of the two Workers (the app's, the fediverse's) finished loading last, so a profile
 * through it sometimes watched the idle fediverse Worker and read 0 ms. The runtime now and then
 * leaves a new session's first commands unanswered; a second session is answered.
 */
async function connect(site: RunningSite) {
  const target = await runtimeTarget(site);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const profiler = await openProfiler(target);
    if (profiler) return profiler;
  }
  throw new Error(`The app Worker's inspector does not answer`);
}

/** The CPU milliseconds the worker's code ran per request while `requests` sent `count` of them. */
export async function isolateCpuPerRequest(
  site: RunningSite,
  count: number,
  requests: () => Promise<void>,
): Promise<number> {
  const inspector = await connect(site);
  try {
    await inspector.send('Profiler.start');
    await requests();
    const { profile } = await inspector.send<{ profile: Profile }>('Profiler.stop');
    const idle = new Set(
      profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id),
    );
    const running = profile.samples.filter((sample) => !idle.has(sample)).length;
    // a request runs the app's code for well over one sample: fewer means another isolate was watched
    if (running < count) throw new Error(`The profile saw ${running} samples over ${count} requests`);
    return (running * median(profile.timeDeltas)) / 1000 / count;
  } finally {
    inspector.close();
  }
}
