// Pages and pictures an import can read, on loopback: a story, a redirect to it, a file that is
// not HTML, and an error; a picture (any query, so tests can name many), and addresses that are
// not pictures. `/hits` says how often each picture was asked for. (The Worker reads loopback
// only outside production; see worker/import/public-fetch.ts.)
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
<article><h1>Tide tables</h1><p>Read the <a href="/tables">tables</a> before you <em>swim</em>.</p><img src="/wave.jpg" alt="A wave">
<figure><img src="/pictures/wave.png?single" alt="The bay"><figcaption>Low tide</figcaption></figure></article>
<footer>© A Blog</footer></body></html>`;

// A 40×20 PNG, made with sharp.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAUCAIAAABwJOjsAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMElEQVRIiWM4EaAxIIhh1OKA0aA+MZq4NEazU8BoAXJitMjUGK0kAkarRY3hXy0CAKKL6C6rl7lMAAAAAElFTkSuQmCC',
  'base64',
);

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const hits = new Map<string, number>();
  const server = createServer((request, response) => {
    const url = request.url ?? '';
    if (url.startsWith('/pictures/')) hits.set(url, (hits.get(url) ?? 0) + 1);
    if (url === '/hits')
      return void response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(Object.fromEntries(hits)));
    // and an upload of another Quire, at its image address
    if (url.startsWith('/pictures/wave.png') || url.startsWith('/_/image/original/'))
      return void response.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
    if (url.startsWith('/pictures/moved.png'))
      return void response.writeHead(302, { Location: '/pictures/wave.png?moved' }).end();
    if (url.startsWith('/pictures/page.png'))
      return void response.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>Not a picture</p>');
    if (url.startsWith('/pictures/script.png'))
      return void response.writeHead(200, { 'Content-Type': 'image/png' }).end('<script>alert(1)</script>');
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
