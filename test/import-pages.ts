// Pages an import can read, on loopback: a story, a redirect to it, a file that is not HTML, and
// an error. (The Worker reads loopback only outside production; see worker/import/fetch-page.ts.)
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    importPagesUrl: string;
  }
}

const STORY = `<!doctype html><html><head><title>Tide tables – A Blog</title><script>alert(1)</script></head>
<body><nav><a href="/">Home</a></nav>
<article><h1>Tide tables</h1><p>Read the <a href="/tables">tables</a> before you <em>swim</em>.</p><img src="/wave.jpg" alt="A wave"></article>
<footer>© A Blog</footer></body></html>`;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = createServer((request, response) => {
    if (request.url === '/story')
      return void response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(STORY);
    if (request.url === '/moved') return void response.writeHead(301, { Location: '/story' }).end();
    if (request.url === '/data.json')
      return void response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    response.writeHead(404, { 'Content-Type': 'text/html' }).end('<p>Not here</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('importPagesUrl', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
