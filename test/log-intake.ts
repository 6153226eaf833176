// The log provider's intake on loopback (worker/logging/log-config.ts): POST /v1/input/{token}
// records the batch it was sent (GET /batches?token= lists them); a token starting with "down"
// answers 500, like an outage.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    logIntakeOrigin: string;
  }
}

export interface ReceivedBatch {
  readonly token: string;
  readonly contentType: string;
  readonly records: Record<string, unknown>[];
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const batches: ReceivedBatch[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'GET' && url.pathname === '/batches') {
      const token = url.searchParams.get('token');
      return void response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(batches.filter((batch) => batch.token === token)));
    }
    const token = /^\/v1\/input\/([^/]+)$/.exec(url.pathname)?.[1];
    if (request.method !== 'POST' || !token) return void response.writeHead(404).end();
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (token.startsWith('down')) return void response.writeHead(500).end();
      batches.push({
        token,
        contentType: request.headers['content-type'] ?? '',
        records: JSON.parse(body) as Record<string, unknown>[],
      });
      response.writeHead(202).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('logIntakeOrigin', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
