// The worker's own CPU per request, from V8's sampling profiler in the worker's isolate, reached
// through wrangler's DevTools inspector (the port scripts/site.ts gives it). The profiler samples
// only while the isolate runs: its samples come about 125 µs apart during a render and stop while
// the isolate waits, with gaps of milliseconds at each D1 call and between requests. D1 runs in an
// isolate of its own (miniflare's), so neither its SQLite work nor the wait for it is counted. So
// samples × the usual gap between them is the time the worker's code ran, profiler's overhead included.
import { median } from './measure.ts';

interface Profile {
  readonly nodes: readonly { readonly id: number; readonly callFrame: { readonly functionName: string } }[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** One DevTools connection to the worker's isolate. */
async function connect(inspectorPort: number) {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  if (!target) throw new Error('The worker has no inspector target');
  // wrangler's inspector lets DevTools in from localhost origins only; Node's WebSocket (undici's)
  // takes headers in its second argument, which the DOM's type does not know
  const socket = new WebSocket(target.webSocketDebuggerUrl, {
    headers: { Origin: 'http://localhost' },
  } as unknown as string[]);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error('The inspector refused the connection')), { once: true });
  });
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  let lastId = 0;
  return {
    send<Result>(method: string, params: object = {}): Promise<Result> {
      const id = (lastId += 1);
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve) => waiting.set(id, resolve as (result: unknown) => void));
    },
    close: () => socket.close(),
  };
}

/** The CPU milliseconds the worker's code ran per request while `requests` sent `count` of them. */
export async function isolateCpuPerRequest(
  inspectorPort: number,
  count: number,
  requests: () => Promise<void>,
): Promise<number> {
  const inspector = await connect(inspectorPort);
  try {
    await inspector.send('Profiler.enable');
    await inspector.send('Profiler.setSamplingInterval', { interval: 100 });
    await inspector.send('Profiler.start');
    await requests();
    const { profile } = await inspector.send<{ profile: Profile }>('Profiler.stop');
    const idle = new Set(
      profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id),
    );
    const running = profile.samples.filter((sample) => !idle.has(sample)).length;
    return (running * median(profile.timeDeltas)) / 1000 / count;
  } finally {
    inspector.close();
  }
}
