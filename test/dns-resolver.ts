// A DNS-over-HTTPS stand-in on loopback (the JSON form of Cloudflare's resolver): tests put TXT
// records with POST /records and the Worker reads them with GET /dns-query?name=…&type=TXT;
// /broken answers 503 like an outage.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    dnsResolverUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const records = new Map<string, string[]>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/broken/dns-query') return void response.writeHead(503).end();
    if (request.method === 'POST' && url.pathname === '/records') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const { name, value } = JSON.parse(body) as { name: string; value: string };
        records.set(name, [...(records.get(name) ?? []), value]);
        response.writeHead(204).end();
      });
      return;
    }
    const name = url.searchParams.get('name') ?? '';
    const answer = (records.get(name) ?? []).map((value) => ({ name, type: 16, TTL: 300, data: `"${value}"` }));
    response
      .writeHead(200, { 'Content-Type': 'application/dns-json' })
      .end(JSON.stringify({ Status: answer.length ? 0 : 3, Answer: answer }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('dnsResolverUrl', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
