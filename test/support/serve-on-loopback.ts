import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An app that answers fetch requests: a Hono app, for the tests' stand-ins for outside services. */
interface FetchApp {
  fetch(request: Request): Response | Promise<Response>;
}

/** Serves `app` on a free loopback port (Node's server, for the tests' global setup); answers its origin and how to stop it. */
export async function serveOnLoopback(app: FetchApp): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const headers = new Headers(
        Object.entries(incoming.headers).flatMap(([name, value]) =>
          typeof value === 'string' ? [[name, value] as [string, string]] : [],
        ),
      );
      const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
      const request = new Request(`http://${incoming.headers.host ?? '127.0.0.1'}${incoming.url ?? '/'}`, {
        method: incoming.method,
        headers,
        ...(hasBody ? { body: Buffer.concat(chunks) } : {}),
      });
      void Promise.resolve(app.fetch(request)).then(async (response) => {
        outgoing.writeHead(response.status, Object.fromEntries(response.headers));
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
