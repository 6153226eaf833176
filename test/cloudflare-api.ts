// Cloudflare's purge API on loopback: POST /zones/{zone}/purge_cache records the tags it was
// asked to purge (GET /purges lists them); /broken/… answers 500 like an outage.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    cloudflareApiUrl: string;
  }
}

export interface RecordedPurge {
  readonly zone: string;
  readonly authorization: string;
  readonly tags: string[];
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const purges: RecordedPurge[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'GET' && url.pathname === '/purges') {
      return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(purges));
    }
    if (url.pathname.startsWith('/broken/')) return void response.writeHead(500).end('{"success":false}');
    const zone = /^\/zones\/([^/]+)\/purge_cache$/.exec(url.pathname)?.[1];
    if (request.method !== 'POST' || !zone) return void response.writeHead(404).end();
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { tags } = JSON.parse(body) as { tags: string[] };
      purges.push({ zone, authorization: request.headers.authorization ?? '', tags });
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ success: true, result: { id: zone } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('cloudflareApiUrl', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
